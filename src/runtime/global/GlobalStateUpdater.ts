import type { Clock } from '../../core/clock.js'
import type {
  AssignedConsumerPort,
  ConsumerRecord,
  ConsumerIsolationLevel,
  KafkaClientSupplier,
  TopicPartition,
} from '../../kafka/ports.js'
import { Position } from '../../query/Position.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { StateStore } from '../../state/StateStore.js'
import type { Topology } from '../../topology/Topology.js'
import { committedChangelogOffset } from '../task/committedChangelogOffset.js'
import { StreamTask } from '../task/StreamTask.js'
import type { TaskSettings } from '../task/TaskConfig.js'
import type { TaskLogger } from '../task/TaskLogger.js'
import type { RestoreProgress } from '../task/RestoreProgress.js'
import { settingsOption, type ClientRoleSettings } from '../config/clientPrefixes.js'

/**
 * What the global state updater works with.
 * @category Running
 * @since 0.1.0
 */
export interface GlobalStateOptions {
  readonly topology: Topology
  readonly settings: TaskSettings
  readonly appConfigs: Readonly<Record<string, unknown>>
  readonly supplier: KafkaClientSupplier
  readonly clientId: string
  /** The global consumer's and admin's pass-through settings; none when absent. */
  readonly clients?: Pick<ClientRoleSettings, 'globalConsumer' | 'admin'>
  /** `read_committed` under exactly-once. */
  readonly isolationLevel: ConsumerIsolationLevel
  readonly pollMs: number
  readonly commitIntervalMs: number
  readonly clock: Clock
  readonly logger: TaskLogger
  readonly progress: (p: RestoreProgress) => void
  /** Called once when following the global topics fails; the client then stops. */
  readonly failed: (error: unknown) => void
}

/** The task id of the global stores (their directory under the application's state directory). */
export const GLOBAL_TASK_ID = 'global'

/** Empty polls in a row after which a bootstrap stops short of the end offsets (e.g. trailing markers). */
const MAX_EMPTY_POLLS = 20

const key = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/**
 * Kafka Streams' global stream thread: keeps every global store of the client, fed from ALL partitions of its
 * topic. `start` opens the stores and brings them up to the end offsets listed then (from the offsets the stores
 * committed, so a restart reads only what it missed), reporting progress; the stream threads start after it, so
 * every task sees complete global tables. Then it follows the topics in a loop of its own, committing the stores
 * with their topic offsets every `commit.interval.ms`. Records go through the global processors (a global table's
 * source processor writes the store), keyless records are dropped by them as by Kafka Streams.
 * @example
 * const updater = new GlobalStateUpdater(options)
 * await updater.start()
 * const stores = updater.stores()
 * await updater.close()
 * @category Running
 * @since 0.1.0
 */
export class GlobalStateUpdater {
  private readonly task: StreamTask
  private readonly consumer: AssignedConsumerPort
  /** Next offset to read, by topic-partition. */
  private readonly positions = new Map<string, ChangelogOffset>()
  private running = false
  private loop: Promise<void> = Promise.resolve()
  private lastCommit = 0

  constructor(private readonly options: GlobalStateOptions) {
    const { topology } = options
    this.task = new StreamTask({
      taskId: GLOBAL_TASK_ID,
      partition: 0,
      topology,
      nodeNames: topology.globalStores.flatMap((g) => [g.sourceName, g.processorName]),
      settings: options.settings,
      appConfigs: options.appConfigs,
      // a global sub-topology ends at its processor: the builder gives it no sinks
      port: { send: () => undefined },
      clock: options.clock,
      logger: options.logger,
    })
    this.consumer = options.supplier.assignedConsumer({
      clientId: `${options.clientId}-global-consumer`,
      isolationLevel: options.isolationLevel,
      ...settingsOption(options.clients?.globalConsumer ?? {}),
    })
  }

  /** Whether the topology has global stores (else there is nothing to run). */
  static needed(topology: Topology): boolean {
    return topology.globalStores.length > 0
  }

  /** The global stores by name, for the tasks' processors. */
  stores(): ReadonlyMap<string, StateStore> {
    return this.task.allStores()
  }

  /** How far the global stores have read their topics (the next offset of each partition), for IQv2. */
  position(): Position {
    const position = Position.emptyPosition()
    for (const p of this.positions.values())
      if (p.offset > 0) position.withComponent(p.topic, p.partition, p.offset - 1)
    return position
  }

  /** Opens the stores, brings them up to the current end of their topics, then follows the topics. */
  async start(): Promise<void> {
    await this.task.initialize()
    await this.consumer.connect()
    const ends = await this.bootstrapFrom()
    await this.bootstrap(ends)
    this.running = true
    this.lastCommit = this.options.clock.now()
    this.loop = this.follow()
  }

