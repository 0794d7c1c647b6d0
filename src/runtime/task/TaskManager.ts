import { consumedRecord } from './ConsumedRecord.js'
import type {
  AdminPort,
  AssignedConsumerPort,
  ConsumerRecord,
  GroupConsumerPort,
  TopicPartition,
  ProducerPort,
  ProducerRecord,
  RecordMetadata,
  TopicPartitionOffset,
} from '../../kafka/ports.js'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Clock } from '../../internal/clock.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { Topology } from '../../topology/Topology.js'
import { formatTaskId, parseTaskId, type TaskId } from '../assignor/TaskId.js'
import { StreamTask } from './StreamTask.js'
import type { TaskSettings } from './TaskConfig.js'
import type { TaskLogger } from './TaskLogger.js'
import type { TopicLayout } from '../topics/TopicLayout.js'
import { NotInGroupError } from './NotInGroupError.js'
import { ProducerSink } from './ProducerSink.js'
import type { RestoreProgress } from './RestoreProgress.js'
import { restoreRecordReader } from './restoreRecordReader.js'
import { restoreStores } from './restoreStores.js'
import { StandbyTasks } from './StandbyTasks.js'
import { TaskMigratedError } from './TaskMigratedError.js'

/**
 * What a task manager works with: the topology and its topics, the task settings, and the thread's clients.
 * @category model
 * @since 0.1.0
 */
export interface TaskManagerOptions {
  readonly topology: Topology
  readonly layout: TopicLayout
  readonly settings: TaskSettings
  readonly appConfigs: Readonly<Record<string, unknown>>
  readonly clock: Clock
  readonly logger: TaskLogger
  readonly producer: ProducerPort
  readonly consumer: GroupConsumerPort
  readonly restoreConsumer: AssignedConsumerPort
  /** Reads the changelogs of standby tasks. */
  readonly standbyConsumer: AssignedConsumerPort
  readonly admin: AdminPort
  readonly pollMs: number
  /** `commit.interval.ms`: how often standby tasks look up how far their input is committed (at least 1 s apart). */
  readonly commitIntervalMs?: number
  /**
   * `exactly_once_v2`: the producer is transactional; output, changelog records and consumed offsets commit in
   * one Kafka transaction, and restores read committed data only.
   */
  readonly exactlyOnce: boolean
  /**
   * `transaction.timeout.ms` under exactly-once: a transaction open for half of it asks for a commit (the broker
   * aborts older ones, fencing the producer), whatever `commit.interval.ms` says.
   */
  readonly transactionTimeoutMs?: number
  readonly progress: (p: RestoreProgress) => void
  /**
   * `buffered.records.per.partition`: at most this many records are queued per partition; the rest of a poll is
   * fetched again (the consumer is sought back to it) and the partition is paused until its queue drained.
   */
  readonly bufferedRecordsPerPartition: number
}

/** How many times a task whose store directory is locked is opened again (`poll.ms` apart). */
const LOCK_ATTEMPTS = 50

const isStoreLocked = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { readonly _tag?: unknown })._tag === 'StoreLocked'

/** Sends queued (the one in flight included) at which `sendBuffered` waits for them before queuing another. */
const MAX_QUEUED_SENDS = 2

const key = (topic: string, partition: number): string => `${topic}\u0000${partition}`

/**
 * The active tasks of one stream thread (Kafka Streams' `TaskManager`): creates a {@link StreamTask} per assigned
 * task and restores its stores before it runs, routes polled records to the task owning their partition, processes
 * and punctuates synchronously, hands output and changelog records to the producer between batches
 * (`sendBuffered`), and commits at-least-once: flush the tasks, wait for every send, commit each store with the
 * changelog offsets the producer acknowledged, then commit the consumed offsets. Tasks that stay assigned across a rebalance are kept open with their stores.
 * @example
 * const tasks = new TaskManager(options)
 * await tasks.assign([taskId(0, 0)])
 * tasks.addRecords(await consumer.poll(100))
 * tasks.process()
 * await tasks.commit()
 * @category model
 * @since 0.1.0
 */
