import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { CachingKeyValueStore } from '../caching/CachingKeyValueStore.js'
import { ChangeLoggingKeyValueStore } from '../logging/ChangeLoggingKeyValueStore.js'
import { decodeStateStoreConfig } from '../StateStoreConfig.js'
import { TransactionalKeyValueStore } from '../transactional/TransactionalKeyValueStore.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { StoreConfigError } from '../StateStoreError.js'

/** What a segmented builder's store is, for its {@link StoreSpec}: kind, backend, serdes and window shape. */
export type SegmentedStoreShape = Pick<
  StoreSpec,
  'kind' | 'persistent' | 'keySerde' | 'valueSerde' | 'windowSizeMs' | 'retainDuplicates'
>

/**
 * Wraps a key-value backend in the layers a builder chose.
 * @example
 * const layers: KeyValueLayers = (backend) => new TransactionalKeyValueStore(backend)
 * @category State stores
 * @since 0.1.0
 */
export type KeyValueLayers = (backend: AbstractKeyValueBytesStore) => AbstractKeyValueBytesStore

/** The choices a builder carries. */
interface BuilderOptions {
  readonly caching: boolean
  readonly logging: boolean
  readonly logConfig: Readonly<Record<string, string>>
}

/** Kafka Streams' `windowstore.changelog.additional.retention.ms` default: one day. */
const ADDITIONAL_CHANGELOG_RETENTION_MS = 86_400_000

/**
 * Builds window or session stores with their layers, as Kafka's `StoreBuilder` (logging on and caching off by
 * default; immutable, each `with*` returns a new builder). `build(config)` stacks, outermost first: metered,
 * the segmented window or session schema, then the key-value layers over the supplier's backend: caching (if
 * enabled and `statestore.cache.max.bytes` > 0), change-logging (if enabled), transactional (if
 * `statestore.transactional.enabled`).
 * @example
 * const builder = Stores.windowStoreBuilder(Stores.persistentWindowStore('w', 3_600_000, 60_000, false), Serdes.string(), Serdes.long())
 *   .withCachingEnabled()
 * const store = builder.build({ 'statestore.cache.max.bytes': 1 << 20 })
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedStoreBuilder<T> {
  constructor(
    /** The store name. */
    readonly name: string,
    /** How long the store keeps rows (ms), for the changelog topic's retention. */
    readonly retentionPeriod: number,
    private readonly make: (layers: KeyValueLayers, uncommittedMaxBytes: number) => T,
    /** False for window stores that retain duplicates: as in Kafka Streams, they are never cached. */
    private readonly cacheable = true,
    private readonly options: BuilderOptions = { caching: false, logging: true, logConfig: {} },
    private readonly shape?: SegmentedStoreShape,
  ) {}

  /** The plan description of this store, so `addStateStore(builder)` takes the builder as Java does. */
  toStoreSpec(): StoreSpec {
    if (this.shape === undefined) {
      throw new StoreConfigError(
        `Store builder ${this.name} does not describe its store; make it with Stores.windowStoreBuilder or Stores.sessionStoreBuilder.`,
        this.name,
      )
    }
    return {
      ...this.shape,
      name: this.name,
      retentionMs: this.retentionPeriod,
      logging: { enabled: this.options.logging, config: this.options.logConfig },
      caching: this.cachingEnabled,
    }
  }

  /** Whether writes are logged to a changelog topic. */
  get loggingEnabled(): boolean {
    return this.options.logging
  }

  /**
   * Topic configs for the changelog topic: Kafka's window-store defaults (`compact,delete`, retention of the
   * store plus one day) overridden by what `withLoggingEnabled` was given.
   */
  get logConfig(): Readonly<Record<string, string>> {
    return {
      'cleanup.policy': 'compact,delete',
      'retention.ms': String(this.retentionPeriod + ADDITIONAL_CHANGELOG_RETENTION_MS),
      ...this.options.logConfig,
    }
  }

  /** Whether a record cache absorbs writes (never for a store retaining duplicates). */
  get cachingEnabled(): boolean {
    return this.options.caching && this.cacheable
  }

  withCachingEnabled(): SegmentedStoreBuilder<T> {
    return this.with({ caching: true })
  }

  withCachingDisabled(): SegmentedStoreBuilder<T> {
    return this.with({ caching: false })
  }

  /** Logs writes to a changelog topic created with `topicConfig`. */
  withLoggingEnabled(topicConfig: Readonly<Record<string, string>> = {}): SegmentedStoreBuilder<T> {
    return this.with({ logging: true, logConfig: { ...topicConfig } })
  }

  withLoggingDisabled(): SegmentedStoreBuilder<T> {
    return this.with({ logging: false, logConfig: {} })
  }

  /** A new store; `config` holds the application's config (store keys are read, others ignored). */
  build(config: Readonly<Record<string, unknown>> = {}): T {
    const settings = decodeStateStoreConfig(config)
    const { logging } = this.options
    const caching = this.cachingEnabled
    const timestamped = this.shape?.kind === 'timestampedWindow'
    const cacheBytes = settings['statestore.cache.max.bytes']
    const layers: KeyValueLayers = (backend) => {
      let store = backend
      if (settings['statestore.transactional.enabled']) store = new TransactionalKeyValueStore(store)
      // a timestamped window store logs its values' timestamps on the records, as Kafka Streams does
      if (logging) store = new ChangeLoggingKeyValueStore(store, undefined, timestamped)
      if (caching && cacheBytes > 0) store = new CachingKeyValueStore(store, cacheBytes)
      return store
    }
    return this.make(layers, settings['statestore.uncommitted.max.bytes'])
  }

  private with(change: Partial<BuilderOptions>): SegmentedStoreBuilder<T> {
    return new SegmentedStoreBuilder(
      this.name,
      this.retentionPeriod,
      this.make,
      this.cacheable,
      { ...this.options, ...change },
      this.shape,
    )
  }
}
