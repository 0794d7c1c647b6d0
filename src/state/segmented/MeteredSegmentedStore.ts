import type { Observable } from 'rxjs'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { ChangeFeedMode } from '../metered/MeteredKeyValueStore.js'
import { StoreCodec, type StoreSerdes } from '../metered/SerdeKeyValueView.js'
import { emptyMetrics, type StoreMetrics } from '../metered/StoreMetrics.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import type { StateStore } from '../StateStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { StoreChange } from '../StoreChange.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { Headers } from '../../core/processorApi/Headers.js'
import type { AbstractSegmentedStore } from './AbstractSegmentedStore.js'
import { ChangeFeed } from './ChangeFeed.js'
import { WindowedCodec } from './WindowedCodec.js'

/**
 * The shared part of the typed window and session stores: serdes, operation counters, change feed, the cache
 * flush listener, and the lifecycle passed to the segmented store below.
 * @example
 * class MeteredWindowStore<K, V> extends MeteredSegmentedStore<K, V, SegmentedWindowStore> { ... }
 * @category State stores
 * @since 0.1.0
 */
export abstract class MeteredSegmentedStore<K, V, S extends AbstractSegmentedStore> implements StateStore {
  protected readonly codec: WindowedCodec<K, V>
  protected readonly counters = emptyMetrics()
  protected readonly feed: ChangeFeed<Windowed<K>, V>
  protected recordTimestamp: () => number = () => 0

  constructor(
    /** The byte-level store below. */
    readonly inner: S,
    serdes: StoreSerdes<K, V>,
    /** Over this many uncommitted bytes `commitNeeded` says to commit early. */
    readonly uncommittedMaxBytes: number = Number.POSITIVE_INFINITY,
  ) {
    this.codec = new WindowedCodec(new StoreCodec(inner.name, serdes))
    this.feed = new ChangeFeed((value) => this.codec.value(value))
  }

  get name(): string {
    return this.inner.name
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
  }

  get isOpen(): boolean {
    return this.inner.isOpen
  }

  get retentionPeriod(): number {
    return this.inner.retentionPeriod
  }

  /** A snapshot of the operation counters. */
  metrics(): StoreMetrics {
    return { ...this.counters }
  }

  /** Whether the uncommitted writes exceed `statestore.uncommitted.max.bytes`: the owner should commit now. */
  commitNeeded(): boolean {
    return this.approximateNumUncommittedBytes() > this.uncommittedMaxBytes
  }

  /**
   * The change feed, keyed by record key and window: `committed` (default) emits after each successful commit,
   * one change per window written since the previous commit; `written` emits as each write happens.
   */
  changes(mode: ChangeFeedMode = 'committed'): Observable<StoreChange<Windowed<K>, V>> {
    return this.feed.changes(mode)
  }

  /** Forwards the writes leaving the record cache, decoded; false when caching is not enabled. */
  setFlushListener(
    listener: (
      key: Windowed<K>,
      newValue: V | undefined,
      oldValue: V | undefined,
      timestamp: number,
      headers: Headers,
    ) => void,
    sendOldValues: boolean,
  ): boolean {
    return this.inner.setFlushListener(
      (key, newValue, oldValue, timestamp, headers) =>
        listener(
          { key: this.codec.codec.decodeKey(key.key), window: key.window },
          this.codec.value(newValue),
          this.codec.value(oldValue),
          timestamp,
          headers,
        ),
      sendOldValues,
    )
  }

  async init(context: StateStoreContext): Promise<void> {
    this.codec.codec.open(context)
    this.feed.partition = context.partition
    this.recordTimestamp = context.recordTimestamp
    await this.inner.init(context)
  }

  flush(): void {
    this.counters.flushes++
    this.inner.flush()
  }

  async commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    await this.inner.commit(changelogOffsets)
    this.counters.commits++
    this.feed.committed()
  }

  abort(): void {
    this.inner.abort()
    this.counters.aborts++
    this.feed.aborted()
  }

  committedOffsets(): readonly ChangelogOffset[] {
    return this.inner.committedOffsets()
  }

  approximateNumUncommittedBytes(): number {
    return this.inner.approximateNumUncommittedBytes()
  }

  async restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    await this.inner.restore(records, offset)
    this.counters.restoredRecords += records.length
  }

  async close(): Promise<void> {
    this.feed.aborted()
    await this.inner.close()
  }
}
