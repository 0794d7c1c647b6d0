import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { Windowed } from '../../state/Windowed.js'
import type { QueryableSessionStore } from './QueryableSessionStore.js'
import { thrownRows, thrownValue } from './ThrowingKeyValueStore.js'

type Sessions<K, AGG> = Promise<KeyValueIterator<Windowed<K>, AGG>>

/**
 * The classic IQv1 session store: each read resolves to its value or rejects with the
 * `InvalidStateStoreException` subclass of the error; iterators throw it from the step where the store goes away.
 * @example
 * const it = await orThrow(store).fetch('user') // KeyValueIterator<Windowed<string>, AGG>
 * @category model
 * @since 0.1.0
 */
export interface ThrowingSessionStore<K, AGG> {
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
  readonly fetchSession: (
    key: K,
    sessionStartTime: number,
    sessionEndTime: number,
  ) => Promise<AGG | undefined>
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
 * The classic, throwing store over a session facade (what `orThrow(facade)` gives).
 * @example
 * throwingSessionStore(facade).fetch('user')
 * @category constructors
 * @since 0.1.0
 */
export const throwingSessionStore = <K, AGG>(
  facade: QueryableSessionStore<K, AGG>,
): ThrowingSessionStore<K, AGG> => ({
  findSessions: (...args: SessionFindArgs<K>) =>
    thrownRows(args.length === 3 ? facade.findSessions(...args) : facade.findSessions(...args)),
  backwardFindSessions: (...args: SessionFindArgs<K>) =>
    thrownRows(
      args.length === 3 ? facade.backwardFindSessions(...args) : facade.backwardFindSessions(...args),
    ),
  fetchSession: (key, start, end) => thrownValue(facade.fetchSession(key, start, end)),
  fetch: (...args: SessionFetchArgs<K>) =>
    thrownRows(args.length === 1 ? facade.fetch(...args) : facade.fetch(...args)),
  backwardFetch: (...args: SessionFetchArgs<K>) =>
    thrownRows(args.length === 1 ? facade.backwardFetch(...args) : facade.backwardFetch(...args)),
})
