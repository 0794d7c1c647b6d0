import { readTimestamp, TIMESTAMP_SIZE, writeTimestamp } from '../segmented/OrderedBytes.js'

/**
 * One record version inside a {@link SegmentValue}: its value (`null` a tombstone) and its validFrom timestamp.
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentRecord {
  readonly validFrom: number
  readonly value: Buffer | null
}

/**
 * A record version found in a {@link SegmentValue}: where it sits, and its validity interval `[validFrom, validTo)`.
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentSearchResult extends SegmentRecord {
  readonly index: number
  readonly validTo: number
}

const SIZE = 4

/**
 * The versions of one key that one segment of a versioned store holds, newest first, as Kafka Streams keeps them
 * (KIP-889): `next` is the validTo of the newest version, and each version is valid from its own timestamp up to
 * the next newer one's. A segment holds the versions whose validTo falls in its interval. One edge case: a
 * tombstone put when the store has no versions for its key is kept alone with validFrom equal to `next` (a
 * "degenerate" row), so that a later out-of-order put still sees it. Encoded as `next`, the version count, then
 * each version's timestamp, size (`-1` for a tombstone) and bytes.
 * @example
 * const row = SegmentValue.withRecord(Buffer.from('v'), 10, 20)
 * row.find(15).validTo // 20
 * @category State stores
 * @since 0.1.0
 */
export class SegmentValue {
  private constructor(
    /** The validTo timestamp of the newest version in the row. */
    private nextTimestamp: number,
    /** Newest first. */
    private records: SegmentRecord[],
  ) {}

  /** A row holding one version (or, with `validFrom === validTo` and a null value, a degenerate tombstone row). */
  static withRecord(value: Buffer | null, validFrom: number, validTo: number): SegmentValue {
    return new SegmentValue(validTo, [{ validFrom, value }])
  }

  /** Reads a row written by {@link SegmentValue.serialize}. */
  static deserialize(bytes: Buffer): SegmentValue {
    const next = readTimestamp(bytes, 0)
    const count = bytes.readUInt32BE(TIMESTAMP_SIZE)
    const records: SegmentRecord[] = []
    let at = TIMESTAMP_SIZE + SIZE
    for (let i = 0; i < count; i++) {
      const validFrom = readTimestamp(bytes, at)
      const size = bytes.readInt32BE(at + TIMESTAMP_SIZE)
      at += TIMESTAMP_SIZE + SIZE
      records.push({ validFrom, value: size < 0 ? null : bytes.subarray(at, at + size) })
      at += Math.max(size, 0)
    }
    return new SegmentValue(next, records)
  }

  /** The validTo timestamp of the newest version. */
  get next(): number {
    return this.nextTimestamp
  }

  /** The validFrom timestamp of the oldest version. */
  get min(): number {
    return (this.records[this.records.length - 1] as SegmentRecord).validFrom
  }

  private get degenerate(): boolean {
    return this.nextTimestamp === this.min
  }

  /** The newest version with validFrom at or before `timestamp`; requires `min <= timestamp < next`. */
  find(timestamp: number): SegmentSearchResult {
    let validTo = this.nextTimestamp
    for (let index = 0; index < this.records.length; index++) {
      const record = this.records[index] as SegmentRecord
      if (record.validFrom <= timestamp)
        return { index, validFrom: record.validFrom, validTo, value: record.value }
      validTo = record.validFrom
    }
    return { index: this.records.length - 1, validFrom: this.min, validTo, value: null }
  }

  /** The non-tombstone versions valid at some time in `[fromTime, toTime]`, newest first. */
  findAll(fromTime: number, toTime: number): SegmentSearchResult[] {
    const found: SegmentSearchResult[] = []
    let validTo = this.nextTimestamp
    this.records.forEach((record, index) => {
      if (record.value !== null && record.validFrom <= toTime && validTo > fromTime) {
        found.push({ index, validFrom: record.validFrom, validTo, value: record.value })
      }
      validTo = record.validFrom
    })
    return found
  }

  /**
   * Adds a version `[validFrom, validTo)` as the newest. A gap after the current `next` is filled with a tombstone;
   * versions at or after `validFrom` (left by an earlier partial write) are dropped first.
   */
  insertAsLatest(validFrom: number, validTo: number, value: Buffer | null): void {
    if (validFrom < this.nextTimestamp) this.truncateTo(validFrom)
    if (this.nextTimestamp === validFrom) {
      if (this.degenerate) this.records = []
    } else if (!this.degenerate) {
      this.records.unshift({ validFrom: this.nextTimestamp, value: null })
    }
    this.records.unshift({ validFrom, value })
    this.nextTimestamp = validTo
  }

  /** Adds a version older than every version in the row (a degenerate row is replaced). */
  insertAsEarliest(validFrom: number, value: Buffer | null): void {
    if (this.degenerate) this.records = [{ validFrom, value }]
    else this.records.push({ validFrom, value })
  }

  /** Inserts a version at `index` (as {@link SegmentValue.find} reported it). */
  insert(validFrom: number, value: Buffer | null, index: number): void {
    this.records.splice(index, 0, { validFrom, value })
  }

  /** Replaces the version at `index`. */
  updateRecord(validFrom: number, value: Buffer | null, index: number): void {
    this.records[index] = { validFrom, value }
  }

  serialize(): Buffer {
    let length = TIMESTAMP_SIZE + SIZE
    for (const r of this.records) length += TIMESTAMP_SIZE + SIZE + (r.value?.length ?? 0)
    const bytes = Buffer.allocUnsafe(length)
    writeTimestamp(bytes, 0, this.nextTimestamp)
    bytes.writeUInt32BE(this.records.length, TIMESTAMP_SIZE)
    let at = TIMESTAMP_SIZE + SIZE
    for (const r of this.records) {
      at = writeTimestamp(bytes, at, r.validFrom)
      bytes.writeInt32BE(r.value === null ? -1 : r.value.length, at)
      at += SIZE
      if (r.value !== null) at += r.value.copy(bytes, at)
    }
    return bytes
  }

  /** Drops the versions at or after `timestamp` and makes `timestamp` the row's `next`. */
  private truncateTo(timestamp: number): void {
    if (timestamp <= this.min) {
      this.records = [{ validFrom: timestamp, value: null }]
      this.nextTimestamp = timestamp
      return
    }
    const found = this.find(timestamp)
    const drop = found.index + (found.validFrom === timestamp ? 1 : 0)
    this.records.splice(0, drop)
    this.nextTimestamp = timestamp
  }
}
