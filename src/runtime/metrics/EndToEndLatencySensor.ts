import type { Metric } from './Metric.js'
import type { StatsSensor } from './StatsSensor.js'

/**
 * Where an {@link EndToEndLatencySensor} reads the wall-clock time: the task's current batch time, which the task
 * sets once per batch (as Java's `wallClockTime`), so recording reads no clock.
 * @category Running
 * @since 0.1.0
 */
export interface BatchTime {
  readonly now: number
}

/**
 * A node's `record-e2e-latency` sensor: the batch's wall-clock time minus the record's timestamp (ms), as Java's
 * `StreamTask#maybeRecordE2ELatency`. Recording allocates nothing and reads no clock.
 * @example
 * node.e2e?.recordSince(record.timestamp)
 * @category Running
 * @since 0.1.0
 */
export class EndToEndLatencySensor {
  constructor(
    private readonly stats: StatsSensor,
    private readonly time: BatchTime,
  ) {}

  /** Records the latency of a record with timestamp `timestamp` at the batch time. */
  recordSince(timestamp: number): void {
    const now = this.time.now
    this.stats.record(now - timestamp, now)
  }

  /** The average, minimum and maximum at time `now`. */
  metrics(now: number): Metric[] {
    return this.stats.metrics(now)
  }
}
