/**
 * The log of one partition: records with offsets, transaction markers, the high watermark and the last stable
 * offset. Reads copy nothing: they push the stored {@link ConsumerRecord}s into the caller's array.
 * @since 0.1.0
 */
import type { ConsumerRecord, ConsumerIsolationLevel, Header } from '../ports.js'
import { LogTransaction } from './LogTransaction.js'

/** A slot of the log: a data record, or a control marker (`record === null`) that ends a transaction. */
interface LogEntry {
  readonly offset: number
  readonly record: ConsumerRecord | null
  readonly transaction: LogTransaction | null
}

const noHeaders: readonly Header[] = Object.freeze([])

/** A self-compacting log waits for at least this many appends between compactions. */
const minDirtyRecords = 10_000

/** A single partition's log. Single replica: the high watermark is the log end offset. */
export class PartitionLog {
  private entries: LogEntry[] = []
  private endOffset = 0
  private readonly openTransactions = new Map<number, LogTransaction>()
  private readonly appendListeners = new Set<() => void>()
  /** Set when the topic is deleted; readers holding this log stop reading it. */
  deleted = false
  /** First offset still in the log; compaction keeps offsets, so it only moves with deletion of records. */
  readonly logStartOffset = 0
  /** Appends since the last compaction, and how many trigger the next one (compacted topics only). */
  private dirty = 0
  private compactAt = minDirtyRecords

  constructor(
    readonly topic: string,
    readonly partition: number,
    /** Compact by itself, as Kafka's cleaner would: once the appends since the last compaction outnumber what it kept. */
    private readonly autoCompact = false,
  ) {}

  /** The offset the next record gets (single replica: also the high watermark). */
  get highWatermark(): number {
    return this.endOffset
  }

  /** The first offset of the oldest open transaction, or the high watermark when none is open. */
  lastStableOffset(): number {
    let lso = this.endOffset
    for (const txn of this.openTransactions.values()) if (txn.firstOffset < lso) lso = txn.firstOffset
    return lso
  }

  /** The offset a reader at this isolation level cannot pass. */
  latest(isolation: ConsumerIsolationLevel): number {
    return isolation === 'read_committed' ? this.lastStableOffset() : this.endOffset
  }

  /** Whether a reader positioned at `offset` must reset (Kafka's OffsetOutOfRange). */
  outOfRange(offset: number): boolean {
    return offset < this.logStartOffset || offset > this.endOffset
  }

  /** Appends a record; `producerId` ties it to that producer's open transaction when `transactional`. */
  append(
    key: Buffer | null,
    value: Buffer | null,
    timestamp: number,
    headers: readonly Header[] | undefined,
    producerId: number,
    transactional: boolean,
  ): ConsumerRecord {
    const offset = this.endOffset
    let transaction: LogTransaction | null = null
    if (transactional) {
      transaction = this.openTransactions.get(producerId) ?? null
      if (transaction === null) {
        transaction = new LogTransaction(producerId, offset)
        this.openTransactions.set(producerId, transaction)
      }
    }
    const record: ConsumerRecord = {
      topic: this.topic,
      partition: this.partition,
      offset,
      key,
      value,
      timestamp,
      headers: headers ?? noHeaders,
    }
    this.entries.push({ offset, record, transaction })
    this.endOffset = offset + 1
    if (this.autoCompact && ++this.dirty >= this.compactAt) this.compact()
    this.notify()
    return record
  }

  /** Whether `producerId` has an open transaction on this partition. */
  hasOpenTransaction(producerId: number): boolean {
    return this.openTransactions.has(producerId)
  }

  /** Writes the commit or abort marker of `producerId`'s open transaction (a marker takes an offset). */
  endTransaction(producerId: number, commit: boolean): void {
    const transaction = this.openTransactions.get(producerId)
    if (transaction === undefined) return
    transaction.state = commit ? 'committed' : 'aborted'
    this.openTransactions.delete(producerId)
    this.entries.push({ offset: this.endOffset, record: null, transaction })
    this.endOffset += 1
    this.notify()
  }

  /**
   * Pushes the records readable from `position` into `out` until it holds `max` records, and returns the
   * position after them. Control markers are skipped; `read_committed` stops at the last stable offset and
   * skips records of aborted transactions.
   */
  read(position: number, max: number, isolation: ConsumerIsolationLevel, out: ConsumerRecord[]): number {
    const readCommitted = isolation === 'read_committed'
    const limit = readCommitted ? this.lastStableOffset() : this.endOffset
    const entries = this.entries
    let next = position
    for (let i = this.indexOf(position); i < entries.length; i++) {
      if (out.length >= max) return next
      const entry = entries[i]!
      if (entry.offset >= limit) break
      next = entry.offset + 1
      if (entry.record === null) continue
      if (readCommitted && entry.transaction !== null && entry.transaction.state === 'aborted') continue
      out.push(entry.record)
    }
    // Everything below the limit was considered (compaction may have left gaps): the reader waits at it.
    return Math.max(next, limit)
  }

  /**
   * Compacts the part of the log below the last stable offset: keeps the latest record of each key, drops
   * records of aborted transactions and the markers. Offsets never change; reads skip the gaps.
   */
  compact(): void {
    const stable = this.lastStableOffset()
    const latestByKey = new Map<string, number>()
    for (const entry of this.entries) {
      if (entry.offset >= stable) break
      const key = entry.record?.key
      if (key != null && entry.transaction?.state !== 'aborted')
        latestByKey.set(key.toString('latin1'), entry.offset)
    }
    this.entries = this.entries.filter((entry) => {
      if (entry.offset >= stable) return true
      const record = entry.record
      if (record === null || record.key === null || entry.transaction?.state === 'aborted') return false
      return latestByKey.get(record.key.toString('latin1')) === entry.offset
    })
    this.dirty = 0
    this.compactAt = Math.max(minDirtyRecords, this.entries.length)
  }

  /** Registers a callback run after every append or marker; used by waiting readers. */
  onAppend(listener: () => void): void {
    this.appendListeners.add(listener)
  }

  offAppend(listener: () => void): void {
    this.appendListeners.delete(listener)
  }

  private notify(): void {
    if (this.appendListeners.size === 0) return
    for (const listener of [...this.appendListeners]) listener()
  }

  /** Index of the first entry at or after `offset`: direct when no gap precedes it, else a binary search. */
  private indexOf(offset: number): number {
    const entries = this.entries
    if (entries.length === 0) return 0
    const guess = offset - entries[0]!.offset
    if (guess <= 0) return 0
    if (guess < entries.length && entries[guess]!.offset === offset) return guess
    let lo = 0
    let hi = entries.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (entries[mid]!.offset < offset) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
