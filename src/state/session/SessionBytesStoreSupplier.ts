import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { LevelKeyValueStore } from '../level/LevelKeyValueStore.js'
import { InMemoryKeyValueStore } from '../memory/InMemoryKeyValueStore.js'
import { validateStoreName } from '../validateStoreName.js'
import type { KeyValueLayers } from '../window/SegmentedStoreBuilder.js'
import { Segments } from '../window/Segments.js'
import { checkSessionOptions, SegmentedSessionStore } from './SegmentedSessionStore.js'

/**
 * Makes the byte-level part of a session store, as Kafka's `SessionBytesStoreSupplier`. Each `get` returns a new,
 * unopened store (one per task) whose rows live in a fresh key-value backend wrapped in `layers`.
 * @example
 * const supplier = Stores.persistentSessionStore('sessions', 3_600_000)
 * @category model
 * @since 0.1.0
 */
export interface SessionBytesStoreSupplier {
  readonly name: string
  readonly persistent: boolean
  /** How long sessions are kept after their end, in ms. */
  readonly retentionPeriod: number
  /** Segment length, in ms: `max(retentionPeriod / 2, 60_000)`. */
  readonly segmentInterval: number
  /** Metrics scope, as Kafka names it (`rocksdb-session` or `in-memory-session`). */
  readonly metricsScope: string
  /** A new, unopened store. */
  get(layers?: KeyValueLayers): SegmentedSessionStore
}

/**
 * A session store supplier over LevelDB (`persistent`) or memory; a bad name or a negative retention throws
 * `StoreConfigError`.
 * @example
 * sessionBytesStoreSupplier('sessions', false, 3_600_000)
 * @category constructors
 * @since 0.1.0
 */
export const sessionBytesStoreSupplier = (
  name: string,
  persistent: boolean,
  retentionPeriod: number,
): SessionBytesStoreSupplier => {
  validateStoreName(name)
  const options = checkSessionOptions(name, { retentionPeriod })
  const backend = (): AbstractKeyValueBytesStore =>
    persistent ? new LevelKeyValueStore(name) : new InMemoryKeyValueStore(name)
  return {
    name,
    persistent,
    retentionPeriod,
    segmentInterval: Segments.defaultInterval(retentionPeriod),
    metricsScope: persistent ? 'rocksdb-session' : 'in-memory-session',
    get: (layers = (store) => store) => new SegmentedSessionStore(name, layers(backend()), options),
  }
}
