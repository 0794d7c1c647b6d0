/**
 * Builds a big-endian binary message (the assignor's user data) from ints, longs and length-prefixed UTF-8 strings.
 * @example
 * const bytes = new ByteWriter().int32(1).string('p-1').toBuffer()
 * @category Running
 * @since 0.1.0
 */
export class ByteWriter {
  private readonly parts: Buffer[] = []

  int32(value: number): this {
    const b = Buffer.allocUnsafe(4)
    b.writeInt32BE(value)
    this.parts.push(b)
    return this
  }

  int64(value: number): this {
    const b = Buffer.allocUnsafe(8)
    b.writeBigInt64BE(BigInt(value))
    this.parts.push(b)
    return this
  }

  string(value: string): this {
    const bytes = Buffer.from(value, 'utf8')
    this.int32(bytes.length)
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
