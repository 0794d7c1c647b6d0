import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlySessionStore } from '../ReadOnlySessionStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { SessionFetchArgs, SessionFindArgs } from './SessionFindArgs.js'

/**
 * The reads of a session reader (over bytes or typed): the `findSessions` and `fetch` overloads dispatched on
 * their arguments (backward when `reverse`), and the single-session lookup.
 * @example
 * const reads: SessionReads<Bytes, Buffer> = new SegmentedSessionReader(host, source, () => segments)
 * @category State stores
 * @since 0.1.0
 */
export interface SessionReads<K, AGG> {
  find(args: SessionFindArgs<K>, reverse: boolean): KeyValueIterator<Windowed<K>, AGG>
  fetchAny(args: SessionFetchArgs<K>, reverse: boolean): KeyValueIterator<Windowed<K>, AGG>
  fetchSession(key: K, sessionStartTime: number, sessionEndTime: number): AGG | undefined
}

/**
 * `reads` as a {@link ReadOnlySessionStore}, for `readOnly` views and query facades.
 * @example
 * sessionStoreView(reader).findSessions(key, 0, 60_000)
 * @category State stores
 * @since 0.1.0
 */
export const sessionStoreView = <K, AGG>(reads: SessionReads<K, AGG>): ReadOnlySessionStore<K, AGG> => ({
  findSessions: (...args: SessionFindArgs<K>) => reads.find(args, false),
  backwardFindSessions: (...args: SessionFindArgs<K>) => reads.find(args, true),
  fetch: (...args: SessionFetchArgs<K>) => reads.fetchAny(args, false),
  backwardFetch: (...args: SessionFetchArgs<K>) => reads.fetchAny(args, true),
  fetchSession: (key, start, end) => reads.fetchSession(key, start, end),
})
