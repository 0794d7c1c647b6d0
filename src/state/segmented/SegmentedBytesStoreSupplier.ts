import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { LevelKeyValueStore } from '../level/LevelKeyValueStore.js'
import { InMemoryKeyValueStore } from '../memory/InMemoryKeyValueStore.js'
import { validateStoreName } from '../validateStoreName.js'
import type { KeyValueLayers } from './SegmentedStoreBuilder.js'
import { Segments } from './Segments.js'

/**
 * What window and session byte-store suppliers share. Each `get` returns a new, unopened store `S` (one per
 * task) whose rows live in a fresh key-value backend wrapped in `layers`.
 * @example
 * const supplier: SegmentedBytesStoreSupplier<SegmentedWindowStore> = Stores.inMemoryWindowStore('w', 60_000, 1_000, false)
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentedBytesStoreSupplier<S> {
  readonly name: string
  readonly persistent: boolean
  /** How long rows are kept, in ms (after a window's start, after a session's end). */
  readonly retentionPeriod: number
  /** Segment length, in ms: `max(retentionPeriod / 2, 60_000)`. */
  readonly segmentInterval: number
  /** Metrics scope, as Kafka names it (`rocksdb-window`, `in-memory-session`, ...). */
  readonly metricsScope: string
  /** A new, unopened store. */
  get(layers?: KeyValueLayers): S
}

/**
 * The shared part of a segmented supplier over LevelDB (`persistent`) or memory: checks the name
 * (`StoreConfigError`), then the store's own options with `check`, and opens each store with `open`.
 * @example
 * segmentedBytesStoreSupplier('w', false, 60_000, 'window', () => options, (backend, o) => new SegmentedWindowStore('w', backend, o))
 * @category State stores
 * @since 0.1.0
 */
export const segmentedBytesStoreSupplier = <S, O>(
  name: string,
  persistent: boolean,
  retentionPeriod: number,
  kind: 'window' | 'session',
  check: () => O,
  open: (backend: AbstractKeyValueBytesStore, options: O) => S,
): SegmentedBytesStoreSupplier<S> => {
  validateStoreName(name)
  const options = check()
  const backend = (): AbstractKeyValueBytesStore =>
    persistent ? new LevelKeyValueStore(name) : new InMemoryKeyValueStore(name)
  return {
    name,
    persistent,
    retentionPeriod,
    segmentInterval: Segments.defaultInterval(retentionPeriod),
    metricsScope: `${persistent ? 'rocksdb' : 'in-memory'}-${kind}`,
    get: (layers = (store) => store) => open(layers(backend()), options),
  }
}
