import { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import type { KeyValueBytesStore } from '../KeyValueBytesStore.js'
import type { ChangelogCollector } from '../logging/ChangelogCollector.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { checkTimestamp } from '../segmented/checkTimestamp.js'
import { readTimestamp, TIMESTAMP_SIZE, writeTimestamp } from '../segmented/OrderedBytes.js'
import type { StateStore } from '../StateStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import { StoreClosedError } from '../StateStoreError.js'
import { validateStoreName } from '../validateStoreName.js'
import { restoreVersions } from './restoreVersions.js'
import { segmentIdOf, segmentPrefix, STREAM_TIME_KEY } from './rowKeys.js'
import { latestVersion, versionAsOf, versionsBetween, type ReadScope } from './versionedGet.js'
import { versionedPut } from './versionedPut.js'
import { PUT_RETURN_CODE_NOT_PUT, type VersionedRecord } from './VersionedRecord.js'
import { VersionedRows } from './VersionedRows.js'
import { VersionedSegments } from './VersionedSegments.js'

/** Kafka's `ConsumerRecord.NO_TIMESTAMP`: the stream time before the first put. */
const NO_TIMESTAMP = -1

/**
 * The reads of a versioned byte store, at one isolation level.
 * @example
 * const view: ReadOnlyVersionedBytesStore = store.readOnly('READ_COMMITTED')
 * @category State stores
 * @since 0.1.0
 */
export interface ReadOnlyVersionedBytesStore {
  get(key: Bytes): VersionedRecord<Buffer> | undefined
  getAsOf(key: Bytes, asOfTimestamp: number): VersionedRecord<Buffer> | undefined
  versions(key: Bytes, fromTime: number, toTime: number, ascending: boolean): VersionedRecord<Buffer>[]
}

/**
 * The versioned key-value store on bytes (KIP-889), as Kafka Streams' `RocksDBVersionedStore`, over any byte
 * key-value stack (LevelDB or memory, under the transactional layer when `statestore.transactional.enabled`), so
 * commit, abort, restore and read-committed views are that stack's. History retention doubles as the grace period:
 * a put older than `streamTime - historyRetention` is not put. Segments of `segmentInterval` ms hold the older
 * versions by validTo and expire whole; their rows are deleted at `flush`/`commit`. With logging, each put and
 * delete goes to the changelog as Java writes it (the record key, its value or a tombstone, stamped with the
 * version's timestamp), and `restore` replays those puts.
 * @example
 * const store = new VersionedBytesStore('prices', new InMemoryKeyValueStore('prices'), 300_000, 100_000, true)
 * await store.init(context)
 * store.put(Bytes.wrap(Buffer.from('k')), Buffer.from('v'), 10) // -1: the newest version
 * @category State stores
 * @since 0.1.0
 */
export class VersionedBytesStore implements StateStore, ReadOnlyVersionedBytesStore {
  private segments: VersionedSegments
  private committedSegments: VersionedSegments
  private streamTime = NO_TIMESTAMP
  private committedStreamTime = NO_TIMESTAMP
  private streamTimeWritten = NO_TIMESTAMP
  private pendingDrops: number[] = []
  private opened = false
  private collector: ChangelogCollector | undefined
  private topic = ''
  private partition = 0
  private readonly rows: VersionedRows

  constructor(
    readonly name: string,
    private readonly inner: KeyValueBytesStore,
    readonly historyRetention: number,
    readonly segmentInterval: number,
    private readonly logging: boolean,
  ) {
    validateStoreName(name)
    this.segments = new VersionedSegments(historyRetention, segmentInterval)
    this.committedSegments = this.segments.clone()
    this.rows = new VersionedRows(
      (row) => this.inner.get(row),
      (row, value) => this.inner.put(row, value),
    )
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
  }

  get isOpen(): boolean {
    return this.opened
  }

  /** The largest timestamp put (or restored) so far. */
  get observedStreamTime(): number {
    return this.streamTime
  }

  /** Puts a version; returns its validTo, `-1` when it is the newest, or `PUT_RETURN_CODE_NOT_PUT`. */
  put(key: Bytes, value: Buffer | null, timestamp: number): number {
    checkNotNull(this.name, key)
    checkTimestamp(this.name, 'timestamp', timestamp)
    this.checkOpen()
    const result = this.doPut(key.get(), value, timestamp)
    this.log(key, value, timestamp)
    return result
  }

  /** Deletes at `timestamp`; returns the version valid then (nothing when older than the grace period). */
  delete(key: Bytes, timestamp: number): VersionedRecord<Buffer> | undefined {
    checkNotNull(this.name, key)
    checkTimestamp(this.name, 'timestamp', timestamp)
    this.checkOpen()
    const expired = timestamp < this.streamTime - this.historyRetention
    const existing = expired ? undefined : versionAsOf(this.scope(), key.get(), timestamp)
    if (!expired) this.doPut(key.get(), null, timestamp)
    this.log(key, null, timestamp)
    return existing
  }

  get(key: Bytes): VersionedRecord<Buffer> | undefined {
    checkNotNull(this.name, key)
    this.checkOpen()
    return latestVersion(this.scope(), key.get())
  }

  getAsOf(key: Bytes, asOfTimestamp: number): VersionedRecord<Buffer> | undefined {
    checkNotNull(this.name, key)
    checkTimestamp(this.name, 'asOfTimestamp', asOfTimestamp)
    this.checkOpen()
    return versionAsOf(this.scope(), key.get(), asOfTimestamp)
  }

  versions(key: Bytes, fromTime: number, toTime: number, ascending: boolean): VersionedRecord<Buffer>[] {
    checkNotNull(this.name, key)
    this.checkOpen()
    return versionsBetween(this.scope(), key.get(), fromTime, toTime, ascending)
  }

  /** The reads at `isolation`: a read-committed view of a transactional stack sees the state of the last commit. */
  readOnly(isolation: IsolationLevel): ReadOnlyVersionedBytesStore {
    this.checkOpen()
    if (isolation !== 'READ_COMMITTED' || !this.transactional) return this
    const view = this.inner.readOnly(isolation)
    const scope = (): ReadScope => ({
      rows: new VersionedRows((row) => view.get(row)),
      segments: this.committedSegments,
      streamTime: this.committedStreamTime,
      historyRetention: this.historyRetention,
    })
    return {
      get: (key) => latestVersion(scope(), key.get()),
      getAsOf: (key, asOf) => versionAsOf(scope(), key.get(), asOf),
      versions: (key, from, to, ascending) => versionsBetween(scope(), key.get(), from, to, ascending),
    }
  }

  async init(context: StateStoreContext): Promise<void> {
    if (this.opened) return
    await this.inner.init(context)
    this.collector = this.logging ? context.collector : undefined
    this.topic = context.changelogTopic ?? `${this.name}-changelog`
    this.partition = context.partition
    this.recover()
    this.opened = true
  }

  flush(): void {
    this.checkOpen()
    this.prepareCommit()
    this.inner.flush()
  }

  async commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this.checkOpen()
    this.prepareCommit()
    const segments = this.segments.clone()
    const streamTime = this.streamTime
    await this.inner.commit(changelogOffsets)
    this.committedSegments = segments
    this.committedStreamTime = streamTime
  }

  abort(): void {
    this.checkOpen()
    this.inner.abort()
    if (!this.inner.transactional) return
    this.segments = this.committedSegments.clone()
    this.streamTime = this.committedStreamTime
    this.streamTimeWritten = this.committedStreamTime
    this.pendingDrops = []
  }

  committedOffsets(): readonly ChangelogOffset[] {
    this.checkOpen()
    return this.inner.committedOffsets()
  }

  approximateNumUncommittedBytes(): number {
    return this.opened ? this.inner.approximateNumUncommittedBytes() : 0
  }

  /** Replays changelog puts (each record's timestamp is its version's), as Java's batch restore does. */
  async restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    this.checkOpen()
    const restored = restoreVersions(this.inner, this.segments, this.streamTime, records)
    this.streamTime = restored.streamTime
    this.streamTimeWritten = restored.streamTime
    await this.inner.restore(restored.rows, offset)
    this.committedSegments = this.segments.clone()
    this.committedStreamTime = this.streamTime
  }

  async close(): Promise<void> {
    if (!this.opened) return
    this.opened = false
    await this.inner.close()
  }

  checkOpen(): void {
    if (!this.opened) {
      throw new StoreClosedError(`Store '${this.name}' is not open (not initialized, or closed).`, this.name)
    }
  }

  private scope(): ReadScope {
    return {
      rows: this.rows,
      segments: this.segments,
      streamTime: this.streamTime,
      historyRetention: this.historyRetention,
    }
  }

  private doPut(key: Buffer, value: Buffer | null, timestamp: number): number {
    if (timestamp < this.streamTime - this.historyRetention) return PUT_RETURN_CODE_NOT_PUT
    this.streamTime = Math.max(this.streamTime, timestamp)
    this.pendingDrops.push(...this.segments.cleanup(this.streamTime))
    return versionedPut(this.scope(), key, value, timestamp)
  }

  private log(key: Bytes, value: Buffer | null, timestamp: number): void {
    this.collector?.send({ topic: this.topic, partition: this.partition, key: key.get(), value, timestamp })
  }

  /** Deletes the rows of expired segments and writes the stream time if it moved (both reach the commit). */
  private prepareCommit(): void {
    for (const id of this.pendingDrops.splice(0)) {
      const rows: Bytes[] = []
      const it = this.inner.range(Bytes.wrap(segmentPrefix(id)), Bytes.wrap(segmentPrefix(id + 1)))
      try {
        while (it.hasNext()) {
          const row = it.next().key
          if (segmentIdOf(row.get()) === id) rows.push(row)
        }
      } finally {
        it.close()
      }
      for (const row of rows) this.inner.put(row, null)
    }
    if (this.streamTime === this.streamTimeWritten) return
    const value = Buffer.allocUnsafe(TIMESTAMP_SIZE)
    writeTimestamp(value, 0, this.streamTime)
    this.inner.put(STREAM_TIME_KEY, value)
    this.streamTimeWritten = this.streamTime
  }

  /** Reads the stream time back and finds the segments by seeking from one to the next. */
  private recover(): void {
    this.segments = new VersionedSegments(this.historyRetention, this.segmentInterval)
    const streamTime = this.inner.get(STREAM_TIME_KEY)
    this.streamTime = streamTime === undefined ? NO_TIMESTAMP : readTimestamp(streamTime, 0)
    let from = Bytes.wrap(segmentPrefix(Number.MIN_SAFE_INTEGER))
    for (;;) {
      const it = this.inner.range(from, Bytes.wrap(segmentPrefix(Number.POSITIVE_INFINITY)))
      const row = it.peekNext()
      it.close()
      const id = row === undefined ? undefined : segmentIdOf(row.key.get())
      if (id === undefined) break
      this.segments.register(id)
      from = Bytes.wrap(segmentPrefix(id + 1))
    }
    this.streamTimeWritten = this.streamTime
    this.committedStreamTime = this.streamTime
    this.committedSegments = this.segments.clone()
  }
}
