import type { Serde } from '../serde/Serde.js'

/**
 * What a state store is, as data: the runtime turns a `StoreSpec` into a store (memory or LevelDB, with its
 * layers). Compile time never builds stores itself.
 * @since 0.1.0
 */

/**
 * The shape of a store: `keyValue`, `timestampedKeyValue`, `versionedKeyValue`, `window`, `timestampedWindow`,
 * `session`, or `timeOrderedBuffer` (suppression and stream-table join buffers).
 * @category Building topologies
 * @since 0.1.0
 */
export type StoreKind =
  | 'keyValue'
  | 'timestampedKeyValue'
  | 'versionedKeyValue'
  | 'window'
  | 'timestampedWindow'
  | 'session'
  | 'timeOrderedBuffer'

/**
 * A state store description.
 * @example
 * const s: StoreSpec = { name: 'counts', kind: 'timestampedKeyValue', persistent: true, logging: { enabled: true, config: {} }, caching: true }
 * @category Building topologies
 * @since 0.1.0
 */
export interface StoreSpec {
  readonly name: string
  readonly kind: StoreKind
  /** LevelDB (true) or memory (false). */
  readonly persistent: boolean
  /**
   * True when nobody chose the backend (no `Materialized` store type, no supplier): the build config's DSL store
   * default (`'default.dsl.store'`, `'dsl.store.suppliers.class'`) then decides `persistent`, as in Java.
   */
  readonly storeTypeDefaulted?: boolean | undefined
  readonly keySerde?: Serde<unknown> | undefined
  readonly valueSerde?: Serde<unknown> | undefined
  /** Change-logging: on by default, with extra changelog topic configs. */
  readonly logging: { readonly enabled: boolean; readonly config: Readonly<Record<string, string>> }
  readonly caching: boolean
  /** Window and session stores: how long data is kept (ms). Versioned stores: history retention. */
  readonly retentionMs?: number | undefined
  /** Versioned stores: the segment interval (ms). */
  readonly segmentIntervalMs?: number | undefined
  /** Window stores: the window size (ms). */
  readonly windowSizeMs?: number | undefined
  /** Window stores used by stream-stream joins keep duplicates. */
  readonly retainDuplicates?: boolean | undefined
  /**
   * Window stores the DSL builds for emit-on-window-close aggregations (Kafka's time-ordered stores): a window
   * starting at exactly `streamTime - retention` is still live, since it is one of those that just closed.
   */
  readonly timeOrdered?: boolean | undefined
  /**
   * The shared store of a stream-stream left/outer join: keys are (timestamp, side, key) over `keySerde`, values
   * the waiting records of either side (`valueSerde` for this side, `otherValueSerde` for the other).
   */
  readonly outerJoin?: { readonly otherValueSerde: Serde<unknown> | undefined } | undefined
}

/**
 * The same store with logging turned off (a reused source topic or a global store acts as its changelog).
 * @category Building topologies
 * @since 0.1.0
 */
export const withoutLogging = (store: StoreSpec): StoreSpec => ({
  ...store,
  logging: { enabled: false, config: store.logging.config },
})

/**
 * A store builder that describes itself as a {@link StoreSpec}: what `Stores.keyValueStoreBuilder`,
 * `Stores.windowStoreBuilder`, ... return, so `addStateStore` and `addGlobalStore` take them as Java does.
 * @category Building topologies
 * @since 0.1.0
 */
export interface StoreBuilderLike {
  /** The plan description of the store this builder builds (backend, kind, serdes, logging, caching). */
  readonly toStoreSpec: () => StoreSpec
}

/**
 * The spec of a store builder, or the spec itself.
 * @example
 * storeSpecOf(Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('s'), k, v)).persistent // false
 * @category Building topologies
 * @since 0.1.0
 */
export const storeSpecOf = (store: StoreSpec | StoreBuilderLike): StoreSpec =>
  'toStoreSpec' in store && typeof store.toStoreSpec === 'function'
    ? store.toStoreSpec()
    : (store as StoreSpec)
