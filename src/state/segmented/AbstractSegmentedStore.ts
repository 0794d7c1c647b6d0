import { Bytes } from '../Bytes.js'
import type { CacheFlushListener } from '../caching/CacheFlushListener.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import { StoreClosedError } from '../StateStoreError.js'
import { IteratorRegistry } from '../internal/IteratorRegistry.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import type { KeyValueBytesStore } from '../KeyValueBytesStore.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import type { StateStore } from '../StateStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { Headers } from '../../core/processorApi/Headers.js'
import { validateStoreName } from '../validateStoreName.js'
import { readTimestamp, TIMESTAMP_SIZE, writeTimestamp } from './OrderedBytes.js'
import { Segments } from './Segments.js'
import type { ChangelogLayout } from './ChangelogLayout.js'
import { segmentPrefix, segmentUpperBound } from '../window/WindowKeySchema.js'

/**
 * The one-byte key holding the stream time as of the last commit (written with the data, so a reopened store
 * expires exactly what it expired before; not logged, as restoring finds it from the changelog's keys). Every
 * segment key is 8 bytes or longer and starts at 0x7f or above.
 */
const STREAM_TIME_KEY = Bytes.wrap(Buffer.from([0x00]))
const FIRST_SEGMENT = Buffer.from([0x01])

/**
 * Receives the writes a window or session store's record cache pushes down, keyed by record key and window.
 * @example
 * const listener: WindowedFlushListener = (key, newValue) => forward(key, newValue)
 * @category State stores
 * @since 0.1.0
 */
export type WindowedFlushListener = (
  key: Windowed<Bytes>,
  newValue: Buffer | null,
  oldValue: Buffer | null | undefined,
  timestamp: number,
  headers: Headers,
) => void

/**
 * What the read side of a segmented store needs from its owner.
 * @example
 * new SegmentedWindowReader(host, host.inner, () => segments, 60_000, false)
 * @category State stores
 * @since 0.1.0
 */
export interface SegmentedStoreHost {
  readonly name: string
  /** Throws `StoreClosedError` unless the store is open. */
  checkOpen(): void
  /** Where iterators register so that closing the store invalidates them. */
  readonly iterators: IteratorRegistry
  /** Grows with every change of the rows (write, commit, abort, restore): open iterators then reposition. */
  readonly writeVersion: number
  /** The record key and window of a row. */
  windowedKey(storeKey: Buffer): Windowed<Bytes>
}

/**
 * The base of segmented stores (window and session): rows live in one byte-level key-value store (any backend,
 * under any key-value layers: caching, change-logging, transactional), each key prefixed by its segment id, so
 * commit, abort, restore and read-committed views come from that store and stay atomic. This class keeps the
 * time bookkeeping ({@link Segments}): stream time, which segments exist, and the state as of the last commit so
 * that `abort` returns to it. Expired segments are deleted at `flush`/`commit` (between batches), and reads never
 * return expired rows in the meantime. The stream time is written with each commit (and so logged), so reopening
 * or restoring expires exactly what was expired before; on open the segments are found by seeking through the data.
 *
 * The changelog holds Kafka Streams' layout, not the store's: the change-logging layer below logs each row under
 * `toChangelogKey` and skips the stream-time row and the deletes of dropped segments
 * (Kafka Streams drops segments without logging, leaving them to the topic's retention); `restore` turns the
 * changelog's keys back with `fromChangelogKey`, and its stream time is the latest
 * time among them, as in Kafka Streams.
 * @example
 * class MyStore extends AbstractSegmentedStore { protected segmentTime(k: Buffer) { return readTimestamp(k, 8) } }
 * @category State stores
 * @since 0.1.0
 */
export abstract class AbstractSegmentedStore implements StateStore, SegmentedStoreHost {
  readonly iterators = new IteratorRegistry()
  writeVersion = 0
  protected segments: Segments
  protected committedSegments: Segments
  private opened = false
  private streamTimeWritten = Number.MIN_SAFE_INTEGER

