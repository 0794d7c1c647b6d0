/**
 * Order-preserving byte encodings used by the window and session key schemas.
 *
 * A user key is written escaped (each `0x00` becomes `0x00 0xff`) and ends with the terminator `0x00 0x00`. The
 * escaped form is prefix-free and sorts exactly like the raw key bytes, so `key ‖ timestamp` sorts by key first and
 * by timestamp second, for keys of any length (Java's schemas, which append the timestamp to the raw key, need a
 * filter for that; ours is a plain range scan). Timestamps are 8 bytes big-endian with the sign bit flipped, so
 * negative times sort before positive ones.
 * @since 0.1.0
 */

const TWO_32 = 0x1_0000_0000
const SIGN = 0x8000_0000

/**
 * Bytes of an encoded timestamp.
 * @example
 * writeTimestamp(Buffer.alloc(TIMESTAMP_SIZE), 0, 42)
 * @category State stores
 * @since 0.1.0
 */
export const TIMESTAMP_SIZE = 8

/**
 * Bytes of the key terminator.
 * @example
 * escapedLength(Buffer.from('ab')) === 2 + TERMINATOR_SIZE
 * @category State stores
 * @since 0.1.0
 */
export const TERMINATOR_SIZE = 2

/**
 * Length of `key` once escaped and terminated.
 * @example
 * escapedLength(Buffer.from([0, 1])) // 5
 * @category State stores
 * @since 0.1.0
 */
export const escapedLength = (key: Buffer): number => {
  let zeros = 0
  for (let i = 0; i < key.length; i++) if (key[i] === 0) zeros++
  return key.length + zeros + TERMINATOR_SIZE
}

/**
 * Writes `key` escaped and terminated at `offset`; returns the offset after it.
 * @example
 * writeEscapedKey(Buffer.alloc(4), 0, Buffer.from('ab')) // 4: 61 62 00 00
 * @category State stores
 * @since 0.1.0
 */
export const writeEscapedKey = (target: Buffer, offset: number, key: Buffer): number => {
  let at = offset
  for (let i = 0; i < key.length; i++) {
    const b = key[i] ?? 0
    target[at++] = b
    if (b === 0) target[at++] = 0xff
  }
  target[at++] = 0
  target[at++] = 0
  return at
}

/**
 * Reads an escaped, terminated key starting at `offset`.
 * @returns the raw key and the offset after its terminator.
 * @example
 * readEscapedKey(Buffer.from([0x61, 0, 0xff, 0, 0]), 0) // { key: <61 00>, end: 5 }
 * @category State stores
 * @since 0.1.0
 */
export const readEscapedKey = (
  source: Buffer,
  offset: number,
): { readonly key: Buffer; readonly end: number } => {
  let zeros = 0
  let at = offset
  for (;;) {
    if (at + 1 >= source.length) throw new RangeError('Unterminated key in a window or session store key.')
    if (source[at] === 0) {
      if (source[at + 1] === 0) break
      zeros++
      at += 2
    } else at++
  }
  const escaped = source.subarray(offset, at)
  if (zeros === 0) return { key: escaped, end: at + TERMINATOR_SIZE }
  const key = Buffer.allocUnsafe(escaped.length - zeros)
  let out = 0
  for (let i = 0; i < escaped.length; i++) {
    const b = escaped[i] ?? 0
    key[out++] = b
    if (b === 0) i++
  }
  return { key, end: at + TERMINATOR_SIZE }
}

/**
 * Writes a millisecond timestamp (any safe integer) so that byte order is numeric order; returns the next offset.
 * @example
 * writeTimestamp(Buffer.alloc(8), 0, 0) // bytes 80 00 00 00 00 00 00 00
 * @category State stores
 * @since 0.1.0
 */
export const writeTimestamp = (target: Buffer, offset: number, time: number): number => {
  const hi = Math.floor(time / TWO_32)
  target.writeUInt32BE(((hi | 0) ^ SIGN) >>> 0, offset)
  target.writeUInt32BE(time - hi * TWO_32, offset + 4)
  return offset + TIMESTAMP_SIZE
}

/**
 * Reads a timestamp written by {@link writeTimestamp}.
 * @example
 * readTimestamp(Buffer.from('8000000000000005', 'hex'), 0) // 5
 * @category State stores
 * @since 0.1.0
 */
export const readTimestamp = (source: Buffer, offset: number): number => {
  const hi = (source.readUInt32BE(offset) ^ SIGN) | 0
  return hi * TWO_32 + source.readUInt32BE(offset + 4)
}

/**
 * Reads a timestamp from the latin1 form of a key (see `Bytes.key`), where each byte is one character: the same
 * value as {@link readTimestamp} on the bytes, without converting the key to a `Buffer`.
 * @example
 * readTimestampLatin1(Buffer.from('8000000000000005', 'hex').toString('latin1'), 0) // 5
 * @category State stores
 * @since 0.1.0
 */
export const readTimestampLatin1 = (source: string, offset: number): number => {
  const word = (at: number): number =>
    ((source.charCodeAt(at) << 24) |
      (source.charCodeAt(at + 1) << 16) |
      (source.charCodeAt(at + 2) << 8) |
      source.charCodeAt(at + 3)) >>>
    0
  return ((word(offset) ^ SIGN) | 0) * TWO_32 + word(offset + 4)
}
