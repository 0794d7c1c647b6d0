import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { SessionFetchArgs, SessionFindArgs } from '../../state/session/SessionFindArgs.js'
import type { Windowed } from '../../core/windows/Windowed.js'

/**
 * A session `findSessions` by key (3 arguments) or key range (4), forward or backward, on `store`.
 * @example
 * findSessions(store, ['user', 0, 10_000], false)
 * @category Interactive queries
 * @since 0.1.0
 */
export const findSessions = <K, AGG>(
  store: ReadOnlySessionStore<K, AGG>,
  args: SessionFindArgs<K>,
  backward: boolean,
): KeyValueIterator<Windowed<K>, AGG> => {
  if (args.length === 3) return backward ? store.backwardFindSessions(...args) : store.findSessions(...args)
  return backward ? store.backwardFindSessions(...args) : store.findSessions(...args)
}

/**
 * A session `fetch` by key (1 argument) or key range (2), forward or backward, on `store`.
 * @example
 * fetchSessions(store, ['user'], false)
 * @category Interactive queries
 * @since 0.1.0
 */
export const fetchSessions = <K, AGG>(
  store: ReadOnlySessionStore<K, AGG>,
  args: SessionFetchArgs<K>,
  backward: boolean,
): KeyValueIterator<Windowed<K>, AGG> => {
  if (args.length === 1) return backward ? store.backwardFetch(...args) : store.fetch(...args)
  return backward ? store.backwardFetch(...args) : store.fetch(...args)
}
