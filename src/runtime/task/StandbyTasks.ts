import type { Clock } from '../../internal/clock.js'
import type { AssignedConsumerPort, TopicPartition, TopicPartitionOffset } from '../../kafka/ports.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import { formatTaskId, parseTaskId, type TaskId } from '../assignor/TaskId.js'
import type { StreamTask } from './StreamTask.js'
import type { RestoreRecordReader } from './restoreRecordReader.js'

/**
 * What standby tasks need: how to open a task's stores, where each store's changelog is, and a consumer of their
 * own for the changelog partitions.
 * @category model
 * @since 0.1.0
 */
export interface StandbyTasksOptions {
  /** Builds and initializes the task (its stores opened), without restoring it. */
  readonly open: (id: TaskId) => Promise<StreamTask>
  readonly changelogs: ReadonlyMap<string, string>
  readonly consumer: AssignedConsumerPort
  /** How each store reads its changelog records (see `restoreRecordReader`). */
  readonly reader: (storeName: string) => RestoreRecordReader
  /** Where the standby tasks' IQv2 positions come from; without it standbys have none. */
  readonly positions?: StandbyPositionSource
}

/**
 * What standby positions are read from. A standby that has applied its changelogs up to the ends read after the
 * group's committed offsets of its task's input holds every input record before those offsets: the active task
 * commits its stores (their changelog records acknowledged) before, or in the same transaction as, its offsets.
 * @category model
 * @since 0.1.0
 */
export interface StandbyPositionSource {
  /** The group's committed offsets of a task's input partitions. */
  committed(taskId: string): Promise<readonly TopicPartitionOffset[]>
  /** The end offset of a changelog partition now (the last stable offset under exactly-once). */
  end(changelog: TopicPartition): Promise<number>
  /** Least milliseconds between two look-ups. */
  readonly intervalMs: number
  readonly clock: Clock
  /** Reports a failed look-up (positions then stay where they are). */
  readonly warn: (text: string) => void
}

/** Committed input offsets of a standby task, applied once its changelogs reach `ends` (by changelog key). */
interface PendingPosition {
  readonly committed: readonly TopicPartitionOffset[]
  readonly ends: ReadonlyMap<string, number>
}

interface Replica {
  readonly taskId: string
  readonly store: StateStore
  readonly changelog: TopicPartition
  readonly read: RestoreRecordReader
}

const key = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/**
 * A thread's standby tasks (Kafka Streams' `StandbyTask`s): warm copies of other instances' stores, kept
 * current by applying their changelog partitions as records arrive (`update`, between batches), with each batch
 * written together with its changelog offset. A standby that becomes active is handed over with its stores
 * (`take`), so the new active task restores only the tail it missed.
 * @example
 * await standbys.assign([taskId(0, 1)])
 * await standbys.update()
 * const warm = standbys.take('0_1')
 * @category model
 * @since 0.1.0
 */
export class StandbyTasks {
  private readonly tasks = new Map<string, StreamTask>()
  private replicas = new Map<string, Replica>()
  private readonly pending = new Map<string, PendingPosition>()
  private lastLookup = Number.NEGATIVE_INFINITY

  constructor(private readonly options: StandbyTasksOptions) {}

  /** Ids of the standby tasks held now. */
  ids(): readonly string[] {
    return [...this.tasks.keys()]
  }

  /** Makes `wanted` the standby tasks: closes the others, opens the new ones, reads their changelogs. */
  async assign(wanted: readonly TaskId[]): Promise<void> {
    const ids = new Set(wanted.map(formatTaskId))
    for (const id of [...this.tasks.keys()]) if (!ids.has(id)) await this.close(id)
    for (const id of wanted) {
      if (!this.tasks.has(formatTaskId(id))) this.tasks.set(formatTaskId(id), await this.options.open(id))
    }
    await this.follow()
  }

  /** A standby task by id. */
  task(id: string): StreamTask | undefined {
    return this.tasks.get(id)
  }

