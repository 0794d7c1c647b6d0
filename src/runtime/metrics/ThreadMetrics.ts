import { metric, type Metric } from './Metric.js'
import { SampledRate } from './SampledRate.js'

/** Kafka Streams' group of thread-level metrics. */
export const THREAD_METRICS_GROUP = 'stream-thread-metrics'

/**
 * The thread-level metrics of one stream thread that exist so far (Kafka Streams' `stream-thread-metrics`,
 * tagged `thread-id`): `process-total`, the records processed since the thread started, and `process-rate`, per
 * second over the last two 30 s windows. The thread records once per batch, so recording costs nothing per record.
 * @example
 * const m = new ThreadMetrics('app-StreamThread-1')
 * m.recordProcessed(500, clock.now())
 * m.metrics(clock.now())
 * @category Running
 * @since 0.1.0
 */
export class ThreadMetrics {
  private processTotal = 0
  private readonly processRate = new SampledRate()

  constructor(private readonly threadId: string) {}

  /** Adds a batch of `count` processed records at time `now`. */
  recordProcessed(count: number, now: number): void {
    if (count === 0) return
    this.processTotal += count
    this.processRate.record(count, now)
  }

  /** The values at time `now`. */
  metrics(now: number): Metric[] {
    const tags = { 'thread-id': this.threadId }
    return [
      metric(THREAD_METRICS_GROUP, 'process-total', tags, this.processTotal),
      metric(THREAD_METRICS_GROUP, 'process-rate', tags, this.processRate.perSecond(now)),
    ]
  }
}
