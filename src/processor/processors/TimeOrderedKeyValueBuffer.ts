import type { Serde } from '../../serde/Serde.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import { StoreClosedError } from '../../state/errors/StoreClosedError.js'
import { StoreConfigError } from '../../state/errors/StoreConfigError.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { StateStore } from '../../state/StateStore.js'
import type { Change } from '../Change.js'
import type { Headers } from '../Headers.js'
import type { Record } from '../Record.js'

/** A buffered record leaving the buffer: its key, its latest change and the context of its latest update. */
export interface Eviction {
  readonly key: unknown
  readonly value: Change<unknown>
  readonly timestamp: number
  readonly headers: Headers
}

interface Entry {
  readonly time: number
  readonly keyBytes: Buffer
  eviction: Eviction
  size: number
}

const isWindowed = (key: unknown): key is { key: unknown; window: { start: number } } =>
  typeof key === 'object' && key !== null && 'window' in key && 'key' in key

/**
 * The in-memory buffer of `suppress`, as Kafka Streams' `InMemoryTimeOrderedKeyValueChangeBuffer`: one entry per
 * key, ordered by buffer time then serialized key; a later update of a buffered key replaces its change and
 * context but keeps its place (non-resetting). Counts records and an estimate of their bytes for buffer limits.
 * It keeps no changelog: a restarted task starts with an empty buffer.
 * @example
 * buffer.put(windowEnd, record)
 * buffer.evictWhile(() => buffer.minTimestamp() <= expiry, (e) => forward(e))
 * @category model
 * @since 0.1.0
 */
export class TimeOrderedKeyValueBuffer implements StateStore {
  readonly persistent = false
  readonly transactional = false
  private open = false
  private readonly sorted: Entry[] = []
  private readonly index = new Map<string, Entry>()
  private bytes = 0

  constructor(
    readonly name: string,
    private readonly keySerde: Serde<unknown>,
    private readonly valueSerde: Serde<unknown>,
  ) {}

  get isOpen(): boolean {
    return this.open
  }

  init(): Promise<void> {
    this.open = true
    return Promise.resolve()
  }

  /** Buffers `record` at `time`, or updates the buffered change of its key in place. */
  put(time: number, record: Record<unknown, Change<unknown>>): void {
    this.checkOpen()
    const keyBytes = this.serializeKey(record.key)
    const id = keyBytes.toString('latin1')
    const eviction: Eviction = {
      key: record.key,
      value: record.value,
      timestamp: record.timestamp,
      headers: record.headers,
    }
    const size = 8 + keyBytes.length + this.sizeOf(record)
    const existing = this.index.get(id)
    if (existing !== undefined) {
      this.bytes += size - existing.size
      existing.eviction = eviction
      existing.size = size
      return
    }
    const entry: Entry = { time, keyBytes, eviction, size }
    this.sorted.splice(this.insertionPoint(entry), 0, entry)
    this.index.set(id, entry)
    this.bytes += size
  }

  /** Removes the oldest entries, handing each to `callback`, while `predicate` holds. */
  evictWhile(predicate: () => boolean, callback: (eviction: Eviction) => void): void {
    this.checkOpen()
    while (this.sorted.length > 0 && predicate()) {
      const entry = this.sorted.shift() as Entry
      this.index.delete(entry.keyBytes.toString('latin1'))
      this.bytes -= entry.size
      callback(entry.eviction)
    }
  }

  /** The smallest buffer time, or `Number.MAX_SAFE_INTEGER` when empty. */
  minTimestamp(): number {
    return this.sorted[0]?.time ?? Number.MAX_SAFE_INTEGER
  }

  numRecords(): number {
    return this.sorted.length
  }

  bufferSize(): number {
    return this.bytes
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

  restore(records: readonly RestoreRecord[]): Promise<void> {
    if (records.length > 0) {
      return Promise.reject(
        new StoreConfigError(
          `Suppression buffer '${this.name}' keeps no changelog and cannot restore one: disable its logging.`,
          this.name,
        ),
      )
    }
    return Promise.resolve()
  }

  close(): Promise<void> {
    this.open = false
    this.sorted.length = 0
    this.index.clear()
    this.bytes = 0
    return Promise.resolve()
  }

  private checkOpen(): void {
    if (!this.open)
      throw new StoreClosedError(`Store '${this.name}' is not open (not initialized, or closed).`, this.name)
  }

  private serializeKey(key: unknown): Buffer {
    if (!isWindowed(key)) return this.keySerde.serializer.serialize(this.name, key)
    const start = Buffer.alloc(8)
    start.writeBigInt64BE(BigInt(key.window.start), 0)
    return Buffer.concat([this.keySerde.serializer.serialize(this.name, key.key), start])
  }

  private sizeOf(record: Record<unknown, Change<unknown>>): number {
    const valueSize = (v: unknown): number =>
      v === null || v === undefined ? 0 : this.valueSerde.serializer.serialize(this.name, v).length
    let headers = 0
    for (const [k, v] of record.headers) headers += k.length + (v?.length ?? 0)
    return valueSize(record.value.newValue) + valueSize(record.value.oldValue) + 8 + 8 + 4 + headers
  }

  private insertionPoint(entry: Entry): number {
    let lo = 0
    let hi = this.sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const other = this.sorted[mid] as Entry
      const before =
        other.time < entry.time ||
        (other.time === entry.time && Buffer.compare(other.keyBytes, entry.keyBytes) < 0)
      if (before) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
