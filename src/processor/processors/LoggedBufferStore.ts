import type { Headers } from '../../core/processorApi/Headers.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { ChangelogCollector } from '../../state/logging/ChangelogCollector.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import type { StateStoreContext } from '../../state/StateStoreContext.js'
import { StoreClosedError } from '../../state/StateStoreError.js'

/**
 * `[length i32][bytes]`, length -1 for null: how buffers frame the parts of a changelog value.
 * @example
 * frame(Buffer.from('ab')) // 00 00 00 02 61 62
 * @category Building topologies
 * @since 0.1.0
 */
export const frame = (bytes: Buffer | null): Buffer => {
  const length = Buffer.alloc(4)
  length.writeInt32BE(bytes === null ? -1 : bytes.length, 0)
  return bytes === null ? length : Buffer.concat([length, bytes])
}

/**
 * Reads {@link frame}d parts of `data` one after the other, from `offset`.
 * @example
 * const next = frameReader(value, 32); const key = next()
 * @category Building topologies
 * @since 0.1.0
 */
export const frameReader = (data: Buffer, offset: number) => {
  let at = offset
  return {
    next: (): Buffer | null => {
      const length = data.readInt32BE(at)
      at += 4
      if (length < 0) return null
      at += length
      return data.subarray(at - length, at)
    },
    u32: (): number => {
      at += 4
      return data.readUInt32BE(at - 4)
    },
    /** Whether frames follow (a field added later is absent from older changelog records). */
    hasMore: (): boolean => at < data.length,
  }
}

/**
 * The lifecycle shared by the in-memory buffers of processors (suppression, stream-table join grace): not
 * transactional, nothing to commit (the changelog is the durable copy), each change sent to the changelog when
 * logging is on, and `restore` rebuilding the buffer from it.
 * @example
 * class MyBuffer extends LoggedBufferStore { restore(records) { ... } }
 * @category Building topologies
 * @since 0.1.0
 */
export abstract class LoggedBufferStore implements StateStore {
  readonly persistent = false
  readonly transactional = false
  private open = false
  private collector: ChangelogCollector | undefined
  private topic = ''
  private partition = 0

  constructor(
    readonly name: string,
    private readonly logging: boolean,
  ) {}

  get isOpen(): boolean {
    return this.open
  }

  init(context: StateStoreContext): Promise<void> {
    this.collector = this.logging ? context.collector : undefined
    this.topic = context.changelogTopic ?? `${this.name}-changelog`
    this.partition = context.partition
    this.open = true
    return Promise.resolve()
  }

  flush(): void {
    this.checkOpen()
  }

  commit(): Promise<void> {
    this.checkOpen()
    return Promise.resolve()
  }

  abort(): void {
    this.checkOpen()
  }

  committedOffsets(): readonly ChangelogOffset[] {
    return []
  }

  approximateNumUncommittedBytes(): number {
    return 0
  }

  abstract restore(records: readonly RestoreRecord[], offset?: ChangelogOffset): Promise<void>

  close(): Promise<void> {
    this.open = false
    this.clear()
    return Promise.resolve()
  }

  /** Empties the buffer (on close). */
  protected abstract clear(): void

  /** Whether a changelog takes this buffer's changes. */
  protected get logged(): boolean {
    return this.collector !== undefined
  }

  /**
   * Sends one change (`null`: the entry left the buffer) to the changelog, if logging; an undefined `timestamp`
   * leaves it to the producer.
   */
  protected log(key: Buffer, value: Buffer | null, timestamp: number | undefined, headers?: Headers): void {
    this.collector?.send({
      topic: this.topic,
      partition: this.partition,
      key,
      value,
      timestamp,
      ...(headers === undefined ? {} : { headers }),
    })
  }

  /** The changelog topic and partition this buffer writes to and restores from. */
  protected get changelog(): { readonly topic: string; readonly partition: number } {
    return { topic: this.topic, partition: this.partition }
  }

  protected checkOpen(): void {
    if (!this.open)
      throw new StoreClosedError(`Store '${this.name}' is not open (not initialized, or closed).`, this.name)
  }
}
