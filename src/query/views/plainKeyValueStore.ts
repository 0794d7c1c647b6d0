import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { MappedKeyValueIterator } from '../MappedKeyValueIterator.js'

/**
 * The plain value of a timestamped one (`undefined` stays `undefined`).
 * @example
 * plainValue({ value: 3, timestamp: 10 }) // 3
 * @category destructors
 * @since 0.1.0
 */
export const plainValue = <V>(vt: ValueAndTimestamp<V> | undefined): V | undefined => vt?.value

/**
 * A timestamped key-value store read as a plain one (what `QueryableStoreTypes.keyValueStore()` gives over a
 * timestamped store): values without their timestamps, counts unchanged.
 * @example
 * plainKeyValueStore(timestamped, 'counts').get('kafka') // 4, not { value: 4, timestamp }
 * @category constructors
 * @since 0.1.0
 */
export const plainKeyValueStore = <K, V>(
  store: ReadOnlyKeyValueStore<K, ValueAndTimestamp<V>>,
  storeName: string,
): ReadOnlyKeyValueStore<K, V> => {
  const plain = (vt: ValueAndTimestamp<V>): V => vt.value
  return {
    get: (key) => plainValue(store.get(key)),
    range: (from, to) => new MappedKeyValueIterator(store.range(from, to), plain, storeName),
    reverseRange: (from, to) => new MappedKeyValueIterator(store.reverseRange(from, to), plain, storeName),
    all: () => new MappedKeyValueIterator(store.all(), plain, storeName),
    reverseAll: () => new MappedKeyValueIterator(store.reverseAll(), plain, storeName),
    prefixScan: (prefix, serializer) =>
      new MappedKeyValueIterator(store.prefixScan(prefix, serializer), plain, storeName),
    approximateNumEntries: () => store.approximateNumEntries(),
  }
}
