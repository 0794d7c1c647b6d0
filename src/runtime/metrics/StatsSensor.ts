import { metric, type Metric } from './Metric.js'
import { SampledStats } from './SampledStats.js'

/**
 * A preallocated sensor of a measured value, Kafka's `<name>-avg` and `<name>-max` (and `<name>-min` when
 * `withMin`), as `record-e2e-latency`, `record-lateness` or `process-latency`. Whether it records is decided at
 * construction (the recording level), so a disabled sensor costs a branch; recording allocates nothing.
 * @example
 * const e2e = new StatsSensor('stream-processor-node-metrics', 'record-e2e-latency', tags, true, true)
 * e2e.record(clock.now() - record.timestamp, clock.now())
 * @category Running
 * @since 0.1.0
 */
export class StatsSensor {
  private readonly stats = new SampledStats()

  constructor(
    private readonly group: string,
    private readonly name: string,
    private readonly tags: Readonly<Record<string, string>>,
    readonly enabled: boolean,
    private readonly withMin = false,
  ) {}

  /** Adds `value` at time `now`. */
  record(value: number, now: number): void {
    if (this.enabled) this.stats.record(value, now)
  }

  /** The average, the minimum (if kept) and the maximum at time `now`; none when the sensor is disabled. */
  metrics(now: number): Metric[] {
    if (!this.enabled) return []
    const { group, name, tags } = this
    return [
      metric(group, `${name}-avg`, tags, this.stats.avg(now)),
      ...(this.withMin ? [metric(group, `${name}-min`, tags, this.stats.min(now))] : []),
      metric(group, `${name}-max`, tags, this.stats.max(now)),
    ]
  }
}
