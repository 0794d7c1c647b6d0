import type { Clock } from '../core/clock.js'
import type { ChangelogCollector } from './logging/ChangelogCollector.js'
import type { StoreSensors } from './metered/StoreSensors.js'
import type { RecordContextSlot } from './RecordContextSlot.js'

/**
 * What a store needs from the task that owns it, passed to `StateStore.init`.
 * @example
 * await store.init({ taskId: '0_1', partition: 1, stateDir: '/var/lib/app', recordTimestamp: () => ts })
 * @category State stores
 * @since 0.1.0
 */
export interface StateStoreContext {
  /** The owning task, e.g. `0_1`; persistent stores live under `<stateDir>/<taskId>/<storeName>`. */
  readonly taskId: string
  /** The input partition the task handles; change feeds report it. */
  readonly partition: number
  /** Root directory of persistent stores; required by persistent backends. */
  readonly stateDir?: string
  /** Where change-logging layers send writes; without it logging layers keep nothing. */
  readonly collector?: ChangelogCollector
  /** The changelog topic of this store (the logging layer falls back to its own default name). */
  readonly changelogTopic?: string
  /**
   * The topic the store's serdes are called with, as Kafka's: the reused source topic, else the changelog topic
   * `<application.id>-<store>-changelog` (also when logging is off). Without it the serdes see the store name.
   */
  readonly serdeTopic?: string
  /** Timestamp of the record being processed, stamped on changelog records and change events. */
  readonly recordTimestamp: () => number
  /** The context of the record being processed, which a record cache keeps with each write and forwards it in. */
  readonly recordContext?: RecordContextSlot
  /** Time source for metrics; defaults to the system clock. */
  readonly clock?: Clock
  /** The store's sensors (`stream-state-metrics`); without them a metered store records none. */
  readonly sensors?: StoreSensors
}
