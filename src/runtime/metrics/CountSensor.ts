import { metric, type Metric } from './Metric.js'
import { SampledRate } from './SampledRate.js'

/**
 * A preallocated sensor of events, Kafka's `<name>-rate` and `<name>-total` (as `dropped-records` or
 * `enforced-processing`): each {@link CountSensor.record} adds `count` to both. Whether it records is decided at
 * construction (the recording level), so a disabled sensor costs a branch; recording allocates nothing.
 * @example
 * const dropped = new CountSensor('stream-task-metrics', 'dropped-records', { 'thread-id': 't-1', 'task-id': '0_0' }, true)
 * dropped.record(1, clock.now())
 * @category Running
 * @since 0.1.0
 */
export class CountSensor {
  private total = 0
  private readonly rate = new SampledRate()

  constructor(
    private readonly group: string,
    private readonly name: string,
    private readonly tags: Readonly<Record<string, string>>,
    readonly enabled: boolean,
  ) {}

  /** Adds `count` events at time `now`. */
  record(count: number, now: number): void {
    if (!this.enabled) return
    this.total += count
    this.rate.record(count, now)
  }

  /** The rate and the total at time `now`; none when the sensor is disabled. */
  metrics(now: number): Metric[] {
    if (!this.enabled) return []
    const { group, name, tags } = this
    return [
      metric(group, `${name}-rate`, tags, this.rate.perSecond(now)),
      metric(group, `${name}-total`, tags, this.total),
    ]
  }
}
