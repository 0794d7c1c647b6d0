import type { RecordingLevel } from './RecordingLevel.js'

/** Kafka Streams' group of client-level metrics. */
export const CLIENT_METRICS_GROUP = 'stream-metrics'
/** Kafka Streams' group of thread-level metrics. */
export const THREAD_METRICS_GROUP = 'stream-thread-metrics'
/** Kafka's consumer group of per-partition fetch metrics. */
export const FETCH_METRICS_GROUP = 'consumer-fetch-manager-metrics'

/**
 * One metric Tributary records: its group and name (as Kafka's), the recording level it needs, whether it only
 * grows (a counter) and what it measures.
 * @category Running
 * @since 0.1.0
 */
export interface MetricDefinition {
  readonly group: string
  readonly name: string
  readonly level: RecordingLevel
  readonly counter: boolean
  readonly description: string
}

const define = (
  group: string,
  name: string,
  level: RecordingLevel,
  description: string,
): MetricDefinition => ({ group, name, level, counter: name.endsWith('-total'), description })

/** The four metrics of a timed thread operation (Java's `ThreadMetrics` rate, total, latency avg and max). */
const operation = (op: string, what: string, counted: string): MetricDefinition[] => [
  define(THREAD_METRICS_GROUP, `${op}-rate`, 'INFO', `The average number of ${counted} per second.`),
  define(THREAD_METRICS_GROUP, `${op}-total`, 'INFO', `The total number of ${counted}.`),
  define(THREAD_METRICS_GROUP, `${op}-latency-avg`, 'INFO', `The average ${what} latency in ms.`),
  define(THREAD_METRICS_GROUP, `${op}-latency-max`, 'INFO', `The maximum ${what} latency in ms.`),
]

/**
 * Every metric Tributary records, with Kafka Streams' names, groups and levels and Kafka's descriptions: the one
 * place the Prometheus `HELP`/`TYPE` lines, the OpenTelemetry instruments and the docs read.
 * @category Running
 * @since 0.1.0
 */
export const METRIC_CATALOGUE: readonly MetricDefinition[] = [
  define(CLIENT_METRICS_GROUP, 'state', 'INFO', 'The state of the Kafka Streams client.'),
  define(CLIENT_METRICS_GROUP, 'alive-stream-threads', 'INFO', 'The current number of alive stream threads.'),
  ...operation('process', 'per-record processing', 'records processed'),
  ...operation('poll', 'poll', 'calls to poll'),
  ...operation('commit', 'commit', 'commits'),
  ...operation('punctuate', 'punctuation', 'punctuation rounds'),
  define(
    FETCH_METRICS_GROUP,
    'records-lag',
    'INFO',
    'The latest lag of the partition (end offset - position).',
  ),
  define(FETCH_METRICS_GROUP, 'position', 'INFO', 'The next offset the consumer fetches from the partition.'),
  define(FETCH_METRICS_GROUP, 'committed-offset', 'INFO', "The partition's committed offset of the group."),
  define(FETCH_METRICS_GROUP, 'end-offset', 'INFO', 'The end offset of the partition (last stable offset).'),
]

const byKey = new Map(METRIC_CATALOGUE.map((d) => [`${d.group}\u0000${d.name}`, d]))

/**
 * The definition of the metric `name` of `group`; undefined for a metric not in the catalogue.
 * @example
 * definitionOf('stream-thread-metrics', 'process-rate')?.level // 'INFO'
 * @category Running
 * @since 0.1.0
 */
export const definitionOf = (group: string, name: string): MetricDefinition | undefined =>
  byKey.get(`${group}\u0000${name}`)