  constructor(
    readonly name: string,
    /** The key-value store that holds the rows. */
    protected readonly inner: KeyValueBytesStore,
    /** How long rows stay live, in ms. */
    readonly retentionPeriod: number,
    /** Length of one segment, in ms. */
    readonly segmentInterval: number,
    /** Whether rows stay live through `observedStreamTime - retentionPeriod` (see `Segments.timeOrdered`). */
    readonly timeOrdered = false,
  ) {
    validateStoreName(name)
    this.segments = new Segments(retentionPeriod, segmentInterval, timeOrdered)
    this.committedSegments = this.segments.clone()
    const layout: ChangelogLayout = { changelogKey: (key, value) => this.changelogKey(key, value) }
    findLayer<{ setChangelogLayout(l: ChangelogLayout): void }>(
      inner,
      'setChangelogLayout',
    )?.setChangelogLayout(layout)
  }

  /** The time that places a row in its segment (window start, session end). */
  protected abstract segmentTime(storeKey: Buffer): number

  abstract windowedKey(storeKey: Buffer): Windowed<Bytes>

  /** Kafka Streams' changelog key of a row. */
  protected abstract toChangelogKey(storeKey: Buffer): Buffer

  /** The row key of a changelog key (written by Kafka Streams or by `toChangelogKey`). */
  protected abstract fromChangelogKey(changelogKey: Buffer): Buffer

  /** Called for every row found on open when {@link AbstractSegmentedStore.scanAllOnOpen} is set. */
  protected recoverRow(_storeKey: Buffer): void {}

  /** Whether opening must look at every row (to recover a sequence number), not only the newest segment. */
  protected get scanAllOnOpen(): boolean {
    return false
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
  }

  /**
   * What a `readOnly(isolation)` view reads: the byte rows at that isolation level, and the segments they live
   * in (for a read-committed view of a transactional store, as of the last commit). Throws unless open.
   */
  protected readOnlyParts(
    isolation: IsolationLevel,
  ): readonly [ReadOnlyKeyValueStore<Bytes, Buffer>, () => Segments] {
    this.checkOpen()
    const committed = isolation === 'READ_COMMITTED' && this.transactional
    return [this.inner.readOnly(isolation), committed ? () => this.committedSegments : () => this.segments]
  }

  get isOpen(): boolean {
    return this.opened
  }

  /** The largest time seen (window start or session end). */
  get observedStreamTime(): number {
    return this.segments.observedStreamTime
  }

  async init(context: StateStoreContext): Promise<void> {
    if (this.opened) return
    await this.inner.init(context)
    this.segments = new Segments(this.retentionPeriod, this.segmentInterval, this.timeOrdered)
    this.recover()
    this.streamTimeWritten = this.segments.observedStreamTime
    this.committedSegments = this.segments.clone()
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
    const state = this.segments.clone()
    await this.inner.commit(changelogOffsets)
    this.committedSegments = state
    this.writeVersion++
  }

  abort(): void {
    this.checkOpen()
    this.inner.abort()
    this.writeVersion++
    if (!this.inner.transactional) return
    this.segments = this.committedSegments.clone()
    this.streamTimeWritten = this.segments.observedStreamTime
  }

  committedOffsets(): readonly ChangelogOffset[] {
    this.checkOpen()
    return this.inner.committedOffsets()
  }

  approximateNumUncommittedBytes(): number {
    return this.opened ? this.inner.approximateNumUncommittedBytes() : 0
  }

