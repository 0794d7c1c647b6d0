import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { LevelKeyValueStore } from '../level/LevelKeyValueStore.js'
import { InMemoryKeyValueStore } from '../memory/InMemoryKeyValueStore.js'
import { validateStoreName } from '../validateStoreName.js'
import type { KeyValueLayers } from './SegmentedStoreBuilder.js'
import { checkWindowOptions, SegmentedWindowStore } from './SegmentedWindowStore.js'
import { Segments } from './Segments.js'

/**
 * Makes the byte-level part of a window store, as Kafka's `WindowBytesStoreSupplier`. Each `get` returns a new,
 * unopened store (one per task) whose rows live in a fresh key-value backend wrapped in `layers`.
 * @example
 * const supplier = Stores.persistentWindowStore('clicks', 3_600_000, 60_000, false)
 * supplier.segmentInterval // 1_800_000
 * @category model
 * @since 0.1.0
 */
export interface WindowBytesStoreSupplier {
  readonly name: string
  readonly persistent: boolean
  /** How long windows are kept after their start, in ms. */
  readonly retentionPeriod: number
  /** Window length, in ms. */
  readonly windowSize: number
  /** Whether every put is kept (stream-stream join buffers). */
  readonly retainDuplicates: boolean
  /** Segment length, in ms: `max(retentionPeriod / 2, 60_000)`. */
  readonly segmentInterval: number
  /** Metrics scope, as Kafka names it (`rocksdb-window` or `in-memory-window`). */
  readonly metricsScope: string
  /** A new, unopened store. */
  get(layers?: KeyValueLayers): SegmentedWindowStore
}

/**
 * A window store supplier over LevelDB (`persistent`) or memory. Checks the arguments as Kafka's `Stores` does
 * (`StoreConfigError` for a bad name, a negative duration or a window longer than the retention).
 * @example
 * windowBytesStoreSupplier('clicks', true, 3_600_000, 60_000, false)
 * @category constructors
 * @since 0.1.0
 */
export const windowBytesStoreSupplier = (
  name: string,
  persistent: boolean,
  retentionPeriod: number,
  windowSize: number,
  retainDuplicates: boolean,
): WindowBytesStoreSupplier => {
  validateStoreName(name)
  const options = checkWindowOptions(name, { retentionPeriod, windowSize, retainDuplicates })
  const backend = (): AbstractKeyValueBytesStore =>
    persistent ? new LevelKeyValueStore(name) : new InMemoryKeyValueStore(name)
  return {
    name,
    persistent,
    retentionPeriod,
    windowSize,
    retainDuplicates,
    segmentInterval: Segments.defaultInterval(retentionPeriod),
    metricsScope: persistent ? 'rocksdb-window' : 'in-memory-window',
    get: (layers = (store) => store) => new SegmentedWindowStore(name, layers(backend()), options),
  }
}