export class TaskManager {
  private readonly tasks = new Map<string, StreamTask>()
  private readonly byPartition = new Map<string, StreamTask>()
  /** Task id to the partition it handles. */
  private readonly partitions = new Map<string, number>()
  private readonly consumed = new Map<string, TopicPartitionOffset>()
  /** Records queued per partition since the queues were last drained. */
  private readonly buffered = new Map<string, number>()
  /** Partitions paused because their queue was full. */
  private readonly full = new Map<string, TopicPartition>()
  private readonly sink: ProducerSink
  /** The queued sends, one after another; never rejects (a failure lands in `sendFailure`). */
  private sending: Promise<void> = Promise.resolve()
  private queuedSends = 0
  private sendFailure: { readonly error: unknown } | undefined
  /** Under exactly-once: whether this commit interval's transaction began (or its beginning is queued). */
  private inTransaction = false
  /** When this commit interval's transaction began (its first send was queued). */
  private transactionStartedAt: number | undefined
  /** Per changelog partition, the offset after the last record the producer acknowledged this commit interval. */
  private readonly acked = new Map<string, number>()
  private readonly standbys: StandbyTasks
  private restoredCount = 0

  constructor(private readonly options: TaskManagerOptions) {
    this.sink = new ProducerSink(options.layout.partitions)
    this.standbys = new StandbyTasks({
      open: (id) => this.openTask(id),
      changelogs: options.layout.changelogs,
      consumer: options.standbyConsumer,
      reader: (store) => restoreRecordReader(options.topology, store),
      positions: {
        committed: (id) => {
          const parsed = parseTaskId(id)
          return parsed === undefined ? Promise.resolve([]) : this.committedInputs(parsed)
        },
        end: async (changelog) => {
          const isolation = options.exactlyOnce ? 'read_committed' : 'read_uncommitted'
          const offsets = await options.admin.listOffsets(changelog.topic, isolation)
          return offsets.find((o) => o.partition === changelog.partition)?.latest ?? 0
        },
        // once a commit interval, and at most once a second (two broker requests per standby task)
        intervalMs: Math.max(options.commitIntervalMs ?? 0, 1_000),
        clock: options.clock,
        warn: (text) => options.logger.warn(text),
      },
    })
  }

  /** Ids of the tasks running now, in task order. */
  activeTaskIds(): readonly string[] {
    return [...this.tasks.keys()]
  }

  /** Ids of the standby tasks held now. */
  standbyTaskIds(): readonly string[] {
    return this.standbys.ids()
  }

  /** Sum of the changelog offsets the stores of a task (active or standby) committed: how fresh its state is. */
  offsetSum(id: string): number | undefined {
    const task = this.localTask(id)
    if (task === undefined) return undefined
    let sum = 0
    for (const store of task.allStores().values()) for (const o of store.committedOffsets()) sum += o.offset
    return sum
  }

  /** An active or standby task by id. */
  localTask(id: string): StreamTask | undefined {
    return this.tasks.get(id) ?? this.standbys.task(id)
  }

  /** A running task by id. */
  task(id: string): StreamTask | undefined {
    return this.tasks.get(id)
  }

  /** Changelog records replayed into stores since this manager was created. */
  get restoredRecords(): number {
    return this.restoredCount
  }

  /**
   * Makes `assigned` the running tasks and `standby` the standby tasks: commits and closes the other active tasks,
   * turns standbys into active tasks with their warm stores, creates the new tasks and restores their stores
   * before they process anything.
   */
  async assign(assigned: readonly TaskId[], standby: readonly TaskId[] = []): Promise<void> {
    const wanted = new Set(assigned.map(formatTaskId))
    const leaving = [...this.tasks.keys()].filter((id) => !wanted.has(id))
    if (leaving.length > 0) {
      await this.commit()
      for (const id of leaving) await this.closeTask(id)
    }
    const created: { readonly id: TaskId; readonly task: StreamTask }[] = []
    try {
      for (const id of assigned) {
        if (this.tasks.has(formatTaskId(id))) continue
        const warm = await this.standbys.take(formatTaskId(id))
        created.push({ id, task: warm ?? (await this.openTask(id)) })
      }
      this.restoredCount += await this.restore(created)
    } catch (error) {
      for (const { task } of created) await task.close()
      throw error
    }
    for (const { id, task } of created) await this.runTask(id, task)
    await this.standbys.assign(standby)
  }

  /** Applies the changelog records available now to the standby tasks' stores. */
  updateStandbys(): Promise<void> {
    return this.standbys.update()
  }

