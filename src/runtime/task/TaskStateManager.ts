import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Clock } from '../../core/clock.js'
import type { TopicPartition } from '../../kafka/ports.js'
import { PositionTracker } from '../../query/PositionTracker.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type {
  ChangelogCollector,
  ChangelogRecord,
  ChangelogWrites,
} from '../../state/logging/ChangelogCollector.js'
import type { RecordContextSlot, StoreRecordContext } from '../../state/RecordContextSlot.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import { punctuationContext } from '../processing/RecordContext.js'
import type { StateStore } from '../../state/StateStore.js'
import type { Topology } from '../../topology/Topology.js'
import { internalTopicName } from '../../topology/InternalTopic.js'
import { committedChangelogOffset } from './committedChangelogOffset.js'
import { isStoreLocked } from './isStoreLocked.js'
import type { LagInfo } from './LagInfo.js'
import { restoreRecordReader } from './restoreRecordReader.js'
import type { StoreRestore } from './restoreStores.js'
import { storeFromSpec } from './storeFromSpec.js'
import { StoreAccessError } from '../../errors/TaskError.js'
import type { TaskSettings } from './TaskConfig.js'
import type { Metric } from '../metrics/Metric.js'
import { StoreSensorRegistry } from '../metrics/StoreSensorRegistry.js'

/** The record context while no task owns the stores. */
const NO_RECORD = punctuationContext(-1)

/** How many times a task whose store directory is locked is opened again. */
const LOCK_ATTEMPTS = 50

/**
 * What the state of one task is built from.
 * @category Running
 * @since 0.1.0
 */
export interface TaskStateManagerOptions {
  readonly taskId: string
  readonly partition: number
  /** The name of the thread owning the task, the store metrics' `thread-id` tag; `main` unless given. */
  readonly threadId?: string
  readonly topology: Topology
  /** The nodes of the task: their stores are its stores, in the order the nodes name them. */
  readonly nodeNames: readonly string[]
  readonly settings: TaskSettings
  readonly clock: Clock
  /**
   * The physical changelog topic of each store (the topic layout's). Stores with one are restored, replicated to
   * standbys and report lag; without the map (the test driver, the global task) no store has one.
   */
  readonly changelogs?: ReadonlyMap<string, string>
}

/**
 * What the task running over the stores lends them: where their changelog records go and the context of the
 * record being processed. A standby lends nothing: it only restores.
 * @category Running
 * @since 0.1.0
 */
export interface StoreOwner {
  readonly collector: ChangelogCollector
  readonly recordContext: RecordContextSlot
}

/**
 * How far one store partition is behind the end of its changelog.
 * @category Running
 * @since 0.1.0
 */
export interface StoreLag {
  readonly storeName: string
  readonly partition: number
  readonly lag: LagInfo
}

/**
 * The state of one task (Kafka Streams' `ProcessorStateManager`): builds and opens its stores, knows their
 * changelog partitions and the changelog offsets they committed (the offset sum the assignor weighs, what a
 * restore or a standby replays, the lag), commits them with the changelog offsets the producer acknowledged, and
 * closes them, clean or dirty. The same state manager moves from a standby task to the active task that takes
 * over, with its stores open and warm; the stores write their changelog through whichever task owns them now.
 * @example
 * const state = new TaskStateManager({ taskId: '1_0', partition: 0, topology, nodeNames, settings, clock, changelogs })
 * await state.initialize()
 * state.attach({ collector, recordContext: task })
 * await state.commit(state.changelogOffsets((tp) => acked.get(tp)))
 * @category Running
 * @since 0.1.0
 */
export class TaskStateManager implements ChangelogCollector, RecordContextSlot {
  readonly taskId: string
  readonly partition: number
  /** The input offsets processed into the stores (IQv2 positions); they move with the stores. */
  readonly positions = new PositionTracker()
  private readonly stores = new Map<string, StateStore>()
  /** The stores each processor node is connected to. */
  private readonly storesOf = new Map<string, ReadonlySet<string>>()
  private readonly globalStores: ReadonlySet<string>
  private readonly logged: readonly StoreRestore[]
  private owner: StoreOwner | undefined
  private state: 'created' | 'open' | 'closed' = 'created'
  /** The stores' sensors (`stream-state-metrics`), handed to them at init. */
  private readonly sensors: StoreSensorRegistry

