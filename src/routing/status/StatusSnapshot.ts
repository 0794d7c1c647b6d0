import * as E from 'fp-ts/lib/Either.js'
import { formatHostInfo } from '../../core/HostInfo.js'
import type { TopicPartition } from '../../kafka/ports.js'
import type { KafkaStreams } from '../../runtime/KafkaStreams.js'
import type { Metric } from '../../runtime/metrics/Metric.js'
import type { TaskMetadata } from '../../runtime/queries/ThreadMetadata.js'

/**
 * One stream thread on the status page: its tasks and its rates.
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ThreadStatus {
  readonly name: string
  readonly activeTasks: readonly string[]
  /** Standby tasks, warm-up replicas included (the assignment sends both as standby tasks, as Java's does). */
  readonly standbyTasks: readonly string[]
  readonly processTotal: number
  /** Records a second over the last two 30 s windows. */
  readonly processRate: number
}

/**
 * One instance of the application on the status page (from `metadataForAllStreamsClients`).
 * @category Interactive queries
 * @since 0.1.0
 */
export interface HostStatus {
  readonly host: string
  /** Whether it is the instance serving the page. */
  readonly self: boolean
  readonly stores: readonly string[]
  readonly partitions: readonly string[]
  readonly standbyStores: readonly string[]
  readonly standbyPartitions: readonly string[]
}

/**
 * Where one thread's consumer stands on one input partition; `lag` is `endOffset - position` (Kafka's
 * `records-lag`), `uncommitted` is `endOffset - committed`.
 * @category Interactive queries
 * @since 0.1.0
 */
export interface PartitionStatus {
  readonly thread: string
  readonly topic: string
  readonly partition: number
  readonly position: number | null
  readonly committed: number | null
  readonly endOffset: number | null
  readonly lag: number | null
  readonly uncommitted: number | null
}

/**
 * What the status page shows of one instance, as `GET /status.json` answers it.
 * @example
 * const s: StatusSnapshot = statusSnapshot(app, Date.now())
 * s.threads.map((t) => t.activeTasks)
 * @category Interactive queries
 * @since 0.1.0
 */
export interface StatusSnapshot {
  readonly applicationId: string
  readonly server: string
  readonly state: string
  readonly takenAt: number
  readonly threads: readonly ThreadStatus[]
  readonly hosts: readonly HostStatus[]
  readonly partitions: readonly PartitionStatus[]
}

const taskIds = (tasks: readonly TaskMetadata[]): string[] => tasks.map((t) => t.taskId)
const partitionNames = (tps: readonly TopicPartition[]): string[] =>
  tps.map((tp) => `${tp.topic}-${tp.partition}`).sort()

const valueOf = (
  metrics: readonly Metric[],
  name: string,
  tags: Readonly<Record<string, string>>,
): number | null => {
  const found = metrics.find(
    (m) => m.metricName.name === name && Object.entries(tags).every(([k, v]) => m.metricName.tags[k] === v),
  )
  return typeof found?.value === 'number' ? found.value : null
}

const difference = (a: number | null, b: number | null): number | null =>
  a === null || b === null ? null : Math.max(0, a - b)

const partitionsOf = (metrics: readonly Metric[], thread: string): PartitionStatus[] =>
  metrics
    .filter(
      (m) => m.metricName.name === 'end-offset' && m.metricName.tags['client-id'] === `${thread}-consumer`,
    )
    .map((m) => {
      const tags = m.metricName.tags
      const position = valueOf(metrics, 'position', tags)
      const committed = valueOf(metrics, 'committed-offset', tags)
      const endOffset = typeof m.value === 'number' ? m.value : null
      return {
        thread,
        topic: tags['topic'] ?? '',
        partition: Number(tags['partition']),
        position,
        committed,
        endOffset,
        lag: difference(endOffset, position),
        uncommitted: difference(endOffset, committed),
      }
    })
    .sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition)

/**
 * The status of `app` at time `now`: its state, its threads with their tasks and rates, every instance of the
 * application with what it holds, and the lag of each partition this instance reads (from {@link KafkaStreams.metrics}).
 * @example
 * JSON.stringify(statusSnapshot(app, Date.now()))
 * @category Interactive queries
 * @since 0.1.0
 */
export const statusSnapshot = (app: KafkaStreams, now: number): StatusSnapshot => {
  const metrics = app.metrics()
  const server = app.config['application.server']
  const hosts = app.metadataForAllStreamsClients()
  const threads = app.metadataForLocalThreads()
  return {
    applicationId: app.config['application.id'],
    server,
    state: app.state(),
    takenAt: now,
    threads: threads.map((t) => ({
      name: t.threadName,
      activeTasks: taskIds(t.activeTasks),
      standbyTasks: taskIds(t.standbyTasks),
      processTotal: valueOf(metrics, 'process-total', { 'thread-id': t.threadName }) ?? 0,
      processRate: valueOf(metrics, 'process-rate', { 'thread-id': t.threadName }) ?? 0,
    })),
    hosts: (E.isRight(hosts) ? hosts.right : []).map((h) => ({
      host: formatHostInfo(h.hostInfo),
      self: formatHostInfo(h.hostInfo) === server,
      stores: [...h.stateStoreNames].sort(),
      partitions: partitionNames(h.topicPartitions),
      standbyStores: [...h.standbyStateStoreNames].sort(),
      standbyPartitions: partitionNames(h.standbyTopicPartitions),
    })),
    partitions: threads.flatMap((t) => partitionsOf(metrics, t.threadName)),
  }
}
