import { metric, type Metric } from './Metric.js'
import { SampledRate } from './SampledRate.js'
import { SampledStats } from './SampledStats.js'

/**
 * A preallocated sensor of one timed operation, Kafka's `<op>-rate`, `<op>-total`, `<op>-latency-avg` and
 * `<op>-latency-max` (the total left out when `withTotal` is false, as for Kafka's store sensors): each
 * {@link OperationSensor.record} adds `count` to the rate and total and one latency
 * sample. Whether it records is decided at construction (the recording level), so a disabled sensor costs a
 * branch; recording allocates nothing.
 * @example
 * const poll = new OperationSensor('stream-thread-metrics', 'poll', { 'thread-id': 't-1' }, true)
 * poll.record(1, 4.2, clock.now())
 * @category Running
 * @since 0.1.0
 */
export class OperationSensor {
  private total = 0
  private readonly rate = new SampledRate()
  private readonly latency = new SampledStats()

  constructor(
    private readonly group: string,
    private readonly operation: string,
    private readonly tags: Readonly<Record<string, string>>,
    readonly enabled: boolean,
    /** Whether it has the `<op>-total` metric (Kafka's store sensors have none). */
    private readonly withTotal = true,
  ) {}

  /** Adds `count` events that took `latencyMs` (one sample) at time `now`. */
  record(count: number, latencyMs: number, now: number): void {
    if (!this.enabled) return
    this.total += count
    this.rate.record(count, now)
    this.latency.record(latencyMs, now)
  }

  /** The four values (three without the total) at time `now`; none when the sensor is disabled. */
  metrics(now: number): Metric[] {
    if (!this.enabled) return []
    const { group, operation: op, tags } = this
    return [
      metric(group, `${op}-rate`, tags, this.rate.perSecond(now)),
      ...(this.withTotal ? [metric(group, `${op}-total`, tags, this.total)] : []),
      metric(group, `${op}-latency-avg`, tags, this.latency.avg(now)),
      metric(group, `${op}-latency-max`, tags, this.latency.max(now)),
    ]
  }
}
