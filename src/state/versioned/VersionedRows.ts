import type { Bytes } from '../Bytes.js'
import { readTimestamp, TIMESTAMP_SIZE, writeTimestamp } from '../segmented/OrderedBytes.js'
import { latestKey, segmentKey } from './rowKeys.js'
import { SegmentValue } from './SegmentValue.js'

/**
 * The newest version of a key, as the latest-value row keeps it.
 * @category State stores
 * @since 0.1.0
 */
export interface LatestVersion {
  readonly timestamp: number
  readonly value: Buffer
}

/**
 * Typed access to the rows of a versioned store (see `rowKeys.ts`) over any byte source: the owner's stack of
 * key-value layers, a read-committed view, or a restore's write buffer. Writing needs `write`; views pass none.
 * @example
 * const rows = new VersionedRows((k) => inner.get(k), (k, v) => inner.put(k, v))
 * rows.latest(Buffer.from('k'))
 * @category State stores
 * @since 0.1.0
 */
export class VersionedRows {
  constructor(
    private readonly read: (row: Bytes) => Buffer | undefined,
    private readonly write: (row: Bytes, value: Buffer | null) => void = () => {},
  ) {}

  latest(key: Buffer): LatestVersion | undefined {
    const row = this.read(latestKey(key))
    if (row === undefined) return undefined
    return { timestamp: readTimestamp(row, 0), value: row.subarray(TIMESTAMP_SIZE) }
  }

  putLatest(key: Buffer, timestamp: number, value: Buffer): void {
    const row = Buffer.allocUnsafe(TIMESTAMP_SIZE + value.length)
    writeTimestamp(row, 0, timestamp)
    value.copy(row, TIMESTAMP_SIZE)
    this.write(latestKey(key), row)
  }

  deleteLatest(key: Buffer): void {
    this.write(latestKey(key), null)
  }

  segment(id: number, key: Buffer): SegmentValue | undefined {
    const row = this.read(segmentKey(id, key))
    return row === undefined ? undefined : SegmentValue.deserialize(row)
  }

  putSegment(id: number, key: Buffer, value: SegmentValue): void {
    this.write(segmentKey(id, key), value.serialize())
  }
}
