import type { Header } from '../../core/processorApi/Headers.js'
import { Record } from '../../core/processorApi/Record.js'
import type { Serde } from '../../serde/Serde.js'
import type { ChangelogOffset } from '../../state/ChangelogOffset.js'
import type { RestoreRecord } from '../../state/RestoreRecord.js'
import { frame, frameReader, LoggedBufferStore } from './LoggedBufferStore.js'

interface Entry {
  /** Changelog key: the record timestamp then a sequence number (8 bytes each), unique and in buffer order. */
  readonly id: Buffer
  readonly record: Record<unknown, unknown>
}

/**
 * The buffer of a stream-table join with a grace period (KIP-923), as Kafka Streams'
 * `RocksDBTimeOrderedKeyValueBuffer`: stream records wait, ordered by timestamp (duplicates kept, in arrival order),
 * until stream time has passed their timestamp by the grace period, so that the versioned table has received the
 * updates they should see; a record already older than that is not buffered (the join handles it at once). The
 * buffer's stream time is the largest timestamp buffered. In memory; with logging each buffered record and each
 * eviction (a tombstone) goes to the changelog, and `restore` rebuilds the buffer from it.
 * @example
 * if (!buffer.put(record)) join(record)
 * else buffer.evict(join)
 * @category Building topologies
 * @since 0.1.0
 */
export class StreamTableJoinBuffer extends LoggedBufferStore {
  private readonly entries: Entry[] = []
  private streamTime = Number.MIN_SAFE_INTEGER
  private seq = 0

  constructor(
    name: string,
    /** How long records wait after their timestamp, in ms. */
    readonly gracePeriod: number,
    private readonly keySerde: Serde<unknown>,
    private readonly valueSerde: Serde<unknown>,
    logging = true,
  ) {
    super(name, logging)
  }

  /** Buffers `record`; false (and nothing buffered) when it is older than stream time minus the grace period. */
  put(record: Record<unknown, unknown>): boolean {
    this.checkOpen()
    if (this.streamTime - this.gracePeriod > record.timestamp) return false
    const id = Buffer.alloc(16)
    id.writeBigInt64BE(BigInt(record.timestamp), 0)
    id.writeBigInt64BE(BigInt(this.seq++), 8)
    this.insert({ id, record })
    this.streamTime = Math.max(this.streamTime, record.timestamp)
    if (this.logged) this.log(id, this.encode(record), record.timestamp)
    return true
  }

  /** Hands each record whose grace period has passed to `callback`, oldest first, and forgets it. */
  evict(callback: (record: Record<unknown, unknown>) => void): void {
    this.checkOpen()
    const limit = this.streamTime - this.gracePeriod
    while (this.entries.length > 0 && (this.entries[0] as Entry).record.timestamp <= limit) {
      const { id, record } = this.entries.shift() as Entry
      this.log(id, null, record.timestamp)
      callback(record)
    }
  }

  numRecords(): number {
    return this.entries.length
  }

  restore(records: readonly RestoreRecord[], _offset?: ChangelogOffset): Promise<void> {
    for (const r of records) {
      if (r.key.length !== 16) continue
      const at = this.entries.findIndex((e) => e.id.equals(r.key))
      if (at >= 0) this.entries.splice(at, 1)
      const timestamp = Number(r.key.readBigInt64BE(0))
      this.streamTime = Math.max(this.streamTime, timestamp)
      this.seq = Math.max(this.seq, Number(r.key.readBigInt64BE(8)) + 1)
      if (r.value !== null) this.insert({ id: Buffer.from(r.key), record: this.decode(r.value, timestamp) })
    }
    return Promise.resolve()
  }

  protected clear(): void {
    this.entries.length = 0
  }

  private insert(entry: Entry): void {
    let i = this.entries.length
    while (i > 0 && Buffer.compare((this.entries[i - 1] as Entry).id, entry.id) > 0) i--
    this.entries.splice(i, 0, entry)
  }

  /** `[key][value][header count][header name, header value]...`, each framed. */
  private encode(record: Record<unknown, unknown>): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(record.headers.length, 0)
    const parts = [
      frame(this.keySerde.serializer.serialize(this.name, record.key)),
      frame(this.valueSerde.serializer.serialize(this.name, record.value)),
      count,
    ]
    for (const h of record.headers) parts.push(frame(Buffer.from(h.key, 'utf8')), frame(h.value))
    return Buffer.concat(parts)
  }

  private decode(data: Buffer, timestamp: number): Record<unknown, unknown> {
    const read = frameReader(data, 0)
    const key = this.keySerde.deserializer.deserialize(this.name, read.next() as Buffer)
    const value = this.valueSerde.deserializer.deserialize(this.name, read.next() as Buffer)
    const headers: Header[] = []
    for (let n = read.u32(); n > 0; n--) {
      const name = (read.next() as Buffer).toString('utf8')
      headers.push({ key: name, value: read.next() })
    }
    return new Record(key, value, timestamp, headers)
  }
}
