import type { Serde } from '../../serde/Serde.js'
import { innerKeySerde } from '../../serde/windowed/WindowedSerdes.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import type { Change } from '../Change.js'
import { emptyHeaders, lastHeader, type Headers } from '../../core/processorApi/Headers.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { RecordMetadata } from '../../core/processorApi/RecordMetadata.js'
import { isWindowed, windowed } from '../../core/windows/Windowed.js'
import {
  BUFFER_CHANGELOG_HEADERS,
  bufferValueSize,
  decodeBufferValue,
  encodeBufferValue,
  type BufferValue,
} from './BufferValue.js'
import { DirtyKeys } from './DirtyKeys.js'
import { LoggedBufferStore } from './LoggedBufferStore.js'

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
  key: unknown
  change: Change<unknown>
  bytes: BufferValue
  size: number
}

/** The window start and end after a windowed key's bytes, when the key serde does not write windows. */
const WINDOW_BYTES = 16
/**
 * Marks changelog records whose key is a windowed key written without a windowed key serde (inner key, start,
 * end): Kafka Streams cannot write those (its buffer serializes keys with the table's key serde), so they are ours.
 */
const OWN_WINDOW_HEADER = 'tributary.window'
const OWN_WINDOWED_HEADERS: Headers = Object.freeze([
  ...BUFFER_CHANGELOG_HEADERS,
  { key: OWN_WINDOW_HEADER, value: null },
])

/**
 * The in-memory buffer of `suppress`, as Kafka Streams' `InMemoryTimeOrderedKeyValueChangeBuffer`: one entry per
 * key, ordered by buffer time then serialized key; a later update of a buffered key replaces its change and
 * context but keeps its place (non-resetting). Counts records and Kafka's estimate of their bytes for buffer
 * limits. With logging, each flush writes every key changed since the last one to the changelog as Kafka Streams
 * does (the key serde's bytes; the value in its version 3 layout with header `v` = 3, or a tombstone once
 * evicted; no record timestamp), and `restore` reads every layout Kafka Streams has written.
 * @example
 * buffer.put(windowEnd, record, context.recordMetadata())
 * buffer.evictWhile(() => buffer.minTimestamp() <= expiry, (e) => forward(e))
 * @category Building topologies
 * @since 0.1.0
 */
export class TimeOrderedKeyValueBuffer extends LoggedBufferStore {
  private readonly sorted: Entry[] = []
  private readonly index = new Map<string, Entry>()
  private readonly dirty = new DirtyKeys()
  private bytes = 0

  constructor(
    name: string,
    private readonly keySerde: Serde<unknown>,
    private readonly valueSerde: Serde<unknown>,
    logging = true,
  ) {
    super(name, logging)
  }

  /**
   * Buffers `record` at `time`, or updates the buffered change of its key in place; `metadata` (the topic,
   * partition and offset of the record being processed) is kept in the entry's record context.
   */
  put(time: number, record: Record<unknown, Change<unknown>>, metadata?: RecordMetadata): void {
    this.checkOpen()
    const keyBytes = this.serializeKey(record.key)
    const existing = this.index.get(keyBytes.toString('latin1'))
    const old = this.serializeValue(record.value.oldValue)
    const bytes: BufferValue = {
      prior: existing === undefined ? old : existing.bytes.prior,
      old,
      new: this.serializeValue(record.value.newValue),
      context: {
        timestamp: record.timestamp,
        offset: metadata?.offset ?? -1,
        topic: metadata?.topic ?? '',
        partition: metadata?.partition ?? -1,
        headers: record.headers,
      },
    }
    this.cleanPut(time, keyBytes, record.key, record.value, bytes)
    if (this.logged) this.dirty.add(keyBytes)
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
    const prior = this.deserializeValue(entry.bytes.prior)
    return prior === null ? null : { value: prior, timestamp: entry.bytes.context.timestamp }
  }

