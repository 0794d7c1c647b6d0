import type { Window } from './Window.js'

/**
 * Fixed-size windows that can say which windows a timestamp falls in, as Kafka Streams' `Windows`:
 * {@link TimeWindows} and {@link UnlimitedWindows}. Durations are milliseconds.
 * @example
 * const w: Windows = TimeWindows.ofSizeWithNoGrace(60_000)
 * w.windowsFor(61_000) // Map { 60000 => { start: 60000, end: 120000 } }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Windows {
  /** The windows containing `timestamp`, by start time, in ascending order. */
  windowsFor(timestamp: number): ReadonlyMap<number, Window>
  /** The size of each window. */
  size(): number
  /** How long after a window ends out-of-order records are still accepted. */
  gracePeriodMs(): number
}
