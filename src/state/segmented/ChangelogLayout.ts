import { StoreCorruptedError } from '../StateStoreError.js'

/**
 * How the rows of a store appear in its changelog when that is not as the store keeps them: window and session
 * stores keep a segment-prefixed, order-preserving key and a stream-time row, while their changelogs hold Kafka
 * Streams' key layouts. The change-logging layer asks {@link ChangelogLayout.changelogKey} for each write; the
 * store turns restored keys back with its own decoder.
 * @example
 * const layout: ChangelogLayout = { changelogKey: (storeKey) => storeKey.subarray(8) }
 * @category State stores
 * @since 0.1.0
 */
export interface ChangelogLayout {
  /** The changelog key of a write, or `undefined` when the write is not logged (bookkeeping rows, dropped segments). */
  changelogKey(storeKey: Buffer, value: Buffer | null): Buffer | undefined
}

/** Bytes of Java's `long`. */
const LONG_SIZE = 8

/** Writes `time` as Java's signed big-endian `long` at `offset`; returns the next offset. */
const writeLong = (target: Buffer, offset: number, time: number): number => {
  target.writeBigInt64BE(BigInt(time), offset)
  return offset + LONG_SIZE
}

/** Reads Java's signed big-endian `long` at `offset`, clamped to JavaScript's safe integers. */
const readLong = (source: Buffer, offset: number): number => {
  const value = Number(source.readBigInt64BE(offset))
  return Math.min(Math.max(value, Number.MIN_SAFE_INTEGER), Number.MAX_SAFE_INTEGER)
}

/** The length of the user key in front of a `suffix`-byte changelog key suffix; throws when it is too short. */
const keyLength = (changelogKey: Buffer, suffix: number, kind: string, store: string): number => {
  const length = changelogKey.length - suffix
  if (length < 0) {
    throw new StoreCorruptedError(
      `Store '${store}': a ${changelogKey.length}-byte changelog key is too short for a ${kind} store (at least ${suffix} bytes); was the changelog written by another store type?`,
      store,
    )
  }
  return length
}

/**
 * One window row as its changelog names it.
 * @example
 * const row: WindowChangelogKey = { key: Buffer.from('a'), windowStart: 10, sequence: 0 }
 * @category State stores
 * @since 0.1.0
 */
export interface WindowChangelogKey {
  readonly key: Buffer
  readonly windowStart: number
  readonly sequence: number
}

/**
 * One session as its changelog names it.
 * @example
 * const session: SessionChangelogKey = { key: Buffer.from('a'), start: 1, end: 7 }
 * @category State stores
 * @since 0.1.0
 */
export interface SessionChangelogKey {
  readonly key: Buffer
  readonly start: number
  readonly end: number
}

/**
 * Kafka Streams' changelog keys of window and session stores. A window row is `key ‖ window start (8 bytes) ‖
 * sequence number (4 bytes)` (Java's `WindowKeySchema.toStoreKeyBinary`; the sequence number is 0 unless the
 * store retains duplicates), a session is `key ‖ end (8 bytes) ‖ start (8 bytes)` (Java's
 * `SessionKeySchema.toBinary`); times are plain signed big-endian longs and the key is the serde's bytes, unescaped.
 * @example
 * const k = JavaChangelogKeys.window(Buffer.from('a'), 10, 0) // 61 000000000000000a 00000000
 * JavaChangelogKeys.readWindow(k, 'counts').windowStart // 10
 * @category State stores
 * @since 0.1.0
 */
export const JavaChangelogKeys = {
  /** The changelog key of a window row. */
  window(key: Buffer, windowStart: number, sequence: number): Buffer {
    const out = Buffer.allocUnsafe(key.length + LONG_SIZE + 4)
    key.copy(out, 0)
    out.writeUInt32BE(sequence >>> 0, writeLong(out, key.length, windowStart))
    return out
  },

  /** Reads a window changelog key; throws `StoreCorruptedError` when it is too short to be one. */
  readWindow(changelogKey: Buffer, store: string): WindowChangelogKey {
    const at = keyLength(changelogKey, LONG_SIZE + 4, 'window', store)
    return {
      key: changelogKey.subarray(0, at),
      windowStart: readLong(changelogKey, at),
      sequence: changelogKey.readUInt32BE(at + LONG_SIZE),
    }
  },

  /** The changelog key of a session. */
  session(key: Buffer, start: number, end: number): Buffer {
    const out = Buffer.allocUnsafe(key.length + 2 * LONG_SIZE)
    key.copy(out, 0)
    writeLong(out, writeLong(out, key.length, end), start)
    return out
  },

  /** Reads a session changelog key; throws `StoreCorruptedError` when it is too short to be one. */
  readSession(changelogKey: Buffer, store: string): SessionChangelogKey {
    const at = keyLength(changelogKey, 2 * LONG_SIZE, 'session', store)
    return {
      key: changelogKey.subarray(0, at),
      end: readLong(changelogKey, at),
      start: readLong(changelogKey, at + LONG_SIZE),
    }
  },
} as const
