import type * as E from 'fp-ts/lib/Either.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { Windowed } from '../../state/Windowed.js'
import type { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'
import { fetchSessions, findSessions } from '../views/storeArgs.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'
import { registerThrowing } from './throwingAdapters.js'
import { throwingSessionStore } from './ThrowingSessionStore.js'

type Read<T> = Promise<E.Either<StoreError, T>>
type Sessions<K, AGG> = Read<QueryKeyValueIterator<Windowed<K>, AGG>>

/**
 * IQv1 facade of a session store (`ReadOnlySessionStore` as a query): `fetch`, `backwardFetch`, `findSessions`,
 * `backwardFindSessions`, `fetchSession`, each answering `Promise<Either<StoreError, T>>`.
 * @example
 * const r = await store.findSessions('user', 0, 10_000)
 * @category model
 * @since 0.1.0
 */
export interface QueryableSessionStore<K, AGG> {
  readonly findSessions: {
    (key: K, earliestSessionEndTime: number, latestSessionStartTime: number): Sessions<K, AGG>
    (
      keyFrom: K | undefined,
      keyTo: K | undefined,
      earliestSessionEndTime: number,
      latestSessionStartTime: number,
    ): Sessions<K, AGG>
  }
  readonly backwardFindSessions: {
    (key: K, earliestSessionEndTime: number, latestSessionStartTime: number): Sessions<K, AGG>
    (
      keyFrom: K | undefined,
      keyTo: K | undefined,
      earliestSessionEndTime: number,
      latestSessionStartTime: number,
    ): Sessions<K, AGG>
  }
  readonly fetchSession: (key: K, sessionStartTime: number, sessionEndTime: number) => Read<AGG | undefined>
  readonly fetch: {
    (key: K): Sessions<K, AGG>
    (keyFrom: K | undefined, keyTo: K | undefined): Sessions<K, AGG>
  }
  readonly backwardFetch: {
    (key: K): Sessions<K, AGG>
    (keyFrom: K | undefined, keyTo: K | undefined): Sessions<K, AGG>
  }
}

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
    (...args: SessionFindArgs<K>): Sessions<K, AGG> =>
      reads.iterator((s) => findSessions(s, args, backward))
  const fetch =
    (backward: boolean) =>
    (...args: SessionFetchArgs<K>): Sessions<K, AGG> =>
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
