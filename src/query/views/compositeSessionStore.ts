import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import { sessionStoreView } from '../../state/session/sessionStoreView.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { ConcatKeyValueIterator } from './ConcatKeyValueIterator.js'
import { firstFound } from './CompositeKeyValueStore.js'
import { fetchSessions, findSessions } from './sessionArgs.js'

/**
 * One read-only session store over several local partitions (Kafka Streams' `CompositeReadOnlySessionStore`):
 * sessions one partition after the other, one session's aggregate from the partition that has it.
 * @example
 * compositeSessionStore([p0, p1], 'visits').fetch('user')
 * @category Interactive queries
 * @since 0.1.0
 */
export const compositeSessionStore = <K, AGG>(
  parts: readonly ReadOnlySessionStore<K, AGG>[],
  storeName: string,
): ReadOnlySessionStore<K, AGG> => {
  const concat = (read: (p: ReadOnlySessionStore<K, AGG>) => KeyValueIterator<Windowed<K>, AGG>) =>
    new ConcatKeyValueIterator(parts.map(read), storeName)
  return sessionStoreView<K, AGG>({
    find: (args, reverse) => concat((p) => findSessions(p, args, reverse)),
    fetchAny: (args, reverse) => concat((p) => fetchSessions(p, args, reverse)),
    fetchSession: (key, start, end) => firstFound(parts.map((p) => p.fetchSession(key, start, end))),
  })
}
