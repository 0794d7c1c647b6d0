import type { TopicPartition, TopicPartitionOffset } from '../../kafka/ports.js'
import type { PositionTracker } from '../../query/PositionTracker.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import { committedChangelogOffset } from './committedChangelogOffset.js'
import type { StoreRestore } from './restoreStores.js'
import type { TaskStateManager } from './TaskStateManager.js'

/** Committed input offsets of the active task, reached once every changelog got to its end read after them. */
interface PendingPosition {
  readonly committed: readonly TopicPartitionOffset[]
  /** By store name. */
  readonly ends: ReadonlyMap<string, number>
}

/**
 * A standby task (Kafka Streams' `StandbyTask`): a warm copy of another instance's task, made of its
 * {@link TaskStateManager} only. It runs no processors: its stores take the changelog records a standby updater
 * applies, and its IQv2 positions move to the active task's committed input offsets once its changelogs reached
 * the ends read after them. It is built over an open state manager that no task owns (so its stores write no
 * changelog); promotion hands that state, open and warm, to a new `StreamTask`.
 * @example
 * const standby = new StandbyTask(openedState, [{ topic: 'app-counts-repartition', partition: 1 }])
 * await standby.apply(entry, records, nextOffset)
 * const active = new StreamTask({ ...options, stateManager: standby.stateManager })
 * @category Running
 * @since 0.1.0
 */
export class StandbyTask {
  readonly taskId: string
  /** The input offsets the stores hold (IQv2 positions), kept by the state manager. */
  readonly positions: PositionTracker
  private pending: PendingPosition | undefined

  /** `inputPartitions`: the partitions the active task reads (its metadata, and where its commits are read). */
  constructor(
    readonly stateManager: TaskStateManager,
    readonly inputPartitions: readonly TopicPartition[],
  ) {
    this.taskId = stateManager.taskId
    this.positions = stateManager.positions
  }

  /** The topics the active task reads. */
  sourceTopics(): readonly string[] {
    return this.inputPartitions.map((tp) => tp.topic)
  }

  /** A store of this task by name. */
  getStore(name: string): StateStore | undefined {
    return this.stateManager.getStore(name)
  }

  /** Every store of this task, in the order they were added. */
  allStores(): ReadonlyMap<string, StateStore> {
    return this.stateManager.allStores()
  }

  /** Writes changelog records of one of its stores with the next changelog offset, in one batch. */
  apply(entry: StoreRestore, records: readonly RestoreRecord[], nextOffset: number): Promise<void> {
    return this.stateManager.apply(entry, records, nextOffset)
  }

  /** Whether it waits for its changelogs to reach a position looked up earlier. */
  get awaitingPosition(): boolean {
    return this.pending !== undefined
  }

  /** Remembers the active task's committed input offsets, to reach once the changelogs got to `ends`. */
  awaitPosition(committed: readonly TopicPartitionOffset[], ends: ReadonlyMap<string, number>): void {
    this.pending = { committed, ends }
  }

  /** Moves the positions to the awaited committed offsets if every changelog got to its end. */
  maybeReachPosition(): void {
    const pending = this.pending
    if (pending === undefined) return
    const reached = this.stateManager
      .changelogged()
      .every(
        (e) => (committedChangelogOffset(e.store, e.changelog) ?? 0) >= (pending.ends.get(e.storeName) ?? 0),
      )
    if (!reached) return
    for (const c of pending.committed) this.positions.restoredTo(c.topic, c.partition, c.offset)
    this.pending = undefined
  }

  /** Closes the stores. */
  close(): Promise<void> {
    return this.stateManager.close()
  }
}
