import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyWindowStore, WindowStoreIterator } from '../ReadOnlyWindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from './WindowFetchArgs.js'

/**
 * The reads of a window reader (over bytes or typed): the `fetch` and `backwardFetch` overloads dispatched on
 * their arguments, and the whole-store scans.
 * @example
 * const reads: WindowReads<Bytes, Buffer> = new SegmentedWindowReader(host, source, () => segments, 60_000, false)
 * @category State stores
 * @since 0.1.0
 */
export interface WindowReads<K, V> {
  fetchAny(
    args: WindowFetchArgs<K>,
  ): V | undefined | WindowStoreIterator<V> | KeyValueIterator<Windowed<K>, V>
  backwardFetchAny(
    args: WindowBackwardFetchArgs<K>,
  ): WindowStoreIterator<V> | KeyValueIterator<Windowed<K>, V>
  all(): KeyValueIterator<Windowed<K>, V>
  backwardAll(): KeyValueIterator<Windowed<K>, V>
  fetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V>
  backwardFetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V>
}

/**
 * `reads` as a {@link ReadOnlyWindowStore}, for `readOnly` views and query facades.
 * @example
 * windowStoreView(reader).fetch(key, 0, 60_000)
 * @category State stores
 * @since 0.1.0
 */
export const windowStoreView = <K, V>(reads: WindowReads<K, V>): ReadOnlyWindowStore<K, V> => {
  type Store = ReadOnlyWindowStore<K, V>
  return {
    fetch: ((...args: WindowFetchArgs<K>) => reads.fetchAny(args)) as Store['fetch'],
    backwardFetch: ((...args: WindowBackwardFetchArgs<K>) =>
      reads.backwardFetchAny(args)) as Store['backwardFetch'],
    all: () => reads.all(),
    backwardAll: () => reads.backwardAll(),
    fetchAll: (timeFrom, timeTo) => reads.fetchAll(timeFrom, timeTo),
    backwardFetchAll: (timeFrom, timeTo) => reads.backwardFetchAll(timeFrom, timeTo),
  }
}
