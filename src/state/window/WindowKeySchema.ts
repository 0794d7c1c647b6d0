import {
  escapedLength,
  readEscapedKey,
  readTimestamp,
  TIMESTAMP_SIZE,
  writeEscapedKey,
  writeTimestamp,
} from '../segmented/OrderedBytes.js'

/**
 * How a window store lays out its keys: `segment ‖ escaped key ‖ window start ‖ sequence number`, each time 8
 * bytes and the sequence number 4 bytes, all big-endian and order-preserving (see `OrderedBytes`). Byte order is
 * therefore segment, then key bytes, then window start, then insertion sequence, so fetching one key over a time
 * range inside a segment is a single range scan. The sequence number is 0 unless the store retains duplicates.
 * @example
 * const k = WindowKeySchema.toStoreKey(3, Buffer.from('a'), 180_000, 0)
 * WindowKeySchema.windowStart(k) // 180_000
 * @category State stores
 * @since 0.1.0
 */
export const WindowKeySchema = {
  /** Bytes taken by the sequence number. */
  SEQUENCE_SIZE: 4,

  /** The full store key of one window row. */
  toStoreKey(segmentId: number, key: Buffer, windowStart: number, sequence: number): Buffer {
    const out = Buffer.allocUnsafe(TIMESTAMP_SIZE + escapedLength(key) + TIMESTAMP_SIZE + 4)
    let at = writeTimestamp(out, 0, segmentId)
    at = writeEscapedKey(out, at, key)
    at = writeTimestamp(out, at, windowStart)
    out.writeUInt32BE(sequence >>> 0, at)
    return out
  },

  /**
   * The smallest store key of `key` (or of every key, when `undefined`) with a window start at or after `from`
   * inside a segment.
   */
  lowerBound(segmentId: number, key: Buffer | undefined, from: number): Buffer {
    if (key === undefined) return segmentPrefix(segmentId)
    return WindowKeySchema.toStoreKey(segmentId, key, from, 0)
  },

  /**
   * The largest store key of `key` (or of every key, when `undefined`) with a window start at or before `to`
   * inside a segment.
   */
  upperBound(segmentId: number, key: Buffer | undefined, to: number): Buffer {
    if (key === undefined) return segmentUpperBound(segmentId)
    return WindowKeySchema.toStoreKey(segmentId, key, to, 0xffff_ffff)
  },

  /** The user key bytes of a store key. */
  key(storeKey: Buffer): Buffer {
    return readEscapedKey(storeKey, TIMESTAMP_SIZE).key
  },

  /** The window start of a store key. */
  windowStart(storeKey: Buffer): number {
    return readTimestamp(storeKey, storeKey.length - 4 - TIMESTAMP_SIZE)
  },

  /** The sequence number of a store key. */
  sequence(storeKey: Buffer): number {
    return storeKey.readUInt32BE(storeKey.length - 4)
  },
} as const

/**
 * The 8-byte prefix shared by every key of one segment.
 * @example
 * segmentPrefix(0).toString('hex') // '8000000000000000'
 * @category State stores
 * @since 0.1.0
 */
export const segmentPrefix = (segmentId: number): Buffer => {
  const out = Buffer.allocUnsafe(TIMESTAMP_SIZE)
  writeTimestamp(out, 0, segmentId)
  return out
}

/**
 * An inclusive upper bound for the keys of one segment: the next segment's bare prefix, which is above every key
 * of this segment and, being shorter than any store key, equal to none.
 * @example
 * segmentUpperBound(0).toString('hex') // '8000000000000001'
 * @category State stores
 * @since 0.1.0
 */
export const segmentUpperBound = (segmentId: number): Buffer => segmentPrefix(segmentId + 1)
