import type { RecordingLevel } from './RecordingLevel.js'

/** Kafka Streams' group of client-level metrics. */
export const CLIENT_METRICS_GROUP = 'stream-metrics'
/** Kafka Streams' group of thread-level metrics. */
export const THREAD_METRICS_GROUP = 'stream-thread-metrics'
/** Kafka Streams' group of task-level metrics. */
export const TASK_METRICS_GROUP = 'stream-task-metrics'
/** Kafka Streams' group of processor-node-level metrics. */
export const PROCESSOR_NODE_METRICS_GROUP = 'stream-processor-node-metrics'
/** Kafka Streams' group of state-store-level metrics. */
export const STATE_METRICS_GROUP = 'stream-state-metrics'
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
  /** What it counts or measures in: `ms`, `ns` (Kafka's store and task processing latencies) or `1`. */
  readonly unit: 'ms' | 'ns' | '1'
  readonly description: string
}

const define = (
  group: string,
  name: string,
  level: RecordingLevel,
  description: string,
  unit: MetricDefinition['unit'] = name.includes('latency') ? 'ms' : '1',
): MetricDefinition => ({ group, name, level, counter: name.endsWith('-total'), unit, description })

/** The four metrics of a timed thread operation (Java's `ThreadMetrics` rate, total, latency avg and max). */
const operation = (op: string, what: string, counted: string): MetricDefinition[] => [
  define(THREAD_METRICS_GROUP, `${op}-rate`, 'INFO', `The average number of ${counted} per second.`),
  define(THREAD_METRICS_GROUP, `${op}-total`, 'INFO', `The total number of ${counted}.`),
  define(THREAD_METRICS_GROUP, `${op}-latency-avg`, 'INFO', `The average ${what} latency in ms.`),
  define(THREAD_METRICS_GROUP, `${op}-latency-max`, 'INFO', `The maximum ${what} latency in ms.`),
]

/** Kafka's rate and total of task events (`TaskMetrics#invocationRateAndTotalSensor`). */
const taskEvents = (name: string, level: RecordingLevel, rate: string, total: string): MetricDefinition[] => [
  define(TASK_METRICS_GROUP, `${name}-rate`, level, rate),
  define(TASK_METRICS_GROUP, `${name}-total`, level, total),
]

const lateness =
  'lateness of records in milliseconds, measured by comparing the record timestamp with the current stream time'

/** The store operations Kafka's `StateStoreMetrics` times, as rate and latency average and maximum (DEBUG, ns). */
const storeOperations: readonly (readonly [string, string])[] = [
  ['put', 'calls to put'],
  ['get', 'calls to get'],
  ['range', 'calls to range'],
  ['prefix-scan', 'calls to prefix-scan'],
  ['flush', 'calls to flush'],
  ['delete', 'calls to delete'],
  ['restore', 'restorations'],
]

const storeOperation = ([op, what]: readonly [string, string]): MetricDefinition[] => [
  define(STATE_METRICS_GROUP, `${op}-rate`, 'DEBUG', `The average number of ${what} per second.`),
  define(STATE_METRICS_GROUP, `${op}-latency-avg`, 'DEBUG', `The average latency of ${what} in ns.`, 'ns'),
  define(STATE_METRICS_GROUP, `${op}-latency-max`, 'DEBUG', `The maximum latency of ${what} in ns.`, 'ns'),
]

const e2e =
  'end-to-end latency of a record, measured by comparing the record timestamp with the system time when it has ' +
  'been fully processed by the node, in ms'

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
  ...taskEvents(
    'dropped-records',
    'INFO',
    'The average number of dropped records per second.',
    'The total number of dropped records.',
  ),
  ...taskEvents(
    'enforced-processing',
    'DEBUG',
    'The average number of occurrences of enforced-processing operations per second.',
    'The total number of occurrences of enforced-processing operations.',
  ),
  define(
    TASK_METRICS_GROUP,
    'process-latency-avg',
    'DEBUG',
    'The average latency of calls to process in ns.',
    'ns',
  ),
  define(
    TASK_METRICS_GROUP,
    'process-latency-max',
    'DEBUG',
    'The maximum latency of calls to process in ns.',
    'ns',
  ),
  define(TASK_METRICS_GROUP, 'record-lateness-avg', 'DEBUG', `The observed average ${lateness}.`, 'ms'),
  define(TASK_METRICS_GROUP, 'record-lateness-max', 'DEBUG', `The observed maximum ${lateness}.`, 'ms'),
  define(PROCESSOR_NODE_METRICS_GROUP, 'record-e2e-latency-avg', 'INFO', `The average ${e2e}.`),
  define(PROCESSOR_NODE_METRICS_GROUP, 'record-e2e-latency-min', 'INFO', `The minimum ${e2e}.`),
  define(PROCESSOR_NODE_METRICS_GROUP, 'record-e2e-latency-max', 'INFO', `The maximum ${e2e}.`),
  ...storeOperations.flatMap(storeOperation),
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
