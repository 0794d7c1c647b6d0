import type { AdminPort, AssignedConsumerPort, GroupConsumerPort, TopicPartition } from '../../kafka/ports.js'
import type { Clock } from '../../core/clock.js'
import type { Topology } from '../../topology/Topology.js'
import type { TaskId } from '../../core/TaskId.js'
import type { SinkPort } from '../processing/SinkPort.js'
import type { TopicLayout } from '../topics/TopicLayout.js'
import type { LocalTask } from './LocalTask.js'
import type { PartitionRouting } from './PartitionRouting.js'
import { restoreStores, type RestoreContext } from './restoreStores.js'
import { StandbyTask } from './StandbyTask.js'
import { StandbyUpdater } from './StandbyUpdater.js'
import { StreamTask } from './StreamTask.js'
import type { TaskSettings } from './TaskConfig.js'
import { taskKey, taskKeyOf, type TaskKey } from '../../core/TaskKey.js'
import type { TaskLogger } from './TaskLogger.js'
import { TaskStateManager, type TaskStateManagerOptions } from './TaskStateManager.js'

/**
 * What a task manager works with: the topology and its topics, the task settings, the thread's clients, where
 * the tasks' records go and how the active tasks are committed.
 * @category Running
 * @since 0.1.0
 */
export interface TaskManagerOptions {
  /** The owning thread's name, the `thread-id` tag of its tasks' and stores' metrics. */
  readonly threadId?: string
  readonly topology: Topology
  readonly layout: TopicLayout
  readonly settings: TaskSettings
  readonly appConfigs: Readonly<Record<string, unknown>>
  readonly clock: Clock
  readonly logger: TaskLogger
  /** Where the active tasks' output and changelog records go (the producer's sink). */
  readonly sink: SinkPort
  /** Routes the input partitions of the active tasks to them. */
  readonly routing: PartitionRouting
  /** Commits the active tasks (before some of them close). */
  readonly commit: () => Promise<void>
  readonly consumer: GroupConsumerPort
  /** Reads the changelogs of standby tasks. */
  readonly standbyConsumer: AssignedConsumerPort
  readonly admin: AdminPort
  readonly pollMs: number
  /** `commit.interval.ms`: how often standby tasks look up how far their input is committed (at least 1 s apart). */
  readonly commitIntervalMs?: number
  /** `exactly_once_v2`: a dirty close may wipe a task's state directory, standbys read committed data only. */
  readonly exactlyOnce: boolean
  /** The clients and settings the restores of new tasks share (`read_committed` under exactly-once). */
  readonly restore: RestoreContext
}

/**
 * The tasks of one stream thread and their assignment (Kafka Streams' `TaskManager`): creates a
 * {@link StreamTask} per assigned active task and restores its stores before it runs, a {@link StandbyTask} per
 * standby task (kept current by a {@link StandbyUpdater}), promotes a standby to active with its warm state,
 * closes the tasks that leave (after a commit) and looks tasks up by id. Tasks that stay assigned across a
 * rebalance are kept open with their stores.
 * @example
 * const tasks = new TaskManager(options)
 * await tasks.assign([taskId(0, 0)], [taskId(0, 1)])
 * tasks.localTask('0_0')
 * await tasks.closeAll()
 * @category Running
 * @since 0.1.0
 */
export class TaskManager {
  private readonly active = new Map<TaskKey, StreamTask>()
  private readonly standbys = new Map<TaskKey, StandbyTask>()
  private readonly updater: StandbyUpdater

  constructor(private readonly options: TaskManagerOptions) {
    this.updater = new StandbyUpdater({
      consumer: options.standbyConsumer,
      positions: {
        committed: (partitions) => options.consumer.committed(partitions),
        admin: options.admin,
        isolationLevel: options.exactlyOnce ? 'read_committed' : 'read_uncommitted',
        // once a commit interval, and at most once a second (two broker requests per standby task)
        intervalMs: Math.max(options.commitIntervalMs ?? 0, 1_000),
        clock: options.clock,
        warn: (text) => options.logger.warn(text),
      },
    })
  }

  /** Ids of the tasks running now, in task order. */
  activeTaskIds(): readonly TaskKey[] {
    return [...this.active.keys()]
  }

  /** Ids of the standby tasks held now. */
  standbyTaskIds(): readonly TaskKey[] {
    return [...this.standbys.keys()]
  }

  /** The tasks running now, in task order. */
  activeTasks(): Iterable<StreamTask> {
    return this.active.values()
  }

  /** The standby tasks held now. */
  standbyTasks(): Iterable<StandbyTask> {
    return this.standbys.values()
  }

  /** Sum of the changelog offsets the stores of a task (active or standby) committed: how fresh its state is. */
  offsetSum(id: string): number | undefined {
    return this.localTask(id)?.stateManager.offsetSum()
  }

  /** An active or standby task by id. */
  localTask(id: string): LocalTask | undefined {
    const key = taskKeyOf(id)
    return key === undefined ? undefined : (this.active.get(key) ?? this.standbys.get(key))
  }

  /**
   * Makes `assigned` the running tasks and `standby` the standby tasks: commits and closes the other active tasks,
   * promotes standbys to active tasks over their warm stores, creates the new tasks and restores their stores
   * before they process anything.
   */
  async assign(assigned: readonly TaskId[], standby: readonly TaskId[] = []): Promise<void> {
    const wanted = new Set(assigned.map(taskKey))
    const leaving = [...this.active.keys()].filter((key) => !wanted.has(key))
    if (leaving.length > 0) {
      await this.options.commit()
      for (const key of leaving) await this.closeTask(key)
    }
    const created: { readonly id: TaskId; readonly task: StreamTask }[] = []
    try {
      for (const id of assigned) {
        if (this.active.has(taskKey(id))) continue
        const state = (await this.takeStandby(taskKey(id))) ?? (await this.openState(id))
        created.push({ id, task: await this.startTask(id, state) })
      }
      await this.restore(created.map(({ task }) => task))
    } catch (error) {
      for (const { task } of created) await task.close()
      throw error
    }
    for (const { id, task } of created) await this.runTask(id, task)
    await this.assignStandbys(standby)
  }

