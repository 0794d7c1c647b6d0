import type { Serde } from '../serde/Serde.js'
import type { AbstractKeyValueBytesStore } from './AbstractKeyValueBytesStore.js'
import type { KeyValueBytesStoreSupplier } from './KeyValueBytesStoreSupplier.js'
import { KeyValueStoreBuilder } from './KeyValueStoreBuilder.js'
import { LevelKeyValueStore } from './level/LevelKeyValueStore.js'
import { InMemoryKeyValueStore } from './memory/InMemoryKeyValueStore.js'
import type { ValueAndTimestamp } from './ValueAndTimestamp.js'
import { valueAndTimestampSerde } from './valueAndTimestampSerde.js'
import { validateStoreName } from './validateStoreName.js'
import { WindowStores } from './segmented/WindowStores.js'
import { VersionedStores } from './versioned/VersionedStores.js'

const supplier = (
  name: string,
  persistent: boolean,
  make: (name: string) => AbstractKeyValueBytesStore,
): KeyValueBytesStoreSupplier => {
  validateStoreName(name)
  return {
    name,
    persistent,
    get: () => make(name),
    metricsScope: persistent ? 'rocksdb' : 'in-memory',
  }
}

/**
 * Store suppliers and builders, named as Kafka's `Stores`.
 * @example
 * const counts = Stores.keyValueStoreBuilder(Stores.persistentKeyValueStore('counts'), Serdes.string(), Serdes.long())
 *   .withCachingEnabled()
 *   .withLoggingEnabled({ 'cleanup.policy': 'compact' })
 * @category State stores
 * @since 0.1.0
 */
export const Stores = {
  /** A LevelDB-backed key-value store (one database per task, under the state directory). */
  persistentKeyValueStore: (name: string): KeyValueBytesStoreSupplier =>
    supplier(name, true, (n) => new LevelKeyValueStore(n)),
  /** Kafka's timestamped variant: the same backend; the builder adds the timestamp to values. */
  persistentTimestampedKeyValueStore: (name: string): KeyValueBytesStoreSupplier =>
    supplier(name, true, (n) => new LevelKeyValueStore(n)),
  /** An in-memory key-value store (a sorted structure; rebuilt from the changelog after a restart). */
  inMemoryKeyValueStore: (name: string): KeyValueBytesStoreSupplier =>
    supplier(name, false, (n) => new InMemoryKeyValueStore(n)),
  /** A builder of typed key-value stores over `supplier`. */
  keyValueStoreBuilder: <K, V>(
    storeSupplier: KeyValueBytesStoreSupplier,
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
  ): KeyValueStoreBuilder<K, V> => new KeyValueStoreBuilder(storeSupplier, keySerde, valueSerde),
  /** A builder of stores whose values carry the writing record's timestamp (what KTables use). */
  timestampedKeyValueStoreBuilder: <K, V>(
    storeSupplier: KeyValueBytesStoreSupplier,
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
  ): KeyValueStoreBuilder<K, ValueAndTimestamp<V>> =>
    new KeyValueStoreBuilder(storeSupplier, keySerde, valueAndTimestampSerde(valueSerde), {
      caching: false,
      logging: true,
      logConfig: {},
      timestampedValueSerde: valueSerde as Serde<unknown>,
    }),
  /** Window and session stores: see {@link WindowStores}. */
  ...WindowStores,
  /** Versioned key-value stores: see {@link VersionedStores}. */
  ...VersionedStores,
} as const
