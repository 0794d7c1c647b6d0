import type { Clock } from '../../core/clock.js'
import type {
  AdminPort,
  AssignedConsumerPort,
  ConsumerIsolationLevel,
  TopicPartition,
  TopicPartitionOffset,
} from '../../kafka/ports.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import { committedChangelogOffset } from './committedChangelogOffset.js'
import type { StoreRestore } from './restoreStores.js'
import type { StandbyTask } from './StandbyTask.js'

/**
 * What a standby updater reads with: a consumer of its own for the changelog partitions, and where the standby
 * tasks' IQv2 positions come from.
 * @category Running
 * @since 0.1.0
 */
export interface StandbyUpdaterOptions {
  readonly consumer: AssignedConsumerPort
  /** Where the standby tasks' IQv2 positions come from; without it standbys have none. */
  readonly positions?: StandbyPositionSource
}

/**
 * What standby positions are read from. A standby that has applied its changelogs up to the ends read after the
 * group's committed offsets of its task's input holds every input record before those offsets: the active task
 * commits its stores (their changelog records acknowledged) before, or in the same transaction as, its offsets.
 * @category Running
 * @since 0.1.0
 */
export interface StandbyPositionSource {
  /** The group's committed offsets of input partitions. */
  committed(partitions: readonly TopicPartition[]): Promise<readonly TopicPartitionOffset[]>
  /** Lists the end offsets of the changelog partitions. */
  readonly admin: AdminPort
  /** `read_committed` under exactly-once: the end offset is then the last stable offset. */
  readonly isolationLevel: ConsumerIsolationLevel
  /** Least milliseconds between two look-ups. */
  readonly intervalMs: number
  readonly clock: Clock
  /** Reports a failed look-up (positions then stay where they are). */
  readonly warn: (text: string) => void
}

/** A changelog partition followed for one store of a standby task. */
interface Route {
  readonly task: StandbyTask
  readonly entry: StoreRestore
}

const key = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/** The end offset of a changelog partition now. */
const endOf = async (source: StandbyPositionSource, changelog: TopicPartition): Promise<number> => {
  const offsets = await source.admin.listOffsets(changelog.topic, source.isolationLevel)
  return offsets.find((o) => o.partition === changelog.partition)?.latest ?? 0
}

/**
 * Keeps a thread's standby tasks current (the standby half of Kafka Streams' changelog reader): follows the
 * changelog partitions of their stores, each from the offset its store committed, and between batches applies the
 * records available (`update`), each store's records written together with its next changelog offset, then moves
 * the tasks' positions (looked up at most every `intervalMs`).
 * @example
 * await updater.follow(standbys.values())
 * await updater.update()
 * @category Running
 * @since 0.1.0
 */
export class StandbyUpdater {
  private routes = new Map<string, Route>()
  private tasks: readonly StandbyTask[] = []
  private lastLookup = Number.NEGATIVE_INFINITY

  constructor(private readonly options: StandbyUpdaterOptions) {}

  /** Points the consumer at the changelog partitions of `tasks`, each from the offset its store committed. */
  async follow(tasks: Iterable<StandbyTask>): Promise<void> {
    this.tasks = [...tasks]
    const routes = new Map<string, Route>()
    for (const task of this.tasks)
      for (const entry of task.stateManager.changelogged()) routes.set(key(entry.changelog), { task, entry })
    this.routes = routes
    const consumer = this.options.consumer
    await consumer.assign([...routes.values()].map((r) => r.entry.changelog))
    for (const { entry } of routes.values()) {
      const offset = committedChangelogOffset(entry.store, entry.changelog)
      if (offset !== undefined) consumer.seek({ ...entry.changelog, offset })
    }
  }

  /** Applies the changelog records available now to the standby stores. */
  async update(): Promise<void> {
    if (this.routes.size === 0) return
    const batches = new Map<string, { route: Route; records: RestoreRecord[]; next: number }>()
    for (const r of await this.options.consumer.poll(0)) {
      const k = key(r)
      const route = this.routes.get(k)
      if (route === undefined) continue
      const batch = batches.get(k) ?? { route, records: [], next: r.offset + 1 }
      batch.next = r.offset + 1
      const record = route.entry.read(r)
      if (record !== undefined) batch.records.push(record)
      batches.set(k, batch)
    }
    for (const { route, records, next } of batches.values())
      await route.task.apply(route.entry, records, next)
    await this.trackPositions()
  }

  /**
   * Moves each standby task's positions to the committed input offsets looked up earlier once its changelogs
   * reached the ends read after them, then looks up new ones (at most every `intervalMs`).
   */
  private async trackPositions(): Promise<void> {
    const source = this.options.positions
    if (source === undefined) return
    for (const task of this.tasks) task.maybeReachPosition()
    const now = source.clock.now()
    if (now - this.lastLookup < source.intervalMs) return
    this.lastLookup = now
    for (const task of this.tasks) {
      if (task.awaitingPosition) continue
      try {
        const committed = await source.committed(task.inputPartitions)
        const ends = new Map<string, number>()
        for (const e of task.stateManager.changelogged())
          ends.set(e.storeName, await endOf(source, e.changelog))
        task.awaitPosition(committed, ends)
      } catch (error) {
        source.warn(`Standby task ${task.taskId}: its position could not be looked up (${String(error)}).`)
      }
    }
  }
}
