/**
 * Builds LevelDB data keys (one prefix byte, then the store key) in a single reused buffer, so point reads and
 * batch writes allocate nothing per key. A returned key is valid until the next call: classic-level copies keys
 * synchronously (`getSync`, chained `batch.put` and `batch.del`), so that is enough.
 * @example
 * const keys = new DataKeyBuffer(0x01)
 * db.getSync(keys.of(Buffer.from('a'))) // reads the key 01 61
 * @category constructors
 * @since 0.1.0
 */
export class DataKeyBuffer {
  private buffer = Buffer.allocUnsafe(256)
  /** The last view handed out; reused while keys keep the same length. */
  private view = this.buffer.subarray(0, 0)

  constructor(
    /** The byte every data key starts with. */
    private readonly prefix: number,
  ) {}

  /** The data key of `key`, valid until the next call. */
  of(key: Buffer): Buffer {
    const length = key.length + 1
    if (this.buffer.length < length) {
      this.buffer = Buffer.allocUnsafe(length * 2)
      this.view = this.buffer.subarray(0, 0)
    }
    if (this.view.length !== length) this.view = this.buffer.subarray(0, length)
    this.buffer[0] = this.prefix
    key.copy(this.buffer, 1)
    return this.view
  }
}
