/**
 * The bridge from kafkajs' push (`run({ eachBatch })`) to the port's pull (`poll`). Each fetched batch is offered
 * here and its `eachBatch` call waits until `poll` has taken every record (backpressure: at most one batch per
 * kafkajs worker is buffered), or until the batch is released because its partition was paused, sought or
 * revoked. The buffer also keeps each partition's position and pause state. As in Java's consumer, the position
 * moves past offsets a fetch filtered out (transaction markers, aborted records under read_committed), so a reader
 * of a transactional topic reaches its end offset.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import type { ConsumerRecord, TopicPartition } from '../ports.js'

const keyOf = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/** A batch waiting in the buffer. */
interface PendingBatch {
  readonly key: string
  readonly records: readonly ConsumerRecord[]
  /** The offset after the fetched batch (past any filtered records at its end), when known. */
  readonly end: number | undefined
  next: number
  lastTaken: number | undefined
  readonly settle: (lastTaken: number | undefined) => void
}

/** A batch handed to the buffer; `done` resolves with the offset of its last record taken, if any. */
export interface OfferedBatch {
  readonly done: Promise<number | undefined>
  /** True once taken or released, so its `eachBatch` may return. */
  isDone(): boolean
}

/** Buffered records between kafkajs' fetch loop and the port's `poll`. */
export class PollBuffer {
  private batches: PendingBatch[] = []
  private readonly paused = new Set<string>()
  private readonly positions = new Map<string, number>()
  private wakeUps: (() => void)[] = []

  constructor(private readonly clock: Clock) {}

  /**
   * Buffers a fetched batch. Records before the partition's position (already returned) are skipped; a batch of a
   * paused partition is released at once, so kafkajs fetches it again after `resume`. `end` is the offset after
   * the fetched batch: once its last record is taken, the position moves there (past trailing filtered records).
   */
  offer(partition: TopicPartition, records: readonly ConsumerRecord[], end?: number): OfferedBatch {
    const key = keyOf(partition)
    const position = this.positions.get(key)
    const fresh = position === undefined ? records : records.filter((r) => r.offset >= position)
    const skipped = records.length - fresh.length
    const lastSkipped = skipped > 0 ? records[skipped - 1]?.offset : undefined
    let settled = false
    let settle: (lastTaken: number | undefined) => void = () => undefined
    const done = new Promise<number | undefined>((resolve) => {
      settle = (lastTaken) => {
        settled = true
        resolve(lastTaken)
      }
    })
    const batch: PendingBatch = { key, records: fresh, end, next: 0, lastTaken: lastSkipped, settle }
    if (fresh.length === 0 || this.paused.has(key)) batch.settle(batch.lastTaken)
    else {
      this.batches.push(batch)
      this.wake()
    }
    return { done, isDone: () => settled }
  }

  /**
   * Takes up to `max` records of unpaused partitions, shared fairly among their batches (each takes its share in
   * offset order, the oldest batch first), so that a partition with a small batch, such as a repartition topic, is
   * not starved behind the large batches of busier partitions: the task's partition group then chooses among them
   * by timestamp, as Java's does.
   */
  take(max: number): ConsumerRecord[] {
    const out: ConsumerRecord[] = []
    for (;;) {
      const open = this.batches.filter((b) => !this.paused.has(b.key) && b.next < b.records.length)
      const room = max - out.length
      if (open.length === 0 || room <= 0) break
      const share = Math.ceil(room / open.length)
      for (const batch of open) this.takeFrom(batch, Math.min(share, max - out.length), out)
    }
    this.batches = this.batches.filter((b) => b.next < b.records.length)
    return out
  }

  /** Moves up to `count` records of `batch` to `out`; settles the batch once its last record is taken. */
  private takeFrom(batch: PendingBatch, count: number, out: ConsumerRecord[]): void {
    const until = Math.min(batch.records.length, batch.next + count)
    if (until <= batch.next) return
    for (let i = batch.next; i < until; i++) out.push(batch.records[i] as ConsumerRecord)
    batch.next = until
    batch.lastTaken = (batch.records[until - 1] as ConsumerRecord).offset
    this.positions.set(batch.key, batch.lastTaken + 1)
    if (batch.next < batch.records.length) return
    if (batch.end !== undefined && batch.end > batch.lastTaken + 1) this.positions.set(batch.key, batch.end)
    batch.settle(batch.lastTaken)
  }

