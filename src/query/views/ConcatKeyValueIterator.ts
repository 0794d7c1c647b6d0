import { AbstractKeyValueIterator } from '../../state/AbstractKeyValueIterator.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'

/**
 * The rows of several iterators, one after the other (one per local store partition, as Kafka Streams' composite
 * stores give them); closing it closes them all.
 * @example
 * new ConcatKeyValueIterator([p0.all(), p1.all()], 'counts')
 * @category Interactive queries
 * @since 0.1.0
 */
export class ConcatKeyValueIterator<K, V> extends AbstractKeyValueIterator<K, V> {
  private index = 0

  constructor(
    private readonly parts: readonly KeyValueIterator<K, V>[],
    storeName: string,
  ) {
    super(storeName)
  }

  protected _peek(): KeyValue<K, V> | undefined {
    for (; this.index < this.parts.length; this.index++) {
      const row = this.parts[this.index]?.peekNext()
      if (row !== undefined) return row
    }
    return undefined
  }

  protected _advance(): void {
    this.parts[this.index]?.next()
  }

  protected override _release(): void {
    for (const part of this.parts) part.close()
  }
}