  /** Stops following, commits the stores and closes them. */
  async close(): Promise<void> {
    this.running = false
    await this.loop
    try {
      if (this.positions.size > 0) await this.commit()
    } finally {
      await this.task.close()
      await this.consumer.disconnect()
    }
  }

  /** Assigns every partition of the global topics, each from the offset its store committed; returns the ends. */
  private async bootstrapFrom(): Promise<Map<string, { tp: ChangelogOffset; store: string; end: number }>> {
    const { topology, supplier, clientId, isolationLevel } = this.options
    const admin = supplier.admin({
      clientId: `${clientId}-global-admin`,
      ...settingsOption(this.options.clients?.admin ?? {}),
    })
    const ends = new Map<string, { tp: ChangelogOffset; store: string; end: number }>()
    await admin.connect()
    try {
      for (const g of topology.globalStores) {
        const store = this.task.getStore(g.storeName)
        for (const o of await admin.listOffsets(g.topic, isolationLevel)) {
          const stored =
            store === undefined
              ? undefined
              : committedChangelogOffset(store, { topic: g.topic, partition: o.partition })
          const tp = {
            topic: g.topic,
            partition: o.partition,
            offset: Math.max(stored ?? o.earliest, o.earliest),
          }
          this.positions.set(key(tp), tp)
          ends.set(key(tp), { tp, store: g.storeName, end: o.latest })
        }
      }
    } finally {
      await admin.disconnect()
    }
    await this.consumer.assign(
      [...this.positions.values()].map(({ topic, partition }) => ({ topic, partition })),
    )
    for (const tp of this.positions.values()) this.consumer.seek(tp)
    return ends
  }

  private async bootstrap(
    ends: Map<string, { tp: ChangelogOffset; store: string; end: number }>,
  ): Promise<void> {
    const report = (tag: RestoreProgress['_tag'], e: { tp: ChangelogOffset; store: string; end: number }) => {
      const position = this.positions.get(key(e.tp))?.offset ?? e.tp.offset
      this.options.progress({
        _tag: tag,
        taskId: GLOBAL_TASK_ID,
        store: e.store,
        topic: e.tp.topic,
        partition: e.tp.partition,
        restored: Math.min(position, e.end) - e.tp.offset,
        total: Math.max(0, e.end - e.tp.offset),
      })
    }
    for (const e of ends.values()) report('RestoreStarted', e)
    const behind = (): boolean =>
      [...ends.values()].some((e) => (this.positions.get(key(e.tp))?.offset ?? 0) < e.end)
    let empty = 0
    while (behind() && empty < MAX_EMPTY_POLLS) {
      const records = await this.consumer.poll(this.options.pollMs)
      empty = records.length === 0 ? empty + 1 : 0
      this.apply(records)
      for (const e of ends.values()) {
        const tp = this.positions.get(key(e.tp))
        const position = this.consumer.position(e.tp)
        // past trailing transaction markers: the consumer's position is the next offset to read
        if (tp !== undefined && position !== undefined && position > tp.offset && position <= e.end)
          this.positions.set(key(e.tp), { ...tp, offset: position })
      }
      if (records.length > 0) {
        await this.commit()
        for (const e of ends.values()) report('RestoreBatch', e)
      }
    }
    for (const e of ends.values()) {
      const position = this.positions.get(key(e.tp))?.offset ?? 0
      if (position < e.end) {
        this.options.logger.warn(
          `Bootstrap of global store ${e.store} stopped at offset ${position} of ${e.tp.topic}-${e.tp.partition}, ` +
            `before the end offset ${e.end}: no more records came.`,
        )
      }
      report('RestoreEnded', e)
    }
    await this.commit()
  }

  /** Runs the records through the global processors (synchronously) and advances the positions. */
  private apply(records: readonly ConsumerRecord[]): void {
    for (const r of records) {
      this.task.addRecord(r)
      this.positions.set(key(r), { topic: r.topic, partition: r.partition, offset: r.offset + 1 })
    }
    while (this.task.process()) {
      // process everything queued
    }
  }

  private async follow(): Promise<void> {
    try {
      while (this.running) {
        this.apply(await this.consumer.poll(this.options.pollMs))
        if (this.options.clock.now() - this.lastCommit >= this.options.commitIntervalMs) await this.commit()
      }
    } catch (error) {
      this.running = false
      this.options.failed(error)
    }
  }

  /** Commits every global store with the offsets of its topic read so far. */
  private async commit(): Promise<void> {
    this.lastCommit = this.options.clock.now()
    const byStore = new Map<string, ChangelogOffset[]>()
    for (const g of this.options.topology.globalStores) {
      byStore.set(
        g.storeName,
        [...this.positions.values()].filter((p) => p.topic === g.topic),
      )
    }
    await this.task.commit(byStore)
  }
}
