import type { Serializer } from '../../serde/Serde.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import { ConcatKeyValueIterator } from './ConcatKeyValueIterator.js'

/**
 * The value one of several partitions has: every partition is read (a partition that went away fails the
 * read), the first value found wins.
 * @example
 * firstFound([undefined, 3]) // 3
 * @category Interactive queries
 * @since 0.1.0
 */
export const firstFound = <V>(answers: readonly (V | undefined)[]): V | undefined =>
  answers.find((a) => a !== undefined)

/**
 * One read-only key-value store over several local partitions (Kafka Streams' `CompositeReadOnlyKeyValueStore`):
 * a key's value from the partition that has it, rows one partition after the other, counts summed. Over no
 * partition it is empty (a key whose partition is not served here).
 * @example
 * new CompositeKeyValueStore([p0, p1], 'counts').approximateNumEntries() // p0's + p1's
 * @category Interactive queries
 * @since 0.1.0
 */
export class CompositeKeyValueStore<K, V> implements ReadOnlyKeyValueStore<K, V> {
  constructor(
    private readonly parts: readonly ReadOnlyKeyValueStore<K, V>[],
    private readonly storeName: string,
  ) {}

  get(key: K): V | undefined {
    return firstFound(this.parts.map((p) => p.get(key)))
  }

  range(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.concat((p) => p.range(from, to))
  }

  reverseRange(from: K | undefined, to: K | undefined): KeyValueIterator<K, V> {
    return this.concat((p) => p.reverseRange(from, to))
  }

  all(): KeyValueIterator<K, V> {
    return this.concat((p) => p.all())
  }

  reverseAll(): KeyValueIterator<K, V> {
    return this.concat((p) => p.reverseAll())
  }

  prefixScan<P>(prefix: P, prefixSerializer: Serializer<P>): KeyValueIterator<K, V> {
    return this.concat((p) => p.prefixScan(prefix, prefixSerializer))
  }

  approximateNumEntries(): number {
    return this.parts.reduce((n, p) => n + p.approximateNumEntries(), 0)
  }

  private concat(read: (p: ReadOnlyKeyValueStore<K, V>) => KeyValueIterator<K, V>): KeyValueIterator<K, V> {
    return new ConcatKeyValueIterator(this.parts.map(read), this.storeName)
  }
}
