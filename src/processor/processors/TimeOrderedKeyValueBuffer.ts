import type { Serde } from '../../serde/Serde.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { Change } from '../Change.js'
import type { Header, Headers } from '../../core/processorApi/Headers.js'
import type { Record } from '../../core/processorApi/Record.js'
import { frame, frameReader, LoggedBufferStore } from './LoggedBufferStore.js'

/** A buffered record leaving the buffer: its key, its latest change and the context of its latest update. */
export interface Eviction {
  readonly key: unknown
  readonly value: Change<unknown>
  readonly timestamp: number
  readonly headers: Headers
  /** The topic of the latest update's record, counted in the entry's size as Kafka counts the record context. */
  readonly topic: string
}

interface Entry {
  readonly time: number
  readonly keyBytes: Buffer
  eviction: Eviction
  size: number
  /** The value downstream last saw for the key: the old value of the first change buffered for it. */
  readonly prior: unknown
}

/** The window start and end after a windowed key's bytes. */
const WINDOW_BYTES = 16

const isWindowed = (key: unknown): key is { key: unknown; window: { start: number; end: number } } =>
  typeof key === 'object' && key !== null && 'window' in key && 'key' in key

/**
 * The in-memory buffer of `suppress`, as Kafka Streams' `InMemoryTimeOrderedKeyValueChangeBuffer`: one entry per
 * key, ordered by buffer time then serialized key; a later update of a buffered key replaces its change and
 * context but keeps its place (non-resetting). Counts records and an estimate of their bytes for buffer limits.
 * With logging, every change is written to the changelog (the entry, or a tombstone once evicted) and `restore`
 * rebuilds the buffer from it.
 * @example
 * buffer.put(windowEnd, record)
 * buffer.evictWhile(() => buffer.minTimestamp() <= expiry, (e) => forward(e))
 * @category Building topologies
 * @since 0.1.0
 */
export class TimeOrderedKeyValueBuffer extends LoggedBufferStore {
  private readonly sorted: Entry[] = []
  private readonly index = new Map<string, Entry>()
  private bytes = 0

  constructor(
    name: string,
    private readonly keySerde: Serde<unknown>,
    private readonly valueSerde: Serde<unknown>,
    logging = true,
  ) {
    super(name, logging)
  }

  /** Buffers `record` (read from `topic`) at `time`, or updates the buffered change of its key in place. */
  put(time: number, record: Record<unknown, Change<unknown>>, topic = ''): void {
    this.checkOpen()
    const keyBytes = this.serializeKey(record.key)
    const id = keyBytes.toString('latin1')
    const eviction: Eviction = {
      key: record.key,
      value: record.value,
      timestamp: record.timestamp,
      headers: record.headers,
      topic,
    }
    const size = 8 + keyBytes.length + this.sizeOf(eviction)
    const existing = this.index.get(id)
    if (existing !== undefined) {
      this.bytes += size - existing.size
      existing.eviction = eviction
      existing.size = size
      this.logEntry(existing)
      return
    }
    this.insert({ time, keyBytes, eviction, size, prior: record.value.oldValue ?? null })
  }

  /**
   * Java's `priorValueForBuffered`: for a key with a buffered change, the value downstream last saw (what a value
   * getter of the suppressed table must answer, `null` when there was none) with the buffered record's timestamp;
   * `undefined` for a key with nothing buffered, whose value is the parent table's.
   */
  priorValueForBuffered(
    key: unknown,
  ): { readonly value: unknown; readonly timestamp: number } | null | undefined {
    this.checkOpen()
    const entry = this.index.get(this.serializeKey(key).toString('latin1'))
    if (entry === undefined) return undefined
    return entry.prior === null || entry.prior === undefined
      ? null
      : { value: entry.prior, timestamp: entry.eviction.timestamp }
  }

