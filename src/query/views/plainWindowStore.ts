import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { windowStoreView } from '../../state/window/windowStoreView.js'
import { MappedKeyValueIterator } from '../MappedKeyValueIterator.js'
import { plainValue } from './PlainKeyValueStore.js'

/**
 * A timestamped window store read as a plain one (what `QueryableStoreTypes.windowStore()` gives over a
 * timestamped store): values without their timestamps.
 * @example
 * plainWindowStore(timestamped, 'clicks').fetch('k', 0) // 4, not { value: 4, timestamp }
 * @category Interactive queries
 * @since 0.1.0
 */
export const plainWindowStore = <K, V>(
  store: ReadOnlyWindowStore<K, ValueAndTimestamp<V>>,
  storeName: string,
): ReadOnlyWindowStore<K, V> => {
  const plain = <RK>(it: KeyValueIterator<RK, ValueAndTimestamp<V>>): KeyValueIterator<RK, V> =>
    new MappedKeyValueIterator(it, (vt: ValueAndTimestamp<V>) => vt.value, storeName)
  return windowStoreView<K, V>({
    fetchAny: (args) => {
      if (args.length === 2) return plainValue(store.fetch(...args))
      if (args.length === 3) return plain(store.fetch(...args))
      return plain(store.fetch(...args))
    },
    backwardFetchAny: (args) =>
      args.length === 3 ? plain(store.backwardFetch(...args)) : plain(store.backwardFetch(...args)),
    all: () => plain(store.all()),
    backwardAll: () => plain(store.backwardAll()),
    fetchAll: (from, to) => plain(store.fetchAll(from, to)),
    backwardFetchAll: (from, to) => plain(store.backwardFetchAll(from, to)),
  })
}
