import type { KeyValueIterator } from './KeyValueIterator.js'
import type { Windowed } from '../core/windows/Windowed.js'

/**
 * Iterates one key's windows: the key of each row is the window start (ms), as Kafka's `WindowStoreIterator`.
 * @example
 * for (const { key: start, value } of store.fetch('k', 0, 60_000)) console.log(start, value)
 * @category State stores
 * @since 0.1.0
 */
export type WindowStoreIterator<V> = KeyValueIterator<number, V>

/**
 * Reads of a window store, as Kafka's `ReadOnlyWindowStore`. Time bounds are inclusive and apply to the window
 * start; an `undefined` key bound is open. Forward methods go oldest first, `backward*` newest first.
 * @example
 * store.fetch('k', 1_000)                       // value of the window starting at 1000, or undefined
 * store.fetch('k', 0, 10_000)                   // WindowStoreIterator over that key's windows
 * store.fetch('a', 'f', 0, 10_000)              // KeyValueIterator<Windowed<K>, V> over a key range
 * @category State stores
 * @since 0.1.0
 */
export interface ReadOnlyWindowStore<K, V> {
  /** The value of the window of `key` that starts exactly at `windowStart`. */
  fetch(key: K, windowStart: number): V | undefined
  /** The windows of `key` starting in `[timeFrom, timeTo]`, oldest first. */
  fetch(key: K, timeFrom: number, timeTo: number): WindowStoreIterator<V>
  /** The windows of keys in `[keyFrom, keyTo]` starting in `[timeFrom, timeTo]`. */
  fetch(
    keyFrom: K | undefined,
    keyTo: K | undefined,
    timeFrom: number,
    timeTo: number,
  ): KeyValueIterator<Windowed<K>, V>
  /** As the three-argument `fetch`, newest first. */
  backwardFetch(key: K, timeFrom: number, timeTo: number): WindowStoreIterator<V>
  /** As the four-argument `fetch`, newest first. */
  backwardFetch(
    keyFrom: K | undefined,
    keyTo: K | undefined,
    timeFrom: number,
    timeTo: number,
  ): KeyValueIterator<Windowed<K>, V>
  /** Every window of every key. */
  all(): KeyValueIterator<Windowed<K>, V>
  /** Every window of every key, newest first. */
  backwardAll(): KeyValueIterator<Windowed<K>, V>
  /** Every window starting in `[timeFrom, timeTo]`. */
  fetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V>
  /** As {@link ReadOnlyWindowStore.fetchAll}, newest first. */
  backwardFetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<K>, V>
}
