import type { KeyValueStore } from './KeyValueStore.js'
import type { ReadOnlyKeyValueStore } from './ReadOnlyKeyValueStore.js'
import type { ValueAndTimestamp } from './ValueAndTimestamp.js'

/**
 * A key-value store whose values carry the timestamp of the record that wrote them (what KTables use).
 * @example
 * store.put('k', valueAndTimestamp(1, 1000))
 * @category State stores
 * @since 0.1.0
 */
export type TimestampedKeyValueStore<K, V> = KeyValueStore<K, ValueAndTimestamp<V>>

/**
 * The read-only view of a {@link TimestampedKeyValueStore}.
 * @example
 * store.get('k')?.timestamp
 * @category State stores
 * @since 0.1.0
 */
export type ReadOnlyTimestampedKeyValueStore<K, V> = ReadOnlyKeyValueStore<K, ValueAndTimestamp<V>>
