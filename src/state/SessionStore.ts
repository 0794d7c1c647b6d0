import type { IsolationLevel } from './IsolationLevel.js'
import type { ReadOnlySessionStore } from './ReadOnlySessionStore.js'
import type { StateStore } from './StateStore.js'
import type { Windowed } from '../core/windows/Windowed.js'

/**
 * A writable session store, as Kafka's `SessionStore`.
 * @example
 * store.put({ key: 'user', window: { start: 100, end: 900 } }, 3)
 * store.remove({ key: 'user', window: { start: 100, end: 900 } })
 * @category State stores
 * @since 0.1.0
 */
export interface SessionStore<K, AGG> extends StateStore, ReadOnlySessionStore<K, AGG> {
  /** Writes the aggregate of a session (`null` removes it). */
  put(sessionKey: Windowed<K>, aggregate: AGG | null): void
  /** Removes a session. */
  remove(sessionKey: Windowed<K>): void
  /** How long sessions are kept (ms) after their end. */
  readonly retentionPeriod: number
  /** A read-only view at the given isolation level. */
  readOnly(isolation: IsolationLevel): ReadOnlySessionStore<K, AGG>
}