  /** True when `take` would return something. */
  hasRecords(): boolean {
    return this.batches.some((b) => !this.paused.has(b.key))
  }

  /** Resolves when records arrive, {@link wake} is called, or `ms` pass, whichever comes first. */
  waitForRecords(ms: number): Promise<void> {
    if (this.hasRecords()) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = this.clock.setTimeout(() => {
        this.wakeUps = this.wakeUps.filter((w) => w !== done)
        resolve()
      }, ms)
      const done = (): void => {
        timer.cancel()
        resolve()
      }
      this.wakeUps.push(done)
    })
  }

  /** Resolves when the batch is done or after `ms`; true when done. */
  async waitForBatch(batch: OfferedBatch, ms: number): Promise<boolean> {
    if (batch.isDone()) return true
    let timer: { cancel(): void } | undefined
    const timeout = new Promise<void>((resolve) => (timer = this.clock.setTimeout(resolve, ms)))
    await Promise.race([batch.done, timeout])
    timer?.cancel()
    return batch.isDone()
  }

  /** Wakes every waiting `poll` (new records, a new assignment, a crash). */
  wake(): void {
    const wakeUps = this.wakeUps
    this.wakeUps = []
    for (const w of wakeUps) w()
  }

  /** Drops the buffered records of the matching partitions and lets their `eachBatch` calls return. */
  release(matches: (partition: TopicPartition) => boolean): void {
    const [dropped, kept] = partition(this.batches, (b) => matches(fromKey(b.key)))
    this.batches = kept
    for (const b of dropped) b.settle(b.lastTaken)
  }

  /** Releases everything. */
  releaseAll(): void {
    this.release(() => true)
  }

  pause(partitions: readonly TopicPartition[]): void {
    for (const p of partitions) this.paused.add(keyOf(p))
    const keys = new Set(partitions.map(keyOf))
    this.release((p) => keys.has(keyOf(p)))
  }

  resume(partitions: readonly TopicPartition[]): void {
    for (const p of partitions) this.paused.delete(keyOf(p))
  }

  /** The paused partitions among `partitions`. */
  pausedAmong(partitions: readonly TopicPartition[]): TopicPartition[] {
    return partitions.filter((p) => this.paused.has(keyOf(p)))
  }

  /** The next `take` of the partition starts at `offset`; its buffered records are dropped. */
  seek(partition: TopicPartition, offset: number): void {
    const key = keyOf(partition)
    this.positions.set(key, offset)
    this.release((p) => keyOf(p) === key)
  }

  /**
   * A fetch of offsets `from` to `end - 1` returned nothing after filtering (only transaction markers or aborted
   * records): the position moves to `end` if it is at `from` and no records of the partition are buffered.
   */
  skipFiltered(partition: TopicPartition, from: number, end: number): void {
    const key = keyOf(partition)
    if (this.positions.get(key) !== from || this.batches.some((b) => b.key === key)) return
    this.positions.set(key, end)
  }

  position(partition: TopicPartition): number | undefined {
    return this.positions.get(keyOf(partition))
  }

  /** Forgets positions and pause state of partitions no longer assigned (after a rebalance or a new assignment). */
  retainOnly(partitions: readonly TopicPartition[]): void {
    const keep = new Set(partitions.map(keyOf))
    this.release((p) => !keep.has(keyOf(p)))
    for (const key of [...this.positions.keys()]) if (!keep.has(key)) this.positions.delete(key)
    for (const key of [...this.paused]) if (!keep.has(key)) this.paused.delete(key)
  }

  /** Forgets every position (the group hands out partitions afresh; positions come from committed offsets). */
  forgetPositions(): void {
    this.positions.clear()
  }
}

const fromKey = (key: string): TopicPartition => {
  const at = key.lastIndexOf('\u0000')
  return { topic: key.slice(0, at), partition: Number(key.slice(at + 1)) }
}

const partition = <A>(items: readonly A[], test: (a: A) => boolean): [A[], A[]] => {
  const yes: A[] = []
  const no: A[] = []
  for (const item of items) (test(item) ? yes : no).push(item)
  return [yes, no]
}
