import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { Windowed } from '../../state/Windowed.js'
import { fetchSessions, findSessions } from '../views/storeArgs.js'
import type { Answer, ReadMode, Rows } from './Answer.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'
import { registerThrowing } from './throwingAdapters.js'
import { throwingSessionStore } from './ThrowingSessionStore.js'

/**
 * A session read by key or by key range (`fetch`, and `findSessions` with its two time bounds), answered in
 * mode `M`.
 * @example
 * type F = SessionRead<'query', string, number, []>
 * @category model
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
 * @category model
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
 * @category model
 * @since 0.1.0
 */
export type QueryableSessionStore<K, AGG> = SessionStoreReads<'query', K, AGG>

/**
 * The IQv1 session facade over `source`.
 * @example
 * const store = sessionStoreFacade<string, number>({ storeName: 'visits', resolve })
 * await store.fetch('user')
 * @category constructors
 * @since 0.1.0
 */
export const sessionStoreFacade = <K, AGG>(
  source: FacadeSource<ReadOnlySessionStore<K, AGG>>,
): QueryableSessionStore<K, AGG> => {
  const reads = new FacadeReads(source)
  const find =
    (backward: boolean) =>
    (...args: SessionFindArgs<K>): Rows<'query', Windowed<K>, AGG> =>
      reads.iterator((s) => findSessions(s, args, backward))
  const fetch =
    (backward: boolean) =>
    (...args: SessionFetchArgs<K>): Rows<'query', Windowed<K>, AGG> =>
      reads.iterator((s) => fetchSessions(s, args, backward))
  const facade: QueryableSessionStore<K, AGG> = {
    findSessions: find(false),
    backwardFindSessions: find(true),
    fetchSession: (key, start, end) => reads.value((s) => s.fetchSession(key, start, end)),
    fetch: fetch(false),
    backwardFetch: fetch(true),
  }
  return registerThrowing(facade, throwingSessionStore)
}
