import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import { windowStoreView } from '../../state/window/windowStoreView.js'
import { ConcatKeyValueIterator } from './ConcatKeyValueIterator.js'
import { firstFound } from './CompositeKeyValueStore.js'

/**
 * One read-only window store over several local partitions (Kafka Streams' `CompositeReadOnlyWindowStore`): one
 * window's value from the partition that has it, rows one partition after the other.
 * @example
 * compositeWindowStore([p0, p1], 'clicks').fetchAll(0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export const compositeWindowStore = <K, V>(
  parts: readonly ReadOnlyWindowStore<K, V>[],
  storeName: string,
): ReadOnlyWindowStore<K, V> => {
  const concat = <RK>(read: (p: ReadOnlyWindowStore<K, V>) => KeyValueIterator<RK, V>) =>
    new ConcatKeyValueIterator(parts.map(read), storeName)
  return windowStoreView<K, V>({
    fetchAny: (args) => {
      if (args.length === 2) return firstFound(parts.map((p) => p.fetch(...args)))
      if (args.length === 3) return concat((p) => p.fetch(...args))
      return concat((p) => p.fetch(...args))
    },
    backwardFetchAny: (args) =>
      args.length === 3 ? concat((p) => p.backwardFetch(...args)) : concat((p) => p.backwardFetch(...args)),
    all: () => concat((p) => p.all()),
    backwardAll: () => concat((p) => p.backwardAll()),
    fetchAll: (from, to) => concat((p) => p.fetchAll(from, to)),
    backwardFetchAll: (from, to) => concat((p) => p.backwardFetchAll(from, to)),
  })
}
