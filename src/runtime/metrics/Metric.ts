/**
 * The name of one metric, as Kafka's `MetricName`: its name, its group and its tags (`thread-id`, `client-id`,
 * `topic`, `partition`, ...).
 * @example
 * const name: MetricName = { name: 'process-total', group: 'stream-thread-metrics', tags: { 'thread-id': 't-1' } }
 * @category Running
 * @since 0.1.0
 */
export interface MetricName {
  readonly name: string
  readonly group: string
  readonly tags: Readonly<Record<string, string>>
}

/**
 * One metric and its value when it was read (a number, or a text for gauges such as the client `state`).
 * @example
 * app.metrics().find((m) => m.metricName.name === 'process-rate')?.value
 * @category Running
 * @since 0.1.0
 */
export interface Metric {
  readonly metricName: MetricName
  readonly value: number | string
}

/**
 * A metric of `group` named `name` with `tags` and its current value.
 * @example
 * metric('stream-metrics', 'state', {}, 'RUNNING')
 * @category Running
 * @since 0.1.0
 */
export const metric = (
  group: string,
  name: string,
  tags: Readonly<Record<string, string>>,
  value: number | string,
): Metric => ({ metricName: { name, group, tags }, value })
