import type { Serde } from '../serde/Serde.js'
import type { AbstractKeyValueBytesStore } from './AbstractKeyValueBytesStore.js'
import { CachingKeyValueStore } from './caching/CachingKeyValueStore.js'
import type { KeyValueBytesStoreSupplier } from './KeyValueBytesStoreSupplier.js'
import { ChangeLoggingKeyValueStore } from './logging/ChangeLoggingKeyValueStore.js'
import { MeteredKeyValueStore } from './metered/MeteredKeyValueStore.js'
import { decodeStateStoreConfig } from './StateStoreConfig.js'
import { TransactionalKeyValueStore } from './transactional/TransactionalKeyValueStore.js'
import type { StoreSpec } from '../graph/StoreSpec.js'

/** The choices a builder carries. */
interface BuilderOptions {
  readonly caching: boolean
  readonly logging: boolean
  readonly logConfig: Readonly<Record<string, string>>
  /** For a timestamped store (values carry their record's timestamp): the plain value serde it wraps. */
  readonly timestampedValueSerde?: Serde<unknown>
}

/**
 * Builds key-value stores with their layers, as Kafka's `StoreBuilder` (logging on and caching off by default).
 * Builders are immutable: each `with*` returns a new one. `build(config)` stacks, outermost first: metered,
 * caching (if enabled and `statestore.cache.max.bytes` > 0), change-logging (if enabled), transactional (if
 * `statestore.transactional.enabled`), then the supplier's backend.
 * @example
 * const builder = Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore('counts'), Serdes.string(), Serdes.long())
 *   .withCachingEnabled()
 * const store = builder.build({ 'statestore.cache.max.bytes': 1 << 20 })
 * @category State stores
 * @since 0.1.0
 */
export class KeyValueStoreBuilder<K, V> {
  constructor(
    readonly supplier: KeyValueBytesStoreSupplier,
    readonly keySerde: Serde<K>,
    readonly valueSerde: Serde<V>,
    private readonly options: BuilderOptions = { caching: false, logging: true, logConfig: {} },
  ) {}

  /** The store name. */
  get name(): string {
    return this.supplier.name
  }

  /** Whether writes are logged to a changelog topic. */
  get loggingEnabled(): boolean {
    return this.options.logging
  }

  /** Topic configs for the changelog topic. */
  get logConfig(): Readonly<Record<string, string>> {
    return this.options.logConfig
  }

  /** Whether a record cache absorbs writes. */
  get cachingEnabled(): boolean {
    return this.options.caching
  }

  withCachingEnabled(): KeyValueStoreBuilder<K, V> {
    return this.with({ caching: true })
  }

  withCachingDisabled(): KeyValueStoreBuilder<K, V> {
    return this.with({ caching: false })
  }

  /** Logs writes to a changelog topic created with `topicConfig`. */
  withLoggingEnabled(topicConfig: Readonly<Record<string, string>> = {}): KeyValueStoreBuilder<K, V> {
    return this.with({ logging: true, logConfig: { ...topicConfig } })
  }

  withLoggingDisabled(): KeyValueStoreBuilder<K, V> {
    return this.with({ logging: false, logConfig: {} })
  }

  /**
   * The plan description of this store, so `addStateStore(builder)` takes the builder as Java does; a timestamped
   * builder describes a timestamped store (which adds the timestamps to its plain value serde).
   */
  toStoreSpec(): StoreSpec {
    const timestamped = this.options.timestampedValueSerde
    return {
      name: this.name,
      kind: timestamped === undefined ? 'keyValue' : 'timestampedKeyValue',
      persistent: this.supplier.persistent,
      keySerde: this.keySerde as Serde<unknown>,
      valueSerde: timestamped ?? (this.valueSerde as Serde<unknown>),
      logging: { enabled: this.options.logging, config: this.options.logConfig },
      caching: this.options.caching,
    }
  }

  /** A new store; `config` holds the application's config (store keys are read, others ignored). */
  build(config: Readonly<Record<string, unknown>> = {}): MeteredKeyValueStore<K, V> {
    const settings = decodeStateStoreConfig(config)
    let store: AbstractKeyValueBytesStore = this.supplier.get()
    if (settings['statestore.transactional.enabled']) store = new TransactionalKeyValueStore(store)
    if (this.options.logging)
      store = new ChangeLoggingKeyValueStore(
        store,
        undefined,
        this.options.timestampedValueSerde !== undefined,
      )
    const cacheBytes = settings['statestore.cache.max.bytes']
    if (this.options.caching && cacheBytes > 0) store = new CachingKeyValueStore(store, cacheBytes)
    return new MeteredKeyValueStore(
      store,
      { key: this.keySerde, value: this.valueSerde, topic: this.name },
      settings['statestore.uncommitted.max.bytes'],
      this.supplier.metricsScope,
    )
  }

  private with(change: Partial<BuilderOptions>): KeyValueStoreBuilder<K, V> {
    return new KeyValueStoreBuilder(this.supplier, this.keySerde, this.valueSerde, {
      ...this.options,
      ...change,
    })
  }
}
