import {
  escapedLength,
  readEscapedKey,
  readTimestamp,
  TIMESTAMP_SIZE,
  writeEscapedKey,
  writeTimestamp,
} from '../segmented/OrderedBytes.js'
import { segmentPrefix, segmentUpperBound } from '../window/WindowKeySchema.js'

/**
 * How a session store lays out its keys: `segment ‖ escaped key ‖ session end ‖ session start`, all
 * order-preserving (see `OrderedBytes`). Segments are chosen by the session end (as Kafka Streams does), and
 * inside a segment rows sort by key, then end, then start, so the sessions of one key that end at or after some
 * time form one range scan.
 * @example
 * const k = SessionKeySchema.toStoreKey(0, Buffer.from('u'), 100, 900)
 * SessionKeySchema.end(k) // 900
 * @category State stores
 * @since 0.1.0
 */
export const SessionKeySchema = {
  /** The full store key of one session. */
  toStoreKey(segmentId: number, key: Buffer, start: number, end: number): Buffer {
    const out = Buffer.allocUnsafe(TIMESTAMP_SIZE + escapedLength(key) + 2 * TIMESTAMP_SIZE)
    let at = writeTimestamp(out, 0, segmentId)
    at = writeEscapedKey(out, at, key)
    at = writeTimestamp(out, at, end)
    writeTimestamp(out, at, start)
    return out
  },

  /** The smallest store key of `key` (every key when `undefined`) whose session ends at or after `earliestEnd`. */
  lowerBound(segmentId: number, key: Buffer | undefined, earliestEnd: number): Buffer {
    if (key === undefined) return segmentPrefix(segmentId)
    return SessionKeySchema.toStoreKey(segmentId, key, Number.MIN_SAFE_INTEGER, earliestEnd)
  },

  /** The largest store key of `key` (every key when `undefined`) in a segment. */
  upperBound(segmentId: number, key: Buffer | undefined): Buffer {
    if (key === undefined) return segmentUpperBound(segmentId)
    return SessionKeySchema.toStoreKey(segmentId, key, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  },

  /** The user key bytes of a store key. */
  key(storeKey: Buffer): Buffer {
    return readEscapedKey(storeKey, TIMESTAMP_SIZE).key
  },

  /** The session start of a store key. */
  start(storeKey: Buffer): number {
    return readTimestamp(storeKey, storeKey.length - TIMESTAMP_SIZE)
  },

  /** The session end of a store key. */
  end(storeKey: Buffer): number {
    return readTimestamp(storeKey, storeKey.length - 2 * TIMESTAMP_SIZE)
  },
} as const
