import type { Serde } from '../../serde/Serde.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { decodeStateStoreConfig } from '../StateStoreConfig.js'
import { StoreConfigError } from '../StateStoreError.js'
import { TransactionalKeyValueStore } from '../transactional/TransactionalKeyValueStore.js'
import { MeteredVersionedKeyValueStore } from './MeteredVersionedKeyValueStore.js'
import type { VersionedBytesStoreSupplier } from './VersionedBytesStoreSupplier.js'
import { VersionedBytesStore } from './VersionedBytesStore.js'

/** Kafka Streams' `windowstore.changelog.additional.retention.ms` default: one day. */
const ADDITIONAL_CHANGELOG_RETENTION_MS = 86_400_000

/**
 * Builds typed versioned stores, as Kafka's `VersionedKeyValueStoreBuilder` (logging on by default; immutable).
 * Versioned stores have no record cache: `withCachingEnabled` is refused, as in Java. `build(config)` stacks the
 * metered layer, the versioned store (which logs), the transactional layer (if
 * `statestore.transactional.enabled`) and the supplier's backend.
 * @example
 * const builder = Stores.versionedKeyValueStoreBuilder(Stores.persistentVersionedKeyValueStore('prices', 300_000), Serdes.string(), Serdes.long())
 * const store = builder.build({})
 * @category State stores
 * @since 0.1.0
 */
export class VersionedKeyValueStoreBuilder<K, V> {
  constructor(
    readonly supplier: VersionedBytesStoreSupplier,
    readonly keySerde: Serde<K>,
    readonly valueSerde: Serde<V>,
    private readonly options: {
      readonly logging: boolean
      readonly logConfig: Readonly<Record<string, string>>
    } = {
      logging: true,
      logConfig: {},
    },
  ) {}

  get name(): string {
    return this.supplier.name
  }

  get loggingEnabled(): boolean {
    return this.options.logging
  }

  /** Topic configs for the changelog: Kafka's versioned defaults, overridden by `withLoggingEnabled`'s. */
  get logConfig(): Readonly<Record<string, string>> {
    return {
      'cleanup.policy': 'compact',
      'min.compaction.lag.ms': String(this.supplier.historyRetentionMs + ADDITIONAL_CHANGELOG_RETENTION_MS),
      ...this.options.logConfig,
    }
  }

  get cachingEnabled(): boolean {
    return false
  }

  /** @throws StoreConfigError always: versioned stores do not support caching (as in Kafka Streams). */
  withCachingEnabled(): VersionedKeyValueStoreBuilder<K, V> {
    throw new StoreConfigError(
      `Store '${this.name}' is versioned, and versioned stores do not support caching: remove withCachingEnabled.`,
      this.name,
    )
  }

  withCachingDisabled(): VersionedKeyValueStoreBuilder<K, V> {
    return this
  }

  /** The plan description of this store, so `addStateStore(builder)` and `addGlobalStore` take it as Java does. */
  toStoreSpec(): StoreSpec {
    return {
      name: this.name,
      kind: 'versionedKeyValue',
      persistent: this.supplier.persistent,
      keySerde: this.keySerde as Serde<unknown>,
      valueSerde: this.valueSerde as Serde<unknown>,
      logging: { enabled: this.options.logging, config: this.options.logConfig },
      caching: false,
      retentionMs: this.supplier.historyRetentionMs,
      segmentIntervalMs: this.supplier.segmentIntervalMs,
    }
  }

  withLoggingEnabled(
    topicConfig: Readonly<Record<string, string>> = {},
  ): VersionedKeyValueStoreBuilder<K, V> {
    return new VersionedKeyValueStoreBuilder(this.supplier, this.keySerde, this.valueSerde, {
      logging: true,
      logConfig: { ...topicConfig },
    })
  }

  withLoggingDisabled(): VersionedKeyValueStoreBuilder<K, V> {
    return new VersionedKeyValueStoreBuilder(this.supplier, this.keySerde, this.valueSerde, {
      logging: false,
      logConfig: {},
    })
  }

  /** A new store; `config` holds the application's config (store keys are read, others ignored). */
  build(config: Readonly<Record<string, unknown>> = {}): MeteredVersionedKeyValueStore<K, V> {
    const settings = decodeStateStoreConfig(config)
    const backend = this.supplier.backend()
    const rows = settings['statestore.transactional.enabled']
      ? new TransactionalKeyValueStore(backend)
      : backend
    const { historyRetentionMs, segmentIntervalMs } = this.supplier
    const store = new VersionedBytesStore(
      this.name,
      rows,
      historyRetentionMs,
      segmentIntervalMs,
      this.options.logging,
    )
    return new MeteredVersionedKeyValueStore(
      store,
      { key: this.keySerde, value: this.valueSerde, topic: this.name },
      settings['statestore.uncommitted.max.bytes'],
    )
  }
}