  /**
   * Queues polled records in the tasks owning their partitions, at most `bufferedRecordsPerPartition` per
   * partition: the consumer is sought back to the first record over the bound and the partition paused.
   */
  addRecords(records: readonly ConsumerRecord[]): void {
    const bound = this.options.bufferedRecordsPerPartition
    for (const r of records) {
      const k = key(r.topic, r.partition)
      const task = this.byPartition.get(k)
      if (task === undefined || this.full.has(k)) continue
      const queued = this.buffered.get(k) ?? 0
      if (queued >= bound) {
        const tp = { topic: r.topic, partition: r.partition }
        this.full.set(k, tp)
        this.options.consumer.seek({ ...tp, offset: r.offset })
        this.options.consumer.pause([tp])
        continue
      }
      this.buffered.set(k, queued + 1)
      task.addRecord(consumedRecord(r))
    }
  }

  /**
   * Processes every queued record, firing stream-time punctuators as stream time advances, then resumes the
   * partitions paused for a full queue; returns how many records were processed.
   */
  process(): number {
    const processed = this.processQueued()
    this.buffered.clear()
    if (this.full.size > 0) {
      const assigned = new Set(this.options.consumer.assignment().map((tp) => key(tp.topic, tp.partition)))
      const resumed = [...this.full].filter(([k]) => assigned.has(k)).map(([, tp]) => tp)
      this.full.clear()
      if (resumed.length > 0) this.options.consumer.resume(resumed)
    }
    return processed
  }

  private processQueued(): number {
    let processed = 0
    for (const task of this.tasks.values()) {
      while (task.process()) {
        processed++
        const c = task.recordContext
        if (c.topic !== undefined) {
          this.consumed.set(key(c.topic, c.partition), {
            topic: c.topic,
            partition: c.partition,
            offset: c.offset + 1,
          })
        }
        task.maybePunctuateStreamTime()
      }
    }
    return processed
  }

  /** Fires the wall-clock punctuators that are due. */
  punctuate(): void {
    for (const task of this.tasks.values()) task.maybePunctuateSystemTime()
  }

  /**
   * Whether a task asked for a commit or holds too many uncommitted bytes, or the open transaction is half as old
   * as `transaction.timeout.ms`.
   */
  get commitNeeded(): boolean {
    for (const task of this.tasks.values()) if (task.commitNeeded) return true
    const timeout = this.options.transactionTimeoutMs
    const started = this.transactionStartedAt
    return timeout !== undefined && started !== undefined && this.options.clock.now() - started >= timeout / 2
  }

  /**
   * Commits every task: at-least-once (see the class description), or under exactly-once one transaction with the
   * output, the changelog records and the consumed offsets, then the stores. A failed transaction is aborted and
   * the error thrown: the thread then closes its tasks without committing them.
   */
  async commit(): Promise<void> {
    try {
      await this.commitTasks()
    } catch (error) {
      await this.abortTransaction()
      throw TaskMigratedError.from(error) ?? error
    }
  }

  /**
   * Hands the records the tasks produced since the last call to the producer without waiting for it (Kafka
   * Streams sends as it processes; a commit only flushes). Sends go one after another, so a partition's records
   * keep their order; when {@link MAX_QUEUED_SENDS} are queued already, this waits for them first. Under
   * exactly-once the first send of a commit interval begins its transaction. A failed send fails the next call
   * (or the commit), as a failed commit does.
   */
  async sendBuffered(): Promise<void> {
    this.throwSendFailure()
    if (this.sink.size === 0) return
    if (this.queuedSends >= MAX_QUEUED_SENDS) await this.sending
    this.throwSendFailure()
    const records = this.sink.drain()
    if (records.length > 0) this.enqueueSend(records)
  }

  private async commitTasks(): Promise<void> {
    for (const task of this.tasks.values()) task.flush()
    const records = this.sink.drain()
    if (records.length > 0) this.enqueueSend(records)
    await this.sending
    this.throwSendFailure()
    const offsets = [...this.consumed.values()]
    if (this.options.exactlyOnce && (this.inTransaction || offsets.length > 0))
      await this.commitTransaction(offsets)
    // the tasks' stores are independent: they commit together, and every commit settles before a failure is thrown
    const commits = await Promise.allSettled(
      [...this.tasks.values()].map((task) => task.commit(this.changelogOffsets(task, this.acked))),
    )
    for (const c of commits) if (c.status === 'rejected') throw c.reason
    if (!this.options.exactlyOnce && offsets.length > 0) await this.options.consumer.commitOffsets(offsets)
    this.consumed.clear()
    this.acked.clear()
  }

