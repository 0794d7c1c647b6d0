import type { IsolationLevel } from './IsolationLevel.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { ReadOnlyKeyValueStore } from './ReadOnlyKeyValueStore.js'
import type { StateStore } from './StateStore.js'

/**
 * A writable key-value store, as Kafka's `KeyValueStore`. Reads and writes are synchronous.
 * A `null` value deletes the key, as a tombstone does.
 * @example
 * store.put('kafka', 1)
 * store.putIfAbsent('kafka', 5) // 1
 * store.delete('kafka')         // 1
 * @category State stores
 * @since 0.1.0
 */
export interface KeyValueStore<K, V> extends StateStore, ReadOnlyKeyValueStore<K, V> {
  /** Writes `value` for `key` (`null` deletes). */
  put(key: K, value: V | null): void
  /** Writes only if the key has no value; returns the existing value, or `undefined` if it wrote. */
  putIfAbsent(key: K, value: V | null): V | undefined
  /** Writes every entry in order. */
  putAll(entries: readonly KeyValue<K, V | null>[]): void
  /** Deletes `key`; returns the old value. */
  delete(key: K): V | undefined
  /** A read-only view at the given isolation level (see {@link IsolationLevel}). */
  readOnly(isolation: IsolationLevel): ReadOnlyKeyValueStore<K, V>
}
