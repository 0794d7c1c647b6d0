import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { QueryableSessionStore, SessionStoreReads } from './QueryableSessionStore.js'
import { thrownRows, thrownValue } from './ThrowingKeyValueStore.js'

/**
 * The classic IQv1 session store: each read resolves to its value or rejects with the
 * `InvalidStateStoreException` subclass of the error; iterators throw it from the step where the store goes away.
 * @example
 * const it = await orThrow(store).fetch('user') // KeyValueIterator<Windowed<string>, AGG>
 * @category Interactive queries
 * @since 0.1.0
 */
export type ThrowingSessionStore<K, AGG> = SessionStoreReads<'classic', K, AGG>

/**
 * The classic, throwing store over a session facade (what `orThrow(facade)` gives).
 * @example
 * throwingSessionStore(facade).fetch('user')
 * @category Interactive queries
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