  /** Sends `records` after the sends queued before (beginning the interval's transaction under exactly-once). */
  private enqueueSend(records: readonly ProducerRecord[]): void {
    const { producer, exactlyOnce } = this.options
    const begin = exactlyOnce && !this.inTransaction
    if (begin) {
      this.inTransaction = true
      this.transactionStartedAt = this.options.clock.now()
    }
    this.queuedSends++
    this.sending = this.sending
      .then(async () => {
        if (this.sendFailure !== undefined) return
        if (begin) await producer.beginTransaction()
        this.ack(await producer.send(records))
      })
      .catch((error: unknown) => {
        this.sendFailure ??= { error }
      })
      .finally(() => {
        this.queuedSends--
      })
  }

  private ack(metadata: readonly RecordMetadata[]): void {
    for (const m of metadata) {
      const k = key(m.topic, m.partition)
      this.acked.set(k, Math.max(this.acked.get(k) ?? 0, m.offset + 1))
    }
  }

  /** Throws the error of a failed send (once; the tasks are then closed dirty, dropping what was not sent). */
  private throwSendFailure(): void {
    const failure = this.sendFailure
    if (failure === undefined) return
    this.sendFailure = undefined
    throw failure.error
  }

  /** Commits the interval's transaction with the consumed offsets (beginning one when nothing was sent). */
  private async commitTransaction(offsets: readonly TopicPartitionOffset[]): Promise<void> {
    const { producer, consumer } = this.options
    try {
      const group = consumer.groupMetadata()
      if (group === undefined) throw new NotInGroupError()
      if (!this.inTransaction) {
        this.inTransaction = true
        await producer.beginTransaction()
      }
      if (offsets.length > 0) await producer.sendOffsetsToTransaction(offsets, group)
      await producer.commitTransaction()
      this.inTransaction = false
      this.transactionStartedAt = undefined
    } catch (error) {
      await this.abortTransaction()
      throw error
    }
  }

  /** Aborts the open transaction, if any (its failure is not reported: the transaction is gone either way). */
  private async abortTransaction(): Promise<void> {
    if (!this.inTransaction) return
    this.inTransaction = false
    this.transactionStartedAt = undefined
    await this.options.producer.abortTransaction().catch(() => undefined)
  }

  /** Commits, then closes every task (standbys too). */
  async closeAll(): Promise<void> {
    await this.commit()
    for (const id of [...this.tasks.keys()]) await this.closeTask(id)
    await this.standbys.closeAll()
  }

  /** Closes every task without committing (after a failure), standbys too. */
  async closeDirty(): Promise<void> {
    await this.closeActiveDirty()
    await this.standbys.closeAll()
  }

  /**
   * Closes the active tasks without committing (their tasks migrated, or the thread failed): output and consumed
   * offsets not committed yet are dropped, transactional stores drop their uncommitted writes, and under
   * exactly-once the directory of a task with a non-transactional persistent store is wiped (it may hold writes
   * the aborted transaction never committed; the store is restored from its changelog).
   */
  async closeActiveDirty(): Promise<void> {
    this.sink.drain()
    await this.sending
    this.sendFailure = undefined
    await this.abortTransaction()
    this.acked.clear()
    this.consumed.clear()
    this.buffered.clear()
    this.full.clear()
    for (const [id, task] of [...this.tasks]) {
      const stores = [...task.allStores().values()]
      for (const store of stores) store.abort()
      await this.closeTask(id)
      const stateDir = this.options.settings.stateDir
      if (
        this.options.exactlyOnce &&
        stateDir !== undefined &&
        stores.some((s) => s.persistent && !s.transactional)
      )
        await rm(join(stateDir, id), { recursive: true, force: true })
    }
  }

