/** Node's `latin1Slice` when present: `toString('latin1')` without the encoding lookup (run once per write). */
const nativeSlice = (Buffer.prototype as unknown as { latin1Slice?: unknown }).latin1Slice
const latin1String: (buffer: Buffer) => string =
  typeof nativeSlice === 'function'
    ? (buffer) =>
        (buffer as unknown as { latin1Slice(start: number, end: number): string }).latin1Slice(
          0,
          buffer.length,
        )
    : (buffer) => buffer.toString('latin1')

/**
 * An immutable byte string with Kafka's `Bytes` ordering: unsigned lexicographic, shorter prefix first.
 * Byte-level stores key on it. It carries the bytes both as a `Buffer` and as a latin1 ("binary") string: each
 * byte becomes one UTF-16 code unit, so JavaScript's native string order and `Map` hashing give byte order and
 * exact lookups for free. The string is computed once, on first use.
 * @example
 * Bytes.wrap(Buffer.from([1, 2])).compareTo(Bytes.wrap(Buffer.from([1, 3]))) // -1
 * @category State stores
 * @since 0.1.0
 */
export class Bytes {
  private binary: string | undefined
  private buffer: Buffer | undefined

  private constructor(buffer: Buffer | undefined, binary: string | undefined) {
    this.buffer = buffer
    this.binary = binary
  }

  /** Wraps a buffer; the buffer must not be changed afterwards. */
  static wrap(buffer: Buffer): Bytes {
    return new Bytes(buffer, undefined)
  }

  /** Builds bytes from their latin1 string form (see {@link Bytes.key}). */
  static fromKey(key: string): Bytes {
    return new Bytes(undefined, key)
  }

  /** The bytes as a `Buffer` (do not modify it). */
  get(): Buffer {
    if (this.buffer === undefined) this.buffer = Buffer.from(this.binary ?? '', 'latin1')
    return this.buffer
  }

  /** The bytes as a latin1 string: one code unit per byte, ordered and hashed like the bytes. */
  get key(): string {
    if (this.binary === undefined) this.binary = latin1String(this.buffer ?? Buffer.alloc(0))
    return this.binary
  }

  /** Whether the bytes are held as a `Buffer` already, so `get()` allocates nothing. */
  get hasBuffer(): boolean {
    return this.buffer !== undefined
  }

  /** Number of bytes. */
  get length(): number {
    return this.buffer !== undefined ? this.buffer.length : (this.binary ?? '').length
  }

  /** Unsigned lexicographic comparison: negative, zero or positive. */
  compareTo(other: Bytes): number {
    const a = this.key
    const b = other.key
    return a < b ? -1 : a > b ? 1 : 0
  }

  /** True when both hold the same bytes. */
  equals(other: Bytes): boolean {
    return this.key === other.key
  }

  /** Lowercase hex, for messages and debugging. */
  toString(): string {
    return this.get().toString('hex')
  }
}

/**
 * The smallest latin1 key greater than every key that starts with `prefix`, or `undefined` when there is none
 * (the prefix is all 0xff bytes). Used as the exclusive upper bound of a prefix scan, like Kafka's `Bytes.increment`.
 * @example
 * prefixUpperBound('a\u00ff') // 'b'
 * @category State stores
 * @since 0.1.0
 */
export const prefixUpperBound = (prefix: string): string | undefined => {
  let end = prefix.length
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xff) end--
  if (end === 0) return undefined
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1)
}