  /**
   * Builds a task's state and opens its stores, again (`pollMs` apart) while their directory is locked: another
   * thread of this instance may still be closing the task it gave up in this rebalance.
   */
  static async open(options: TaskStateManagerOptions, pollMs: number): Promise<TaskStateManager> {
    for (let attempt = 1; ; attempt++) {
      const state = new TaskStateManager(options)
      try {
        await state.initialize()
        return state
      } catch (error) {
        await state.close()
        if (!isStoreLocked(error) || attempt >= LOCK_ATTEMPTS) throw error
        await options.clock.sleep(pollMs)
      }
    }
  }

  constructor(private readonly options: TaskStateManagerOptions) {
    const { topology, settings } = options
    this.taskId = options.taskId
    this.partition = options.partition
    this.sensors = new StoreSensorRegistry(options.threadId ?? 'main', this.taskId, settings.metricsLevel)
    const wanted = new Set(options.nodeNames)
    const defaults = { key: settings.defaultKeySerde, value: settings.defaultValueSerde }
    for (const n of topology.nodes) {
      if (n._tag !== 'Processor' || !wanted.has(n.name)) continue
      this.storesOf.set(n.name, new Set(n.stores))
      for (const name of n.stores) {
        const spec = topology.stores.get(name)
        if (spec !== undefined && !this.stores.has(name))
          this.stores.set(name, storeFromSpec(spec, defaults, settings.storeConfig))
      }
    }
    this.globalStores = new Set(topology.globalStores.map((g) => g.storeName))
    this.logged = [...this.stores].flatMap(([storeName, store]) => {
      const topic = options.changelogs?.get(storeName)
      if (topic === undefined) return []
      const changelog = { topic, partition: this.partition }
      return [
        { taskId: this.taskId, storeName, store, changelog, read: restoreRecordReader(topology, storeName) },
      ]
    })
  }

  /** Whether the stores were opened (and not closed since). */
  get isOpen(): boolean {
    return this.state === 'open'
  }

  /** Opens the stores (once; a promoted standby's stores are open already). */
  async initialize(): Promise<void> {
    if (this.state !== 'created') return
    const { topology, settings, clock } = this.options
    for (const [name, store] of this.stores) {
      const changelog = topology.changelogTopicOf(name)
      const logged = topology.stores.get(name)?.logging.enabled === true
      await store.init({
        taskId: this.taskId,
        partition: this.partition,
        ...(settings.stateDir === undefined ? {} : { stateDir: settings.stateDir }),
        collector: this,
        ...(logged && changelog !== undefined
          ? { changelogTopic: internalTopicName(settings.applicationId, changelog) }
          : {}),
        serdeTopic: topology.serdeTopicOf(name, settings.applicationId),
        recordTimestamp: () => this.current().timestamp,
        recordContext: this,
        clock,
        sensors: this.sensors,
      })
    }
    this.state = 'open'
  }

  /** The values of the stores' sensors at time `now` (none below DEBUG). */
  storeMetrics(now: number): Metric[] {
    return this.sensors.metrics(now)
  }

  /** Lends the stores to the task that runs over them now (undefined: to none). */
  attach(owner: StoreOwner | undefined): void {
    this.owner = owner
  }

  // RecordContextSlot: the owner's; without an owner (a standby restoring) no record is being processed

  current(): StoreRecordContext {
    return this.owner?.recordContext.current() ?? NO_RECORD
  }

  swap(context: StoreRecordContext): StoreRecordContext {
    return this.owner?.recordContext.swap(context) ?? NO_RECORD
  }

  // ChangelogCollector: the stores write through the owner's collector; without an owner nothing is written

  send(record: ChangelogRecord): void {
    this.owner?.collector.send(record)
  }

  sendAll(topic: string, partition: number, writes: ChangelogWrites, timestamp: number): void {
    this.owner?.collector.sendAll(topic, partition, writes, timestamp)
  }

  /** A store by name. */
  getStore(name: string): StateStore | undefined {
    return this.stores.get(name)
  }

