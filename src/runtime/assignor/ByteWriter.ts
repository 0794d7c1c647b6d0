import { encodeJavaUtf } from './javaUtf.js'
import { uuidBytes } from './processUuid.js'

/**
 * Builds a big-endian binary message (Kafka Streams' subscription and assignment user data, Kafka's consumer
 * protocol) from fixed-width numbers, UUIDs, and the three string shapes those formats use.
 * @example
 * const bytes = new ByteWriter().int32(11).uuid(processId).toBuffer()
 * @category model
 * @since 0.1.0
 */
export class ByteWriter {
  private readonly parts: Buffer[] = []

  private fixed(size: number, write: (b: Buffer) => void): this {
    const b = Buffer.allocUnsafe(size)
    write(b)
    this.parts.push(b)
    return this
  }

  int8(value: number): this {
    return this.fixed(1, (b) => b.writeInt8(value))
  }

  int16(value: number): this {
    return this.fixed(2, (b) => b.writeInt16BE(value))
  }

  int32(value: number): this {
    return this.fixed(4, (b) => b.writeInt32BE(value))
  }

  int64(value: number | bigint): this {
    return this.fixed(8, (b) => b.writeBigInt64BE(BigInt(value)))
  }

  /** A UUID in its canonical text form, as 16 bytes (most significant first). */
  uuid(value: string): this {
    this.parts.push(uuidBytes(value))
    return this
  }

  /** Kafka's `bytes`: an int32 length, then the bytes. */
  bytes(value: Buffer): this {
    this.int32(value.length)
    this.parts.push(value)
    return this
  }

  /** Kafka's `string`: an int16 length (-1 for null), then UTF-8. */
  kafkaString(value: string | null): this {
    if (value === null) return this.int16(-1)
    const bytes = Buffer.from(value, 'utf8')
    this.int16(bytes.length)
    this.parts.push(bytes)
    return this
  }

  /** Java's `DataOutputStream#writeUTF`: an unsigned int16 length, then modified UTF-8. */
  javaUtf(value: string): this {
    const bytes = encodeJavaUtf(value)
    this.fixed(2, (b) => b.writeUInt16BE(bytes.length))
    this.parts.push(bytes)
    return this
  }

  /** A count, then each item written by `write`. */
  list<A>(items: readonly A[], write: (item: A, writer: this) => void): this {
    this.int32(items.length)
    for (const item of items) write(item, this)
    return this
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.parts)
  }
}