  /** Applies the changelog records available now to the standby tasks' stores. */
  updateStandbys(): Promise<void> {
    return this.updater.update()
  }

  /** Commits, then closes every task (standbys too). */
  async closeAll(): Promise<void> {
    await this.options.commit()
    for (const key of [...this.active.keys()]) await this.closeTask(key)
    await this.closeStandbys()
  }

  /** Closes every task without committing (after a failure), standbys too. */
  async closeDirty(): Promise<void> {
    await this.closeActiveDirty()
    await this.closeStandbys()
  }

  /**
   * Closes the active tasks without committing (their tasks migrated, or the thread failed): what they processed
   * since the last commit is dropped (see {@link StreamTask.closeDirty}).
   */
  async closeActiveDirty(): Promise<void> {
    for (const [key, task] of [...this.active]) {
      this.forget(key, task)
      await task.closeDirty(this.options.exactlyOnce)
    }
  }

  private async assignStandbys(ids: readonly TaskId[]): Promise<void> {
    const wanted = new Set(ids.map(taskKey))
    for (const [key, task] of [...this.standbys]) {
      if (wanted.has(key)) continue
      this.standbys.delete(key)
      await task.close()
    }
    for (const id of ids) {
      if (this.standbys.has(taskKey(id))) continue
      const standby = new StandbyTask(await this.openState(id), this.inputPartitions(id))
      this.standbys.set(taskKey(id), standby)
    }
    await this.updater.follow(this.standbys.values())
  }

  /** Removes a standby task, to hand its open state to an active task. */
  private async takeStandby(key: TaskKey): Promise<TaskStateManager | undefined> {
    const standby = this.standbys.get(key)
    if (standby === undefined) return undefined
    this.standbys.delete(key)
    await this.updater.follow(this.standbys.values())
    return standby.stateManager
  }

  private async closeStandbys(): Promise<void> {
    for (const task of this.standbys.values()) await task.close()
    this.standbys.clear()
    await this.updater.follow([])
  }

  /** What a task's state is built from (its active task is built from the same, and more). */
  private stateOptions(id: TaskId): TaskStateManagerOptions {
    const o = this.options
    return {
      taskId: taskKey(id),
      partition: id.partition,
      ...(o.threadId === undefined ? {} : { threadId: o.threadId }),
      topology: o.topology,
      nodeNames: this.subtopology(id)?.nodes ?? [],
      settings: o.settings,
      clock: o.clock,
      changelogs: o.layout.changelogs,
    }
  }

  /** Builds a task's state and opens its stores. */
  private openState(id: TaskId): Promise<TaskStateManager> {
    return TaskStateManager.open(this.stateOptions(id), this.options.pollMs)
  }

  /** Builds the active task over an open state and initializes its processors. */
  private async startTask(id: TaskId, state: TaskStateManager): Promise<StreamTask> {
    const o = this.options
    let task: StreamTask | undefined
    try {
      task = new StreamTask({
        ...this.stateOptions(id),
        appConfigs: o.appConfigs,
        port: o.sink,
        logger: o.logger,
        stateManager: state,
      })
      await task.initialize()
      return task
    } catch (error) {
      await (task?.close() ?? state.close())
      throw error
    }
  }

  /** Restores the stores of new tasks to the end of their changelogs, every store partition together. */
  private async restore(tasks: readonly StreamTask[]): Promise<void> {
    const stores = tasks.flatMap((task) => task.stateManager.changelogged())
    if (stores.length > 0) await restoreStores(this.options.restore, stores)
  }

  /** Runs a restored task: routes its input partitions to it. */
  private async runTask(id: TaskId, task: StreamTask): Promise<void> {
    this.active.set(taskKey(id), task)
    const partitions = this.inputPartitions(id)
    this.options.routing.route(task, partitions)
    if (task.allStores().size > 0) await this.seedPositions(task, partitions)
  }

  private subtopology(id: TaskId): TopicLayout['subtopologies'][number] | undefined {
    return this.options.layout.subtopologies.find((s) => s.id === id.subtopology)
  }

  /** The input partitions of a task: its partition of each physical input topic that has it. */
  private inputPartitions(id: TaskId): readonly TopicPartition[] {
    const { partitions } = this.options.layout
    return (this.subtopology(id)?.sourceTopics ?? [])
      .filter((topic) => (partitions.get(topic) ?? 0) > id.partition)
      .map((topic) => ({ topic, partition: id.partition }))
  }

  /**
   * A restored task's stores hold its input up to the group's committed offsets, so its IQv2 positions start
   * there (otherwise with its first record).
   */
  private async seedPositions(task: StreamTask, partitions: readonly TopicPartition[]): Promise<void> {
    try {
      for (const c of await this.options.consumer.committed(partitions))
        task.positions.restoredTo(c.topic, c.partition, c.offset)
    } catch (error) {
      this.options.logger.warn(
        `Task ${task.taskId}: its committed offsets could not be read (${String(error)}); its store positions ` +
          `start with its first record.`,
      )
    }
  }

  private async closeTask(key: TaskKey): Promise<void> {
    const task = this.active.get(key)
    if (task === undefined) return
    this.forget(key, task)
    await task.close()
  }

  private forget(key: TaskKey, task: StreamTask): void {
    this.active.delete(key)
    this.options.routing.unroute(task)
  }
}
