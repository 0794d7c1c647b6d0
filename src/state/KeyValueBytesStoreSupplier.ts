import type { AbstractKeyValueBytesStore } from './AbstractKeyValueBytesStore.js'

/**
 * Makes the byte-level backend of a key-value store, as Kafka's `KeyValueBytesStoreSupplier`. Each `get` returns
 * a new store (one per task).
 * @example
 * const supplier = Stores.persistentKeyValueStore('counts')
 * @category State stores
 * @since 0.1.0
 */
export interface KeyValueBytesStoreSupplier {
  readonly name: string
  readonly persistent: boolean
  /** A new, unopened backend. */
  get(): AbstractKeyValueBytesStore
  /** Metrics scope, as Kafka names it (`rocksdb-state` or `in-memory-state`). */
  readonly metricsScope: string
}
