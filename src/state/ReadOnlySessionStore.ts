import type { KeyValueIterator } from './KeyValueIterator.js'
import type { Windowed } from '../core/windows/Windowed.js'

/**
 * Reads of a session store, as Kafka's `ReadOnlySessionStore`. Sessions are keyed by `Windowed<K>` whose window
 * holds the session's first and last record times (both inclusive). An `undefined` key bound is open.
 * @example
 * store.findSessions('user', 0, 10_000) // sessions of 'user' with end >= 0 and start <= 10000
 * store.fetchSession('user', 100, 900)  // the aggregate of exactly that session, or undefined
 * @category State stores
 * @since 0.1.0
 */
export interface ReadOnlySessionStore<K, AGG> {
  /** Sessions of `key` overlapping `[earliestSessionEndTime, latestSessionStartTime]`, oldest first. */
  findSessions(
    key: K,
    earliestSessionEndTime: number,
    latestSessionStartTime: number,
  ): KeyValueIterator<Windowed<K>, AGG>
  /** As above over a key range. */
  findSessions(
    keyFrom: K | undefined,
    keyTo: K | undefined,
    earliestSessionEndTime: number,
    latestSessionStartTime: number,
  ): KeyValueIterator<Windowed<K>, AGG>
  /** As `findSessions`, newest first. */
  backwardFindSessions(
    key: K,
    earliestSessionEndTime: number,
    latestSessionStartTime: number,
  ): KeyValueIterator<Windowed<K>, AGG>
  /** As the key-range `findSessions`, newest first. */
  backwardFindSessions(
    keyFrom: K | undefined,
    keyTo: K | undefined,
    earliestSessionEndTime: number,
    latestSessionStartTime: number,
  ): KeyValueIterator<Windowed<K>, AGG>
  /** The aggregate of the session of `key` that starts and ends exactly there. */
  fetchSession(key: K, sessionStartTime: number, sessionEndTime: number): AGG | undefined
  /** Every session of `key`, oldest first. */
  fetch(key: K): KeyValueIterator<Windowed<K>, AGG>
  /** Every session of the keys in `[keyFrom, keyTo]`. */
  fetch(keyFrom: K | undefined, keyTo: K | undefined): KeyValueIterator<Windowed<K>, AGG>
  /** Every session of `key`, newest first. */
  backwardFetch(key: K): KeyValueIterator<Windowed<K>, AGG>
  /** Every session of the keys in `[keyFrom, keyTo]`, newest first. */
  backwardFetch(keyFrom: K | undefined, keyTo: K | undefined): KeyValueIterator<Windowed<K>, AGG>
}
