/**
 * Builds LevelDB data keys (one prefix byte, then the store key) in a single reused buffer, so point reads and
 * batch writes allocate nothing per key. A returned key is valid until the next call: classic-level copies keys
 * synchronously (`getSync`, chained `batch.put` and `batch.del`), so that is enough.
 * @example
 * const keys = new DataKeyBuffer(0x01)
 * db.getSync(keys.of(Buffer.from('a'))) // reads the key 01 61
 * @category State stores
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
    const view = this.sized(key.length + 1)
    key.copy(this.buffer, 1)
    return view
  }

  /** The data key of a key given as its latin1 string (see `Bytes.key`), valid until the next call. */
  ofLatin1(key: string): Buffer {
    const length = key.length
    const view = this.sized(length + 1)
    const buffer = this.buffer
    // A plain loop beats `Buffer.write` (argument checks, a native call) for the short keys of most stores.
    if (length <= 64) for (let i = 0; i < length; i++) buffer[i + 1] = key.charCodeAt(i)
    else buffer.write(key, 1, 'latin1')
    return view
  }

  /** The reused view of `length` bytes, the prefix byte written. */
  private sized(length: number): Buffer {
    if (this.buffer.length < length) {
      this.buffer = Buffer.allocUnsafe(length * 2)
      this.view = this.buffer.subarray(0, 0)
    }
    if (this.view.length !== length) this.view = this.buffer.subarray(0, length)
    this.buffer[0] = this.prefix
    return this.view
  }
}
