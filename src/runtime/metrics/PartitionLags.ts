import type {
  AdminPort,
  ConsumerIsolationLevel,
  GroupConsumerPort,
  TopicPartition,
} from '../../kafka/ports.js'
import { FETCH_METRICS_GROUP } from './catalogue.js'
import { metric, type Metric } from './Metric.js'

/**
 * Where a consumer stands on one of its partitions: the next offset it fetches, the offset its group committed
 * and the end of the partition (the last stable offset under read-committed), each undefined until known.
 * @category Running
 * @since 0.1.0
 */
export interface PartitionOffsets extends TopicPartition {
  readonly position: number | undefined
  readonly committed: number | undefined
  readonly endOffset: number | undefined
}

/**
 * How a {@link PartitionLags} reads offsets.
 * @category Running
 * @since 0.1.0
 */
export interface PartitionLagsOptions {
  /** The consumer's client id, the `client-id` tag. */
  readonly clientId: string
  readonly consumer: GroupConsumerPort
  readonly admin: AdminPort
  readonly isolationLevel: ConsumerIsolationLevel
  /** The least time between two refreshes (ms). */
  readonly refreshMs: number
}

const known = (a: number | undefined, b: number | undefined): boolean => a !== undefined && b !== undefined

/**
 * The consumer lag of a stream thread per assigned partition, refreshed between batches (never per record) at most
 * every `refreshMs`, in the background: the thread starts a refresh with {@link PartitionLags.maybeRefresh} and
 * does not wait for it. As Kafka's consumer metrics (`consumer-fetch-manager-metrics`, tagged `client-id`, `topic`,
 * `partition`): `records-lag`, the end offset minus the position; and, not in Kafka, `position`,
 * `committed-offset` and `end-offset`, so a reader can tell records fetched from records committed.
 * @example
 * lags.maybeRefresh(clock.now())
 * lags.metrics()
 * @category Running
 * @since 0.1.0
 */
export class PartitionLags {
  private rows: readonly PartitionOffsets[] = []
  private refreshing: Promise<void> | undefined
  private nextRefresh = 0

  constructor(private readonly options: PartitionLagsOptions) {}

  /** The offsets of the assigned partitions at the last refresh. */
  get offsets(): readonly PartitionOffsets[] {
    return this.rows
  }

  /** Starts a refresh when none runs and the last one is `refreshMs` old. */
  maybeRefresh(now: number): void {
    if (this.refreshing !== undefined || now < this.nextRefresh) return
    this.nextRefresh = now + this.options.refreshMs
    this.refreshing = this.refresh()
      // offsets that could not be read now are read at the next refresh
      .catch(() => undefined)
      .finally(() => (this.refreshing = undefined))
  }

  /** Resolves when no refresh runs (before the thread closes its clients). */
  async settled(): Promise<void> {
    await this.refreshing
  }

  /** Forgets the partitions (the thread left its group). */
  clear(): void {
    this.rows = []
  }

  /** The values of the last refresh. */
  metrics(): Metric[] {
    return this.rows.flatMap((row) => {
      const tags = {
        'client-id': this.options.clientId,
        topic: row.topic,
        partition: String(row.partition),
      }
      const { position, committed, endOffset } = row
      return [
        ...(known(position, endOffset)
          ? [
              metric(
                FETCH_METRICS_GROUP,
                'records-lag',
                tags,
                Math.max(0, (endOffset ?? 0) - (position ?? 0)),
              ),
            ]
          : []),
        ...(position === undefined ? [] : [metric(FETCH_METRICS_GROUP, 'position', tags, position)]),
        ...(committed === undefined
          ? []
          : [metric(FETCH_METRICS_GROUP, 'committed-offset', tags, committed)]),
        ...(endOffset === undefined ? [] : [metric(FETCH_METRICS_GROUP, 'end-offset', tags, endOffset)]),
      ]
    })
  }

  private async refresh(): Promise<void> {
    const { consumer, admin, isolationLevel } = this.options
    const assigned = consumer.assignment()
    if (assigned.length === 0) {
      this.rows = []
      return
    }
    const topics = [...new Set(assigned.map((tp) => tp.topic))]
    const ends = new Map<string, number>()
    for (const topic of topics)
      for (const p of await admin.listOffsets(topic, isolationLevel))
        ends.set(`${topic}:${p.partition}`, p.latest)
    const committed = new Map(
      (await consumer.committed(assigned)).map((o) => [`${o.topic}:${o.partition}`, o.offset]),
    )
    this.rows = consumer.assignment().map((tp) => {
      const key = `${tp.topic}:${tp.partition}`
      const done = committed.get(key)
      return {
        topic: tp.topic,
        partition: tp.partition,
        position: consumer.position(tp),
        committed: done === undefined || done < 0 ? undefined : done,
        endOffset: ends.get(key),
      }
    })
  }
}
