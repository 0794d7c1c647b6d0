/**
 * What the compile-time half needs to know of a store supplier (`Stores.persistentKeyValueStore(name)`, ...):
 * its name, and the settings of the store it supplies (every `Stores` supplier has them): the DSL builds the
 * store with them, as Kafka Streams uses a given supplier as is.
 * @example
 * Materialized.as({ name: 'counts' }) // or Materialized.as(Stores.inMemoryKeyValueStore('counts'))
 * @category Building topologies
 * @since 0.1.0
 */
export interface StoreSupplierLike {
  /** The store name; it is validated like any store name. */
  readonly name: string
  /** LevelDB (true) or in memory (false). */
  readonly persistent?: boolean
  /** How long a window or session store keeps its rows, in ms. */
  readonly retentionPeriod?: number
  /** A window store's window length, in ms. */
  readonly windowSize?: number
  /** Whether a window store keeps every row written for a key and window start. */
  readonly retainDuplicates?: boolean
  /** A versioned store's history retention, in ms: a supplier with one supplies a versioned store. */
  readonly historyRetentionMs?: number
  /** A versioned store's segment interval, in ms. */
  readonly segmentIntervalMs?: number
}
