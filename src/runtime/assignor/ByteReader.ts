import { InvalidUserDataError } from './InvalidUserDataError.js'

/**
 * Reads what a {@link ByteWriter} wrote; running past the end, a negative count or a count larger than the bytes
 * left throws {@link InvalidUserDataError} naming `what` is being read.
 * @example
 * const reader = new ByteReader(bytes, 'subscription user data'); const version = reader.int32()
 * @category Running
 * @since 0.1.0
 */
export class ByteReader {
  private offset = 0

  constructor(
    private readonly bytes: Buffer,
    private readonly what: string,
  ) {}

  private take(n: number): number {
    if (this.offset + n > this.bytes.length) {
      throw new InvalidUserDataError(
        `The ${this.what} is truncated: ${n} more bytes were expected at byte ${this.offset} of ${this.bytes.length}.`,
      )
    }
    const at = this.offset
    this.offset += n
    return at
  }

  int32(): number {
    return this.bytes.readInt32BE(this.take(4))
  }

  int64(): number {
    const value = this.bytes.readBigInt64BE(this.take(8))
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new InvalidUserDataError(
        `The ${this.what} holds a number too large for a safe integer: ${value}.`,
      )
    }
    return Number(value)
  }

  string(): string {
    const length = this.count(1)
    const at = this.take(length)
    return this.bytes.toString('utf8', at, at + length)
  }

  /** A count, then that many items read by `read`. */
  list<A>(read: (reader: this) => A, minItemBytes = 4): A[] {
    const n = this.count(minItemBytes)
    return Array.from({ length: n }, () => read(this))
  }

  /** Throws when bytes are left over. */
  end(): void {
    if (this.offset !== this.bytes.length) {
      throw new InvalidUserDataError(
        `The ${this.what} has ${this.bytes.length - this.offset} unexpected bytes after its last field.`,
      )
    }
  }

  private count(minItemBytes: number): number {
    const n = this.int32()
    if (n < 0 || n * minItemBytes > this.bytes.length - this.offset) {
      throw new InvalidUserDataError(
        `The ${this.what} announces ${n} items at byte ${this.offset - 4}, more than its remaining bytes can hold.`,
      )
    }
    return n
  }
}
