/**
 * Java's 8-byte big-endian `long` for JavaScript numbers, without a `bigint` per value: the number is written and
 * read as two 32-bit halves (the high one signed). Serdes, timestamped store values and changelog timestamps use
 * it on every record.
 * @since 0.1.0
 */

const TWO_32 = 4294967296
/** The largest high half of a safe integer (`Number.MAX_SAFE_INTEGER` is `(2^21 - 1) * 2^32 + 2^32 - 1`). */
const SAFE_HIGH = 0x1fffff

/**
 * Writes the integer `value` (a safe integer, or any integer within Java's long range) at `offset` as Java does.
 * @throws RangeError for a fraction, or a value outside the long range
 * @example
 * writeInt64BE(Buffer.allocUnsafe(8), -1, 0) // ff ff ff ff ff ff ff ff
 */
export const writeInt64BE = (buffer: Buffer, value: number, offset = 0): void => {
  if (!Number.isInteger(value)) throw new RangeError(`The value of a long must be an integer; got ${value}.`)
  const high = Math.floor(value / TWO_32)
  buffer.writeInt32BE(high, offset)
  buffer.writeUInt32BE(value - high * TWO_32, offset + 4)
}

/**
 * Reads Java's long at `offset` as a number (one past the safe range is rounded, as `Number(bigint)` rounds it).
 * @example
 * readInt64BE(Buffer.from('00000000000000ff', 'hex')) // 255
 */
export const readInt64BE = (buffer: Buffer, offset = 0): number =>
  buffer.readInt32BE(offset) * TWO_32 + buffer.readUInt32BE(offset + 4)

/**
 * Whether the long at `offset` is a safe integer (so {@link readInt64BE} reads it exactly).
 * @example
 * isSafeInt64BE(Buffer.from('001fffffffffffff', 'hex')) // true
 */
export const isSafeInt64BE = (buffer: Buffer, offset = 0): boolean => {
  const high = buffer.readInt32BE(offset)
  if (high > SAFE_HIGH || high < -SAFE_HIGH - 1) return false
  // -2^53 itself is one past Number.MIN_SAFE_INTEGER
  return high !== -SAFE_HIGH - 1 || buffer.readUInt32BE(offset + 4) !== 0
}
