import type { MetricName } from './Metric.js'

/**
 * The name of a metric's family outside Kafka, as Micrometer's Kafka binders name them: `kafka`, the group without
 * its `-metrics` suffix, then the name, their words joined by `separator` (`_` for Prometheus:
 * `kafka_stream_thread_process_rate`; `.` for OpenTelemetry: `kafka.stream.thread.process.rate`), every other
 * character outside `[A-Za-z0-9]` made the separator.
 * @example
 * metricFamily({ name: 'records-lag', group: 'consumer-fetch-manager-metrics', tags: {} }, '_')
 * // 'kafka_consumer_fetch_manager_records_lag'
 * @category Running
 * @since 0.1.0
 */
export const metricFamily = (name: Pick<MetricName, 'group' | 'name'>, separator: '_' | '.'): string =>
  `kafka_${name.group.replace(/-metrics$/, '')}_${name.name}`.replace(/[^A-Za-z0-9]/g, separator)
