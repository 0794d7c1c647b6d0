import { AbstractKeyValueIterator } from '../state/AbstractKeyValueIterator.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KeyValueIterator } from '../state/KeyValueIterator.js'

/**
 * A store iterator with each value mapped (used to read timestamped stores as plain values). Steps, closing and
 * invalidation are those of the iterator under it.
 * @example
 * new MappedKeyValueIterator(store.all(), (vt) => vt.value)
 * @category Interactive queries
 * @since 0.1.0
 */
export class MappedKeyValueIterator<K, A, B> extends AbstractKeyValueIterator<K, B> {
  constructor(
    private readonly inner: KeyValueIterator<K, A>,
    private readonly f: (a: A) => B,
    storeName = 'store',
  ) {
    super(storeName)
  }

  protected _peek(): KeyValue<K, B> | undefined {
    const row = this.inner.peekNext()
    return row === undefined ? undefined : { key: row.key, value: this.f(row.value) }
  }

  protected _advance(): void {
    this.inner.next()
  }

  protected override _release(): void {
    this.inner.close()
  }
}
