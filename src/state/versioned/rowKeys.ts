import { Bytes } from '../Bytes.js'
import { readTimestamp, TIMESTAMP_SIZE, writeTimestamp } from '../segmented/OrderedBytes.js'

/**
 * The row layout of a versioned store inside its byte key-value store: `0x00` holds the stream time as of the last
 * commit; `0x01 ‖ key` the newest version of a key (its timestamp, then its value); `0x02 ‖ segment id ‖ key` the
 * older versions of a key whose validTo falls in that segment (a {@link SegmentValue}). Segment ids are written in
 * order-preserving form, so one segment's rows are one range and segments sort by id.
 * @since 0.1.0
 */

const LATEST = 0x01
const SEGMENT = 0x02

/**
 * The key of the stream-time row.
 * @example
 * inner.get(STREAM_TIME_KEY)
 * @category State stores
 * @since 0.1.0
 */
export const STREAM_TIME_KEY = Bytes.wrap(Buffer.from([0x00]))

/**
 * The row holding the newest version of `key`.
 * @example
 * latestKey(Buffer.from('k'))
 * @category State stores
 * @since 0.1.0
 */
export const latestKey = (key: Buffer): Bytes => Bytes.wrap(Buffer.concat([Buffer.from([LATEST]), key]))

/**
 * The first bytes of every row of segment `id` (`id` may be infinite: the bound past every segment).
 * @example
 * segmentPrefix(3)
 * @category State stores
 * @since 0.1.0
 */
export const segmentPrefix = (id: number): Buffer => {
  if (id === Number.POSITIVE_INFINITY) return Buffer.from([SEGMENT + 1])
  const prefix = Buffer.allocUnsafe(1 + TIMESTAMP_SIZE)
  prefix[0] = SEGMENT
  writeTimestamp(prefix, 1, id)
  return prefix
}

/**
 * The row holding the versions of `key` in segment `id`.
 * @example
 * segmentKey(3, Buffer.from('k'))
 * @category State stores
 * @since 0.1.0
 */
export const segmentKey = (id: number, key: Buffer): Bytes =>
  Bytes.wrap(Buffer.concat([segmentPrefix(id), key]))

/**
 * The segment id of a segment row, or `undefined` for any other row.
 * @example
 * segmentIdOf(segmentKey(3, Buffer.from('k')).get()) // 3
 * @category State stores
 * @since 0.1.0
 */
export const segmentIdOf = (row: Buffer): number | undefined =>
  row[0] === SEGMENT && row.length >= 1 + TIMESTAMP_SIZE ? readTimestamp(row, 1) : undefined
