import type { IsolationLevel } from './IsolationLevel.js'
import type { ReadOnlyWindowStore } from './ReadOnlyWindowStore.js'
import type { StateStore } from './StateStore.js'
import type { ValueAndTimestamp } from './ValueAndTimestamp.js'

/**
 * A writable window store, as Kafka's `WindowStore`: values per key and window start, kept for `retentionPeriod`.
 * @example
 * store.put('k', 3, 60_000) // the window of 'k' starting at 60s now holds 3 (null deletes)
 * @category State stores
 * @since 0.1.0
 */
export interface WindowStore<K, V> extends StateStore, ReadOnlyWindowStore<K, V> {
  /** Writes `value` for `key` in the window starting at `windowStart` (`null` deletes). */
  put(key: K, value: V | null, windowStart: number): void
  /** How long windows are kept (ms) after their start, measured against the largest time seen. */
  readonly retentionPeriod: number
  /** A read-only view at the given isolation level. */
  readOnly(isolation: IsolationLevel): ReadOnlyWindowStore<K, V>
}

/**
 * A window store whose values carry the timestamp of the record that wrote them.
 * @example
 * store.put('k', valueAndTimestamp(3, 61_000), 60_000)
 * @category State stores
 * @since 0.1.0
 */
export type TimestampedWindowStore<K, V> = WindowStore<K, ValueAndTimestamp<V>>