  /** Removes a standby task without closing it, to run it as an active task. */
  async take(id: string): Promise<StreamTask | undefined> {
    const task = this.tasks.get(id)
    if (task === undefined) return undefined
    this.tasks.delete(id)
    await this.follow()
    return task
  }

  /** Applies the changelog records available now to the standby stores. */
  async update(): Promise<void> {
    if (this.replicas.size === 0) return
    const batches = new Map<string, { replica: Replica; records: RestoreRecord[]; next: number }>()
    for (const r of await this.options.consumer.poll(0)) {
      const k = key(r)
      const replica = this.replicas.get(k)
      if (replica === undefined) continue
      const batch = batches.get(k) ?? { replica, records: [], next: r.offset + 1 }
      batch.next = r.offset + 1
      const record = replica.read(r)
      if (record !== undefined) batch.records.push(record)
      batches.set(k, batch)
    }
    for (const { replica, records, next } of batches.values()) {
      await replica.store.restore(records, { ...replica.changelog, offset: next })
    }
    await this.trackPositions()
  }

  /**
   * Moves each standby task's positions to the committed input offsets looked up earlier once its changelogs
   * reached the ends read after them, then looks up new ones (at most every `intervalMs`).
   */
  private async trackPositions(): Promise<void> {
    const source = this.options.positions
    if (source === undefined) return
    for (const [id, pending] of this.pending) {
      const task = this.tasks.get(id)
      const replicas = [...this.replicas].filter(([, r]) => r.taskId === id)
      if (task !== undefined && !replicas.every(([k, r]) => this.applied(r) >= (pending.ends.get(k) ?? 0)))
        continue
      for (const c of pending.committed) task?.positions.restoredTo(c.topic, c.partition, c.offset)
      this.pending.delete(id)
    }
    const now = source.clock.now()
    if (now - this.lastLookup < source.intervalMs) return
    this.lastLookup = now
    for (const id of this.tasks.keys()) {
      if (this.pending.has(id)) continue
      try {
        const committed = await source.committed(id)
        const ends = new Map<string, number>()
        for (const [k, r] of this.replicas) if (r.taskId === id) ends.set(k, await source.end(r.changelog))
        this.pending.set(id, { committed, ends })
      } catch (error) {
        source.warn(`Standby task ${id}: its position could not be looked up (${String(error)}).`)
      }
    }
  }

  /** The next changelog offset a standby store will apply. */
  private applied(r: Replica): number {
    const tp = r.changelog
    return (
      r.store.committedOffsets().find((o) => o.topic === tp.topic && o.partition === tp.partition)?.offset ??
      0
    )
  }

  /** Closes every standby task. */
  async closeAll(): Promise<void> {
    for (const id of [...this.tasks.keys()]) await this.close(id)
    await this.follow()
  }

  private async close(id: string): Promise<void> {
    const task = this.tasks.get(id)
    this.tasks.delete(id)
    await task?.close()
  }

  /** Points the consumer at the changelog partitions of the standby stores, each from its committed offset. */
  private async follow(): Promise<void> {
    const replicas = new Map<string, Replica>()
    for (const [id, task] of this.tasks) {
      const partition = parseTaskId(id)?.partition ?? 0
      for (const [name, store] of task.allStores()) {
        const topic = this.options.changelogs.get(name)
        if (topic !== undefined)
          replicas.set(key({ topic, partition }), {
            taskId: id,
            store,
            changelog: { topic, partition },
            read: this.options.reader(name),
          })
      }
    }
    this.replicas = replicas
    const consumer = this.options.consumer
    await consumer.assign([...replicas.values()].map((r) => r.changelog))
    for (const r of replicas.values()) {
      const tp = r.changelog
      const committed = r.store
        .committedOffsets()
        .find((o) => o.topic === tp.topic && o.partition === tp.partition)
      if (committed !== undefined) consumer.seek(committed)
    }
  }
}
