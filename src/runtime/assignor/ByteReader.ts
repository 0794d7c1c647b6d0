import { InvalidUserDataError } from './InvalidUserDataError.js'
import { decodeJavaUtf } from './javaUtf.js'
import { uuidText } from './processUuid.js'

/**
 * Reads what a {@link ByteWriter} wrote; running past the end, a negative count or a count larger than the bytes
 * left throws {@link InvalidUserDataError} naming `what` is being read.
 * @example
 * const reader = new ByteReader(bytes, 'subscription user data'); const version = reader.int32()
 * @category model
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

  /** Whether every byte has been read. */
  atEnd(): boolean {
    return this.offset >= this.bytes.length
  }

  int8(): number {
    return this.bytes.readInt8(this.take(1))
  }

  int16(): number {
    return this.bytes.readInt16BE(this.take(2))
  }

  int32(): number {
    return this.bytes.readInt32BE(this.take(4))
  }

  int64Big(): bigint {
    return this.bytes.readBigInt64BE(this.take(8))
  }

  int64(): number {
    const value = this.int64Big()
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new InvalidUserDataError(
        `The ${this.what} holds a number too large for a safe integer: ${value}.`,
      )
    }
    return Number(value)
  }

  uuid(): string {
    const at = this.take(16)
    return uuidText(this.bytes.subarray(at, at + 16))
  }

  /** Kafka's `bytes` (int32 length). */
  bytesField(): Buffer {
    const length = this.count(1)
    const at = this.take(length)
    return this.bytes.subarray(at, at + length)
  }

  /** Kafka's nullable `string` (int16 length, -1 for null). */
  kafkaString(): string | null {
    const length = this.int16()
    if (length === -1) return null
    if (length < 0) throw new InvalidUserDataError(`The ${this.what} holds a string of length ${length}.`)
    const at = this.take(length)
    return this.bytes.toString('utf8', at, at + length)
  }

  /** Java's `DataInputStream#readUTF`. */
  javaUtf(): string {
    const length = this.bytes.readUInt16BE(this.take(2))
    const at = this.take(length)
    const text = decodeJavaUtf(this.bytes.subarray(at, at + length))
    if (text === undefined) {
      throw new InvalidUserDataError(`The ${this.what} holds malformed modified UTF-8 at byte ${at}.`)
    }
    return text
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
