import { Position } from './Position.js'

/**
 * The input offsets a task has applied to its stores, kept for IQv2 positions: `advance` on every record the task
 * processes (the hot path: no validation, no allocation once a topic-partition is known), `restoredTo` when a
 * restored or standby task's state is known to hold the input before the group's committed offsets, `seed` when a
 * task reads its first record of a partition (its state already holds every record before), and a snapshot at
 * each commit for read-committed queries. Kafka Streams advances a store's position only when a record writes
 * to it; here every store of the task shares the task's position, so a record that leaves a store untouched
 * (filtered out, or written only to another store) does not make the store look behind a bound.
 * @example
 * const tracker = new PositionTracker()
 * tracker.advance('words', 0, 41)
 * tracker.position().offset('words', 0) // 41
 * tracker.committed().isEmpty() // true until markCommitted()
 * @category Interactive queries
 * @since 0.1.0
 */
export class PositionTracker {
  private readonly offsets = new Map<string, Map<number, number>>()
  private committedSnapshot: Position = Position.emptyPosition()

  /** Records that the record at `offset` of `topic`/`partition` was processed. */
  advance(topic: string, partition: number, offset: number): void {
    let partitions = this.offsets.get(topic)
    if (partitions === undefined) this.offsets.set(topic, (partitions = new Map<number, number>()))
    const held = partitions.get(partition)
    if (held === undefined || held < offset) partitions.set(partition, offset)
  }

  /**
   * Records that a partition's state was restored up to (not including) `nextOffset`, the first offset the task
   * reads: both the latest and the committed position start just before it. Only the first call for a partition
   * counts (later records of a batch not processed yet must not move it).
   */
  seed(topic: string, partition: number, nextOffset: number): void {
    if (this.knows(topic, partition)) return
    // -1 (nothing before offset 0) marks the partition as started without giving it a position
    this.advance(topic, partition, nextOffset - 1)
    this.restoredTo(topic, partition, nextOffset)
  }

  /**
   * Records that the task's committed state holds every record of `topic`/`partition` before `nextOffset` (a
   * restored or standby task): both positions move up to just before it, never down.
   */
  restoredTo(topic: string, partition: number, nextOffset: number): void {
    if (nextOffset <= 0) return
    this.advance(topic, partition, nextOffset - 1)
    this.committedSnapshot.withComponent(topic, partition, nextOffset - 1)
  }

  /** Whether `topic`/`partition` was seeded or processed. */
  knows(topic: string, partition: number): boolean {
    return this.offsets.get(topic)?.has(partition) === true
  }

  /** Everything processed, including writes not committed yet (a new {@link Position}). */
  position(): Position {
    const p = Position.emptyPosition()
    for (const [topic, partitions] of this.offsets)
      for (const [partition, offset] of partitions) if (offset >= 0) p.withComponent(topic, partition, offset)
    return p
  }

  /** The position as of the last successful commit (a copy). */
  committed(): Position {
    return this.committedSnapshot.copy()
  }

  /** Makes `snapshot` (taken before the commit started) the committed position. */
  markCommitted(snapshot: Position): void {
    this.committedSnapshot = this.committedSnapshot.merge(snapshot)
  }
}