  async restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    this.checkOpen()
    const rows = records.map((r) => ({ ...r, key: this.fromChangelogKey(r.key) }))
    await this.inner.restore(rows, offset)
    this.writeVersion++
    for (const row of rows) this.observeStored(row.key)
    this.committedSegments = this.segments.clone()
  }

  async close(): Promise<void> {
    if (!this.opened) return
    this.opened = false
    this.iterators.invalidateAll()
    await this.inner.close()
  }

  /** Whether a row at time `t` (window start, session end) is expired now: dropped on write, never returned. */
  isExpired(t: number): boolean {
    return this.segments.isExpired(t)
  }

  /**
   * Sends the writes leaving the record cache (on flush or eviction) to `listener`, as windowed keys; deletes of
   * expired rows (segments being dropped) are not forwarded. Returns false when the stack has no caching layer.
   */
  setFlushListener(listener: WindowedFlushListener | undefined, sendOldValues: boolean): boolean {
    const cache = findLayer<{ setFlushListener(l: CacheFlushListener | undefined, old: boolean): void }>(
      this.inner,
      'setFlushListener',
    )
    if (cache === undefined) return false
    const forward: CacheFlushListener | undefined =
      listener &&
      ((write) => {
        const storeKey = write.key.get()
        if (this.isBookkeeping(storeKey, write.newValue)) return
        listener(this.windowedKey(storeKey), write.newValue, write.oldValue, write.timestamp, write.headers)
      })
    cache.setFlushListener(forward, sendOldValues)
    return true
  }

  /**
   * Whether a write is the store's own bookkeeping, never shown outside it (to the cache's listener or the
   * changelog): the stream-time row, or a delete of an expired row (a segment being dropped).
   */
  private isBookkeeping(storeKey: Buffer, value: Buffer | null): boolean {
    return storeKey.length <= 1 || (value === null && this.isExpired(this.segmentTime(storeKey)))
  }

  /** The changelog key of a write, or undefined for bookkeeping writes (see `isBookkeeping`). */
  private changelogKey(storeKey: Buffer, value: Buffer | null): Buffer | undefined {
    return this.isBookkeeping(storeKey, value) ? undefined : this.toChangelogKey(storeKey)
  }

  checkOpen(): void {
    if (!this.opened) {
      throw new StoreClosedError(`Store '${this.name}' is not open (not initialized, or closed).`, this.name)
    }
  }

  /**
   * Deletes expired segments and writes the stream time if it moved, so both reach the store with the flush that
   * precedes a commit (not during the commit itself); neither is logged.
   */
  private prepareCommit(): void {
    this.dropExpiredSegments()
    const streamTime = this.segments.observedStreamTime
    if (streamTime === this.streamTimeWritten) return
    const value = Buffer.allocUnsafe(TIMESTAMP_SIZE)
    writeTimestamp(value, 0, streamTime)
    this.inner.put(STREAM_TIME_KEY, value)
    this.streamTimeWritten = streamTime
  }

  /** Deletes every row of the segments that have expired (at most a few segments, once per segment interval). */
  protected dropExpiredSegments(): void {
    for (const id of this.segments.takeExpired()) {
      const keys: Bytes[] = []
      const it = this.inner.range(Bytes.wrap(segmentPrefix(id)), Bytes.wrap(segmentUpperBound(id)))
      try {
        while (it.hasNext()) keys.push(it.next().key)
      } finally {
        it.close()
      }
      for (const key of keys) this.inner.put(key, null)
    }
  }

  private observeStored(storeKey: Buffer): void {
    this.segments.register(readTimestamp(storeKey, 0))
    this.segments.advanceTo(this.segmentTime(storeKey))
    this.recoverRow(storeKey)
  }

  /** Finds the segments by seeking from one to the next, then the stream time in the newest one. */
  private recover(): void {
    const streamTime = this.inner.get(STREAM_TIME_KEY)
    if (streamTime !== undefined) this.segments.advanceTo(readTimestamp(streamTime, 0))
    let from = Bytes.wrap(FIRST_SEGMENT)
    for (;;) {
      const it = this.inner.range(from, undefined)
      const row = it.peekNext()
      it.close()
      if (row === undefined) break
      const id = readTimestamp(row.key.get(), 0)
      this.segments.register(id)
      from = Bytes.wrap(segmentPrefix(id + 1))
    }
    const ids = this.segments.segmentIds
    const scan = this.scanAllOnOpen ? ids : ids.slice(-1)
    for (const id of scan) {
      const it = this.inner.range(Bytes.wrap(segmentPrefix(id)), Bytes.wrap(segmentUpperBound(id)))
      try {
        while (it.hasNext()) this.observeStored(it.next().key.get())
      } finally {
        it.close()
      }
    }
  }
}

/** The first layer of a key-value stack (outermost first) that has `method`. */
const findLayer = <T>(store: KeyValueBytesStore, method: keyof T): T | undefined => {
  for (let layer: unknown = store; layer !== undefined; layer = (layer as { inner?: unknown }).inner) {
    if (typeof (layer as Record<keyof T, unknown>)[method] === 'function') return layer as T
  }
  return undefined
}
