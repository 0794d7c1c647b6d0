import type { IsolationLevel } from '../IsolationLevel.js'
import type { StateStore } from '../StateStore.js'
import type { VersionedRecord } from './VersionedRecord.js'

/**
 * The reads of a versioned store (what interactive queries use), as Kafka Streams' `VersionedKeyValueStore` reads.
 * @example
 * const latest = store.get('k')
 * const then = store.get('k', 1_000)
 * @category State stores
 * @since 0.1.0
 */
export interface ReadOnlyVersionedKeyValueStore<K, V> {
  /**
   * The newest version of `key`; with `asOfTimestamp`, the version valid at that time (inclusive). `undefined`
   * when none (deleted, never written, or past the history retention, unless the newest version qualifies).
   */
  get(key: K, asOfTimestamp?: number): VersionedRecord<V> | undefined
  /** The versions valid at some time in `[fromTime, toTime]`, newest first, or oldest first when `ascending`. */
  versions(key: K, fromTime: number, toTime: number, ascending: boolean): VersionedRecord<V>[]
}

/**
 * A key-value store keeping a history of versions per key (KIP-889), as Kafka Streams' `VersionedKeyValueStore`.
 * @example
 * const store = Stores.versionedKeyValueStoreBuilder(Stores.persistentVersionedKeyValueStore('prices', 300_000), Serdes.string(), Serdes.long()).build()
 * store.put('k', 1, 10) // -1: the newest version, validTo undefined
 * store.get('k', 10)?.value // 1
 * @category State stores
 * @since 0.1.0
 */
export interface VersionedKeyValueStore<K, V> extends StateStore, ReadOnlyVersionedKeyValueStore<K, V> {
  /**
   * Adds the version `value` (`null`: a delete) of `key` valid from `timestamp`. Returns its validTo,
   * `PUT_RETURN_CODE_VALID_TO_UNDEFINED` when it is the newest version, or `PUT_RETURN_CODE_NOT_PUT` when it is older
   * than the history retention (grace period) and was not put.
   */
  put(key: K, value: V | null, timestamp: number): number
  /** Deletes `key` at `timestamp`; returns the version valid at that time (nothing when older than the grace period). */
  delete(key: K, timestamp: number): VersionedRecord<V> | undefined
  /** The reads at an isolation level (`READ_COMMITTED` skips uncommitted writes of a transactional store). */
  readOnly(isolation: IsolationLevel): ReadOnlyVersionedKeyValueStore<K, V>
}

/**
 * Whether a store is a versioned key-value store (what a processor finds where a table may be versioned).
 * @example
 * if (isVersionedKeyValueStore(store)) store.get(key, record.timestamp)
 * @category State stores
 * @since 0.1.0
 */
export const isVersionedKeyValueStore = (u: unknown): u is VersionedKeyValueStore<unknown, unknown> =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as { versions?: unknown }).versions === 'function' &&
  typeof (u as { historyRetention?: unknown }).historyRetention === 'number'