  /** Removes the oldest entries, handing each to `callback`, while `predicate` holds. */
  evictWhile(predicate: () => boolean, callback: (eviction: Eviction) => void): void {
    this.checkOpen()
    while (this.sorted.length > 0 && predicate()) {
      const entry = this.sorted.shift() as Entry
      this.index.delete(entry.keyBytes.toString('latin1'))
      this.bytes -= entry.size
      this.log(entry.keyBytes, null, entry.eviction.timestamp)
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

  restore(records: readonly RestoreRecord[], _offset?: ChangelogOffset): Promise<void> {
    for (const record of records) {
      const id = record.key.toString('latin1')
      const existing = this.index.get(id)
      if (existing !== undefined) {
        this.sorted.splice(this.sorted.indexOf(existing), 1)
        this.index.delete(id)
        this.bytes -= existing.size
      }
      if (record.value !== null) this.insert(this.decode(record.key, record.value), false)
    }
    return Promise.resolve()
  }

  protected clear(): void {
    this.sorted.length = 0
    this.index.clear()
    this.bytes = 0
  }

  private insert(entry: Entry, log = true): void {
    this.sorted.splice(this.insertionPoint(entry), 0, entry)
    this.index.set(entry.keyBytes.toString('latin1'), entry)
    this.bytes += entry.size
    if (log) this.logEntry(entry)
  }

  /** Writes an entry to the changelog: `[time][timestamp][window start, end or -1][new][old][headers][topic]`. */
  private logEntry(entry: Entry): void {
    if (!this.logged) return
    const { key, value, timestamp, headers, topic } = entry.eviction
    const longs = Buffer.alloc(32)
    longs.writeBigInt64BE(BigInt(entry.time), 0)
    longs.writeBigInt64BE(BigInt(timestamp), 8)
    longs.writeBigInt64BE(BigInt(isWindowed(key) ? key.window.start : -1), 16)
    longs.writeBigInt64BE(BigInt(isWindowed(key) ? key.window.end : -1), 24)
    const parts = [longs, this.framed(value.newValue), this.framed(value.oldValue), u32(headers.length)]
    for (const h of headers) parts.push(frame(Buffer.from(h.key, 'utf8')), frame(h.value))
    parts.push(frame(Buffer.from(topic, 'utf8')))
    this.log(entry.keyBytes, Buffer.concat(parts), timestamp)
  }

  private framed(value: unknown): Buffer {
    return frame(
      value === null || value === undefined ? null : this.valueSerde.serializer.serialize(this.name, value),
    )
  }

  private decode(keyBytes: Buffer, data: Buffer): Entry {
    const time = Number(data.readBigInt64BE(0))
    const timestamp = Number(data.readBigInt64BE(8))
    const start = Number(data.readBigInt64BE(16))
    const end = Number(data.readBigInt64BE(24))
    const read = frameReader(data, 32)
    const value = (bytes: Buffer | null): unknown =>
      bytes === null ? null : this.valueSerde.deserializer.deserialize(this.name, bytes)
    const newValue = value(read.next())
    const oldValue = value(read.next())
    const headers: Header[] = []
    for (let n = read.u32(); n > 0; n--) {
      const name = read.next() as Buffer
      headers.push({ key: name.toString('utf8'), value: read.next() })
    }
    const key =
      start === -1
        ? this.keySerde.deserializer.deserialize(this.name, keyBytes)
        : {
            key: this.keySerde.deserializer.deserialize(
              this.name,
              keyBytes.subarray(0, keyBytes.length - WINDOW_BYTES),
            ),
            window: { start, end },
          }
    const topic = read.hasMore() ? (read.next() as Buffer).toString('utf8') : ''
    const eviction: Eviction = { key, value: { newValue, oldValue }, timestamp, headers, topic }
    const size = 8 + keyBytes.length + this.sizeOf(eviction)
    return { time, keyBytes, eviction, size, prior: oldValue }
  }

  /**
   * A windowed key is buffered by its key, window start and window end: a session that grows keeps its start and
   * gets a new end, and must not replace (nor be emitted as) the session it merged.
   */
  private serializeKey(key: unknown): Buffer {
    if (!isWindowed(key)) return this.keySerde.serializer.serialize(this.name, key)
    const window = Buffer.alloc(WINDOW_BYTES)
    window.writeBigInt64BE(BigInt(key.window.start), 0)
    window.writeBigInt64BE(BigInt(key.window.end), 8)
    return Buffer.concat([this.keySerde.serializer.serialize(this.name, key.key), window])
  }

  /** Kafka's estimate: the values, then the record context (timestamp, offset, topic, partition, headers). */
  private sizeOf(record: Eviction): number {
    const valueSize = (v: unknown): number =>
      v === null || v === undefined ? 0 : this.valueSerde.serializer.serialize(this.name, v).length
    let headers = 0
    for (const h of record.headers) headers += h.key.length + (h.value?.length ?? 0)
    return (
      valueSize(record.value.newValue) +
      valueSize(record.value.oldValue) +
      8 +
      8 +
      record.topic.length +
      4 +
      headers
    )
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

const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n, 0)
  return b
}
