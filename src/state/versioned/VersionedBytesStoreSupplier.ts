import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { LevelKeyValueStore } from '../level/LevelKeyValueStore.js'
import { InMemoryKeyValueStore } from '../memory/InMemoryKeyValueStore.js'
import { checkDuration } from '../segmented/checkDuration.js'
import { validateStoreName } from '../validateStoreName.js'

/**
 * A supplier of versioned byte stores, as Kafka's `VersionedBytesStoreSupplier`: the name, the history retention
 * (also the grace period) and the segment interval, and a new byte backend per task (LevelDB or memory) that the
 * builder wraps in its layers and the versioned store.
 * @example
 * const supplier = Stores.persistentVersionedKeyValueStore('prices', 300_000)
 * supplier.segmentIntervalMs // 60_000
 * @category State stores
 * @since 0.1.0
 */
export interface VersionedBytesStoreSupplier {
  readonly _tag: 'VersionedBytesStoreSupplier'
  readonly name: string
  readonly persistent: boolean
  /** How long older versions stay readable, in ms (also how late a put may come). */
  readonly historyRetentionMs: number
  /** Length of one segment of older versions, in ms. */
  readonly segmentIntervalMs: number
  /** Metrics scope, as Kafka names it (`rocksdb` for the persistent store). */
  readonly metricsScope: string
  /** A new, unopened byte backend for the rows of one task's store. */
  backend(): AbstractKeyValueBytesStore
}

/**
 * Kafka Streams' default segment interval for a history retention: a fraction of it, at least a floor.
 * @example
 * defaultSegmentInterval(300_000) // 60_000
 * @category State stores
 * @since 0.1.0
 */
export const defaultSegmentInterval = (historyRetentionMs: number): number => {
  const fraction = (divisor: number, floor: number) =>
    Math.max(Math.floor(historyRetentionMs / divisor), floor)
  if (historyRetentionMs <= 60_000) return fraction(3, 2_000)
  if (historyRetentionMs <= 300_000) return fraction(5, 20_000)
  if (historyRetentionMs <= 3_600_000) return fraction(12, 60_000)
  return fraction(24, 300_000)
}

/**
 * A versioned supplier over LevelDB (`persistent`) or memory; checks the name and durations (`StoreConfigError`).
 * @example
 * versionedBytesStoreSupplier('prices', true, 300_000, undefined)
 * @category State stores
 * @since 0.1.0
 */
export const versionedBytesStoreSupplier = (
  name: string,
  persistent: boolean,
  historyRetentionMs: number,
  segmentIntervalMs: number | undefined,
): VersionedBytesStoreSupplier => {
  validateStoreName(name)
  checkDuration('Versioned', name, 'historyRetention', historyRetentionMs, 0)
  if (segmentIntervalMs !== undefined)
    checkDuration('Versioned', name, 'segmentInterval', segmentIntervalMs, 1)
  return {
    _tag: 'VersionedBytesStoreSupplier',
    name,
    persistent,
    historyRetentionMs,
    segmentIntervalMs: segmentIntervalMs ?? defaultSegmentInterval(historyRetentionMs),
    metricsScope: persistent ? 'rocksdb' : 'in-memory',
    backend: () => (persistent ? new LevelKeyValueStore(name) : new InMemoryKeyValueStore(name)),
  }
}
