import {
  segmentedBytesStoreSupplier,
  type SegmentedBytesStoreSupplier,
} from '../segmented/SegmentedBytesStoreSupplier.js'
import { checkWindowOptions, SegmentedWindowStore } from './SegmentedWindowStore.js'

/**
 * Makes the byte-level part of a window store, as Kafka's `WindowBytesStoreSupplier`. Each `get` returns a new,
 * unopened store (one per task) whose rows live in a fresh key-value backend wrapped in `layers`; windows are
 * kept `retentionPeriod` ms after their start.
 * @example
 * const supplier = Stores.persistentWindowStore('clicks', 3_600_000, 60_000, false)
 * supplier.segmentInterval // 1_800_000
 * @category State stores
 * @since 0.1.0
 */
export interface WindowBytesStoreSupplier extends SegmentedBytesStoreSupplier<SegmentedWindowStore> {
  /** Window length, in ms. */
  readonly windowSize: number
  /** Whether every put is kept (stream-stream join buffers). */
  readonly retainDuplicates: boolean
}

/**
 * A window store supplier over LevelDB (`persistent`) or memory. Checks the arguments as Kafka's `Stores` does
 * (`StoreConfigError` for a bad name, a negative duration or a window longer than the retention).
 * @example
 * windowBytesStoreSupplier('clicks', true, 3_600_000, 60_000, false)
 * @category State stores
 * @since 0.1.0
 */
export const windowBytesStoreSupplier = (
  name: string,
  persistent: boolean,
  retentionPeriod: number,
  windowSize: number,
  retainDuplicates: boolean,
  timeOrdered = false,
): WindowBytesStoreSupplier => ({
  ...segmentedBytesStoreSupplier(
    name,
    persistent,
    retentionPeriod,
    'window',
    () => checkWindowOptions(name, { retentionPeriod, windowSize, retainDuplicates, timeOrdered }),
    (backend, options) => new SegmentedWindowStore(name, backend, options),
  ),
  windowSize,
  retainDuplicates,
})
