import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import { ConcatKeyValueIterator } from './ConcatKeyValueIterator.js'

/**
 * The value one of several partitions has: every partition is read (a partition that went away fails the
 * read), the first value found wins.
 * @example
 * firstFound([undefined, 3]) // 3
 * @category destructors
 * @since 0.1.0
 */
export const firstFound = <V>(answers: readonly (V | undefined)[]): V | undefined =>
  answers.find((a) => a !== undefined)

/**
 * One read-only key-value store over several local partitions (Kafka Streams' `CompositeReadOnlyKeyValueStore`):
 * a key's value from the partition that has it, rows one partition after the other, counts summed.
 * @example
 * compositeKeyValueStore([p0, p1], 'counts').approximateNumEntries() // p0's + p1's
 * @category constructors
 * @since 0.1.0
 */
export const compositeKeyValueStore = <K, V>(
  parts: readonly ReadOnlyKeyValueStore<K, V>[],
  storeName: string,
): ReadOnlyKeyValueStore<K, V> => {
  const concat = (read: (p: ReadOnlyKeyValueStore<K, V>) => KeyValueIterator<K, V>) =>
    new ConcatKeyValueIterator(parts.map(read), storeName)
  return {
    get: (key) => firstFound(parts.map((p) => p.get(key))),
    range: (from, to) => concat((p) => p.range(from, to)),
    reverseRange: (from, to) => concat((p) => p.reverseRange(from, to)),
    all: () => concat((p) => p.all()),
    reverseAll: () => concat((p) => p.reverseAll()),
    prefixScan: (prefix, serializer) => concat((p) => p.prefixScan(prefix, serializer)),
    approximateNumEntries: () => parts.reduce((n, p) => n + p.approximateNumEntries(), 0),
  }
}
