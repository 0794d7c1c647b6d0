import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { fetchSessions, findSessions } from '../views/sessionArgs.js'
import type { Answer, ReadMode, Rows } from './Answer.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'

/**
 * A session read by key or by key range (`fetch`, and `findSessions` with its two time bounds), answered in
 * mode `M`.
 * @example
 * type F = SessionRead<'query', string, number, []>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface SessionRead<M extends ReadMode, K, AGG, T extends readonly number[]> {
  (key: K, ...times: T): Rows<M, Windowed<K>, AGG>
  (keyFrom: K | undefined, keyTo: K | undefined, ...times: T): Rows<M, Windowed<K>, AGG>
}

/** The two time bounds of `findSessions`. */
type SessionBounds = [earliestSessionEndTime: number, latestSessionStartTime: number]

/**
 * The reads of a session store (`ReadOnlySessionStore`), answered in mode `M`: the IQv1 facade
 * (`QueryableSessionStore`) and the classic store `orThrow` gives (`ThrowingSessionStore`).
 * @example
 * type Q = SessionStoreReads<'query', string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface SessionStoreReads<M extends ReadMode, K, AGG> {
  readonly findSessions: SessionRead<M, K, AGG, SessionBounds>
  readonly backwardFindSessions: SessionRead<M, K, AGG, SessionBounds>
  readonly fetchSession: (
    key: K,
    sessionStartTime: number,
    sessionEndTime: number,
  ) => Answer<M, AGG | undefined>
  readonly fetch: SessionRead<M, K, AGG, []>
  readonly backwardFetch: SessionRead<M, K, AGG, []>
}

/**
 * IQv1 facade of a session store (`ReadOnlySessionStore` as a query): `fetch`, `backwardFetch`, `findSessions`,
 * `backwardFindSessions`, `fetchSession`, each answering `Promise<Either<StoreError, T>>`.
 * @example
 * const r = await store.findSessions('user', 0, 10_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryableSessionStore<K, AGG> = SessionStoreReads<'query', K, AGG>

/**
 * The IQv1 session facade over `source`. The reads are own properties; the source stays private.
 * @example
 * const store = new SessionQueryFacade<string, number>({ storeName: 'visits', resolve })
 * await store.fetch('user')
 * @category Interactive queries
 * @since 0.1.0
 */
export class SessionQueryFacade<K, AGG> implements QueryableSessionStore<K, AGG> {
  readonly #reads: FacadeReads<ReadOnlySessionStore<K, AGG>>

  constructor(source: FacadeSource<ReadOnlySessionStore<K, AGG>>) {
    this.#reads = new FacadeReads(source)
  }

  readonly findSessions = (...args: SessionFindArgs<K>): Rows<'query', Windowed<K>, AGG> =>
    this.#reads.iterator((s) => findSessions(s, args, false))

  readonly backwardFindSessions = (...args: SessionFindArgs<K>): Rows<'query', Windowed<K>, AGG> =>
    this.#reads.iterator((s) => findSessions(s, args, true))

  readonly fetchSession = (key: K, start: number, end: number): Answer<'query', AGG | undefined> =>
    this.#reads.value((s) => s.fetchSession(key, start, end))

  readonly fetch = (...args: SessionFetchArgs<K>): Rows<'query', Windowed<K>, AGG> =>
    this.#reads.iterator((s) => fetchSessions(s, args, false))

  readonly backwardFetch = (...args: SessionFetchArgs<K>): Rows<'query', Windowed<K>, AGG> =>
    this.#reads.iterator((s) => fetchSessions(s, args, true))
}