  /** Removes the oldest entries, handing each to `callback`, while `predicate` holds. */
  evictWhile(predicate: () => boolean, callback: (eviction: Eviction) => void): void {
    this.checkOpen()
    while (this.sorted.length > 0 && predicate()) {
      const entry = this.sorted.shift() as Entry
      this.index.delete(entry.keyBytes.toString('latin1'))
      this.bytes -= entry.size
      if (this.logged) this.dirty.add(entry.keyBytes)
      const { timestamp, headers, topic } = entry.bytes.context
      callback({ key: entry.key, value: entry.change, timestamp, headers, topic })
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

  /** Writes each key changed since the last flush to the changelog: its entry, or a tombstone if evicted. */
  override flush(): void {
    super.flush()
    this.dirty.drain((keyBytes) => {
      const entry = this.index.get(keyBytes.toString('latin1'))
      if (entry === undefined) {
        this.log(keyBytes, null, undefined)
        return
      }
      const headers =
        isWindowed(entry.key) && !this.windowedSerde ? OWN_WINDOWED_HEADERS : BUFFER_CHANGELOG_HEADERS
      this.log(keyBytes, encodeBufferValue(entry.time, entry.bytes), undefined, headers)
    })
  }

  restore(records: readonly RestoreRecord[], _offset?: ChangelogOffset): Promise<void> {
    const { topic, partition } = this.changelog
    for (const record of records) {
      const id = record.key.toString('latin1')
      const existing = this.index.get(id)
      if (record.value === null) {
        if (existing !== undefined) this.remove(existing)
        continue
      }
      const headers = record.headers ?? emptyHeaders
      const { time, value } = decodeBufferValue(
        {
          value: record.value,
          headers,
          timestamp: record.timestamp ?? -1,
          offset: record.offset,
          topic,
          partition,
        },
        existing?.bytes,
      )
      const change = {
        newValue: this.deserializeValue(value.new),
        oldValue: this.deserializeValue(value.old),
      }
      this.cleanPut(time, record.key, this.deserializeKey(record.key, headers), change, value)
    }
    return Promise.resolve()
  }

  protected clear(): void {
    this.sorted.length = 0
    this.index.clear()
    this.dirty.drain(() => undefined)
    this.bytes = 0
  }

  /** Kafka's non-resetting put: a key already buffered keeps its time and place, with the new change. */
  private cleanPut(
    time: number,
    keyBytes: Buffer,
    key: unknown,
    change: Change<unknown>,
    bytes: BufferValue,
  ): void {
    const size = 8 + keyBytes.length + bufferValueSize(bytes)
    const existing = this.index.get(keyBytes.toString('latin1'))
    if (existing !== undefined) {
      this.bytes += size - existing.size
      Object.assign(existing, { key, change, bytes, size })
      return
    }
    const entry: Entry = { time, keyBytes, key, change, bytes, size }
    this.sorted.splice(this.insertionPoint(entry), 0, entry)
    this.index.set(keyBytes.toString('latin1'), entry)
    this.bytes += size
  }

  private remove(entry: Entry): void {
    this.sorted.splice(this.sorted.indexOf(entry), 1)
    this.index.delete(entry.keyBytes.toString('latin1'))
    this.bytes -= entry.size
  }

  /** Whether the key serde writes windowed keys itself (Kafka's windowed serdes), as a windowed table's does. */
  private get windowedSerde(): boolean {
    return innerKeySerde(this.keySerde) !== undefined
  }

  /**
   * The key's bytes in the changelog, as Kafka Streams writes them: the key serde's. A windowed key with a plain key
   * serde (no serde was given for the windowed table) is written as the key, its window start and end: a session
   * that grows keeps its start and gets a new end, and must not replace (nor be emitted as) the session it merged.
   */
  private serializeKey(key: unknown): Buffer {
    if (this.windowedSerde || !isWindowed(key)) return this.keySerde.serializer.serialize(this.name, key)
    const window = Buffer.alloc(WINDOW_BYTES)
    window.writeBigInt64BE(BigInt(key.window.start), 0)
    window.writeBigInt64BE(BigInt(key.window.end), 8)
    return Buffer.concat([this.keySerde.serializer.serialize(this.name, key.key), window])
  }

  private deserializeKey(bytes: Buffer, headers: Headers): unknown {
    if (lastHeader(headers, OWN_WINDOW_HEADER) === undefined)
      return this.keySerde.deserializer.deserialize(this.name, bytes)
    const at = bytes.length - WINDOW_BYTES
    return windowed(this.keySerde.deserializer.deserialize(this.name, bytes.subarray(0, at)), {
      start: Number(bytes.readBigInt64BE(at)),
      end: Number(bytes.readBigInt64BE(at + 8)),
    })
  }

  private serializeValue(value: unknown): Buffer | null {
    return value === null || value === undefined
      ? null
      : this.valueSerde.serializer.serialize(this.name, value)
  }

  private deserializeValue(bytes: Buffer | null): unknown {
    return bytes === null ? null : this.valueSerde.deserializer.deserialize(this.name, bytes)
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