  private changelogOffsets(
    task: StreamTask,
    acked: ReadonlyMap<string, number>,
  ): ReadonlyMap<string, readonly ChangelogOffset[]> {
    const out = new Map<string, readonly ChangelogOffset[]>()
    for (const name of task.allStores().keys()) {
      const topic = this.options.layout.changelogs.get(name)
      if (topic === undefined) continue
      const partition = this.partitions.get(task.taskId) ?? 0
      const k = key(topic, partition)
      const offset = acked.get(k) ?? this.consumed.get(k)?.offset
      if (offset !== undefined) out.set(name, [{ topic, partition, offset }])
    }
    return out
  }

  /** Builds a task of this thread and opens its stores. */
  private async openTask(id: TaskId): Promise<StreamTask> {
    const o = this.options
    const sub = o.layout.subtopologies.find((s) => s.id === id.subtopology)
    for (let attempt = 1; ; attempt++) {
      const task = new StreamTask({
        taskId: formatTaskId(id),
        partition: id.partition,
        topology: o.topology,
        nodeNames: sub?.nodes ?? [],
        settings: o.settings,
        appConfigs: o.appConfigs,
        port: this.sink,
        clock: o.clock,
        logger: o.logger,
      })
      try {
        await task.initialize()
        return task
      } catch (error) {
        await task.close()
        // another thread of this instance may still be closing the task it gave up in this rebalance
        if (!isStoreLocked(error) || attempt >= LOCK_ATTEMPTS) throw error
        await o.clock.sleep(o.pollMs)
      }
    }
  }

  /** Restores the stores of opened tasks to the end of their changelogs, every store partition together. */
  private restore(opened: readonly { readonly id: TaskId; readonly task: StreamTask }[]): Promise<number> {
    const o = this.options
    const stores = opened.flatMap(({ id, task }) =>
      [...task.allStores()].flatMap(([name, store]) => {
        const topic = o.layout.changelogs.get(name)
        if (topic === undefined) return []
        const changelog = { topic, partition: id.partition }
        return [
          {
            taskId: task.taskId,
            storeName: name,
            store,
            changelog,
            read: restoreRecordReader(o.topology, name),
          },
        ]
      }),
    )
    if (stores.length === 0) return Promise.resolve(0)
    return restoreStores(
      {
        admin: o.admin,
        consumer: o.restoreConsumer,
        pollMs: o.pollMs,
        isolationLevel: o.exactlyOnce ? 'read_committed' : 'read_uncommitted',
        logger: o.logger,
        progress: o.progress,
      },
      stores,
    )
  }

  /** Runs a restored task: routes its input partitions to it. */
  private async runTask(id: TaskId, task: StreamTask): Promise<void> {
    this.tasks.set(task.taskId, task)
    this.partitions.set(task.taskId, id.partition)
    for (const topic of this.inputTopics(id)) this.byPartition.set(key(topic, id.partition), task)
    if (task.allStores().size > 0) await this.seedPositions(task, id)
  }

  /** The physical input topics of a task that have its partition. */
  private inputTopics(id: TaskId): readonly string[] {
    const o = this.options
    const sub = o.layout.subtopologies.find((s) => s.id === id.subtopology)
    return (sub?.sourceTopics ?? []).filter((t) => (o.layout.partitions.get(t) ?? 0) > id.partition)
  }

  /** The group's committed offsets of a task's input partitions. */
  private committedInputs(id: TaskId): Promise<TopicPartitionOffset[]> {
    const partitions = this.inputTopics(id).map((topic) => ({ topic, partition: id.partition }))
    return this.options.consumer.committed(partitions)
  }

  /**
   * A restored task's stores hold its input up to the group's committed offsets, so its IQv2 positions start
   * there (otherwise with its first record).
   */
  private async seedPositions(task: StreamTask, id: TaskId): Promise<void> {
    try {
      for (const c of await this.committedInputs(id))
        task.positions.restoredTo(c.topic, c.partition, c.offset)
    } catch (error) {
      this.options.logger.warn(
        `Task ${task.taskId}: its committed offsets could not be read (${String(error)}); its store positions ` +
          `start with its first record.`,
      )
    }
  }

  private async closeTask(id: string): Promise<void> {
    const task = this.tasks.get(id)
    if (task === undefined) return
    this.tasks.delete(id)
    this.partitions.delete(id)
    for (const [k, t] of this.byPartition) if (t === task) this.byPartition.delete(k)
    await task.close()
  }
}
