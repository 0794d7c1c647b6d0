import { THREAD_METRICS_GROUP } from './catalogue.js'
import type { Metric } from './Metric.js'
import { OperationSensor } from './OperationSensor.js'
import { shouldRecord, type SensorLevel } from './RecordingLevel.js'

/**
 * The thread-level metrics of one stream thread (Kafka Streams' `stream-thread-metrics`, tagged `thread-id`, all
 * INFO): for `process` (records processed; latency per record), `poll`, `commit` and `punctuate` (calls), the
 * `-rate` per second over the last two 30 s windows, the `-total`, and the `-latency-avg`/`-latency-max` in ms.
 * The thread records once per batch, as Java's, with the clock read around the batch, never per record.
 * @example
 * const m = new ThreadMetrics('app-StreamThread-1')
 * m.process.record(500, 0.01, clock.now())
 * m.metrics(clock.now())
 * @category Running
 * @since 0.1.0
 */
export class ThreadMetrics {
  readonly process: OperationSensor
  readonly poll: OperationSensor
  readonly commit: OperationSensor
  readonly punctuate: OperationSensor

  constructor(threadId: string, level: SensorLevel = 'INFO') {
    const tags = { 'thread-id': threadId }
    const sensor = (op: string): OperationSensor =>
      new OperationSensor(THREAD_METRICS_GROUP, op, tags, shouldRecord(level, 'INFO'))
    this.process = sensor('process')
    this.poll = sensor('poll')
    this.commit = sensor('commit')
    this.punctuate = sensor('punctuate')
  }

  /** Adds a batch of `count` processed records that took `latencyMs` in all, at time `now`. */
  recordProcessed(count: number, latencyMs: number, now: number): void {
    if (count > 0) this.process.record(count, latencyMs / count, now)
  }

  /** The values at time `now`. */
  metrics(now: number): Metric[] {
    return [
      ...this.process.metrics(now),
      ...this.poll.metrics(now),
      ...this.commit.metrics(now),
      ...this.punctuate.metrics(now),
    ]
  }
}
