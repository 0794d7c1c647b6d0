import type { Serde } from '../../serde/Serde.js'
import {
  versionedBytesStoreSupplier,
  type VersionedBytesStoreSupplier,
} from './VersionedBytesStoreSupplier.js'
import { VersionedKeyValueStoreBuilder } from './VersionedKeyValueStoreBuilder.js'

/**
 * The versioned-store part of `Stores` (KIP-889), named as Kafka's: suppliers take the history retention and,
 * optionally, the segment interval in milliseconds.
 * @example
 * const prices = Stores.versionedKeyValueStoreBuilder(
 *   Stores.persistentVersionedKeyValueStore('prices', 3_600_000), Serdes.string(), Serdes.long())
 * @category State stores
 * @since 0.1.0
 */
export const VersionedStores = {
  /**
   * A LevelDB-backed versioned key-value store, as Kafka's `Stores.persistentVersionedKeyValueStore`.
   * @throws StoreConfigError for an invalid name, a negative history retention or a segment interval below 1 ms
   */
  persistentVersionedKeyValueStore: (
    name: string,
    historyRetentionMs: number,
    segmentIntervalMs?: number,
  ): VersionedBytesStoreSupplier =>
    versionedBytesStoreSupplier(name, true, historyRetentionMs, segmentIntervalMs),
  /**
   * An in-memory versioned key-value store (rebuilt from the changelog after a restart). Tributary's own: Kafka
   * Streams ships only the RocksDB versioned store, and the in-memory one behaves exactly as the persistent one.
   * @throws StoreConfigError for an invalid name, a negative history retention or a segment interval below 1 ms
   */
  inMemoryVersionedKeyValueStore: (
    name: string,
    historyRetentionMs: number,
    segmentIntervalMs?: number,
  ): VersionedBytesStoreSupplier =>
    versionedBytesStoreSupplier(name, false, historyRetentionMs, segmentIntervalMs),
  /** A builder of typed versioned stores over `supplier`, as Kafka's `Stores.versionedKeyValueStoreBuilder`. */
  versionedKeyValueStoreBuilder: <K, V>(
    supplier: VersionedBytesStoreSupplier,
    keySerde: Serde<K>,
    valueSerde: Serde<V>,
  ): VersionedKeyValueStoreBuilder<K, V> => new VersionedKeyValueStoreBuilder(supplier, keySerde, valueSerde),
} as const