  /**
   * The store `name` as processor `node` reaches it: one of the task's stores the node is connected to, or a global
   * store.
   * @throws StoreAccessError when the node is not connected to such a store
   */
  storeFor(node: string, name: string): StateStore {
    const global = this.globalStores.has(name)
    const store = this.stores.get(name)
    if (store !== undefined && (global || this.storesOf.get(node)?.has(name) === true)) return store
    const globalStore = global ? this.options.settings.globalStores?.get(name) : undefined
    if (globalStore !== undefined) return globalStore
    throw new StoreAccessError(
      `Processor ${node} has no access to state store ${name}: connect it (pass its name to process() or ` +
        `add it with the processor) or check the name.`,
      node,
      name,
    )
  }

  /** Every store, in the order they were added. */
  allStores(): ReadonlyMap<string, StateStore> {
    return this.stores
  }

  /** The stores with a changelog, each with its changelog partition: what a restore or a standby replays. */
  changelogged(): readonly StoreRestore[] {
    return this.logged
  }

  /** Sum of the changelog offsets the stores committed: how fresh this state is (the assignor's offset sum). */
  offsetSum(): number {
    let sum = 0
    for (const store of this.stores.values()) for (const o of store.committedOffsets()) sum += o.offset
    return sum
  }

  /** The committed changelog offsets, by store name, with `offsetOf` each changelog partition's new offset. */
  changelogOffsets(
    offsetOf: (changelog: TopicPartition) => number | undefined,
  ): ReadonlyMap<string, readonly ChangelogOffset[]> {
    const out = new Map<string, readonly ChangelogOffset[]>()
    for (const { storeName, changelog } of this.logged) {
      const offset = offsetOf(changelog)
      if (offset !== undefined) out.set(storeName, [{ ...changelog, offset }])
    }
    return out
  }

  /** Flushes every store (record caches forward what they hold), in the order the stores were added. */
  flush(): void {
    for (const store of this.stores.values()) store.flush()
  }

  /** Whether a store holds more uncommitted data than allowed. */
  get commitNeeded(): boolean {
    for (const store of this.stores.values()) {
      const s = store as Partial<{ commitNeeded(): boolean }>
      if (s.commitNeeded?.() === true) return true
    }
    return false
  }

  /**
   * Commits each store's transaction with its changelog offsets (by store name; none keeps the offsets the store
   * holds); the IQv2 positions processed so far become the committed ones.
   */
  async commit(changelogOffsets: ReadonlyMap<string, readonly ChangelogOffset[]> = new Map()): Promise<void> {
    const position = this.positions.position()
    for (const [name, store] of this.stores) await store.commit(changelogOffsets.get(name) ?? [])
    this.positions.markCommitted(position)
  }

  /** Writes changelog records into a store with the next changelog offset, in one batch (a standby's update). */
  apply(entry: StoreRestore, records: readonly RestoreRecord[], nextOffset: number): Promise<void> {
    return entry.store.restore(records, { ...entry.changelog, offset: nextOffset })
  }

  /** How far each store with a changelog is behind `endOf` its changelog partition. */
  lags(endOf: (changelog: TopicPartition) => number): readonly StoreLag[] {
    return this.logged.map(({ storeName, store, changelog }) => {
      const current = committedChangelogOffset(store, changelog) ?? 0
      const end = endOf(changelog)
      return {
        storeName,
        partition: changelog.partition,
        lag: {
          currentOffsetPosition: current,
          endOffsetPosition: end,
          offsetLag: Math.max(0, end - current),
        },
      }
    })
  }

  /** Drops the uncommitted writes of transactional stores and the record caches (a dirty close starts here). */
  abort(): void {
    for (const store of this.stores.values()) store.abort()
  }

  /** Closes the stores. */
  async close(): Promise<void> {
    if (this.state === 'closed') return
    this.state = 'closed'
    this.owner = undefined
    for (const store of this.stores.values()) await store.close()
  }

  /**
   * Closes the stores after {@link abort}. Under exactly-once a non-transactional persistent store may hold writes
   * of the aborted transaction, so the task's state directory is wiped: its stores restore from their changelogs.
   */
  async closeDirty(exactlyOnce: boolean): Promise<void> {
    await this.close()
    const stateDir = this.options.settings.stateDir
    const unsafe = [...this.stores.values()].some((s) => s.persistent && !s.transactional)
    if (exactlyOnce && stateDir !== undefined && unsafe)
      await rm(join(stateDir, this.taskId), { recursive: true, force: true })
  }
}
