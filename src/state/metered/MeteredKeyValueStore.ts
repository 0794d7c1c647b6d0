import { Subject, type Observable } from 'rxjs'
import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { AbstractKeyValueStore } from '../AbstractKeyValueStore.js'
import type { Bytes } from '../Bytes.js'
import type { Headers } from '../../core/processorApi/Headers.js'
import type { CacheFlushListener } from '../caching/CacheFlushListener.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { StoreChange } from '../StoreChange.js'
import {
  DecodingIterator,
  identity,
  SerdeKeyValueView,
  StoreCodec,
  type StoreSerdes,
} from './SerdeKeyValueView.js'
import { emptyMetrics, type StoreMetrics } from './StoreMetrics.js'
import type { StoreSensor } from './StoreSensors.js'
import { nanoTime, systemClock, type Clock } from '../../core/clock.js'

/** A metered store's sensors, present only when the level records them (DEBUG). */
interface Sensors {
  readonly put: StoreSensor | undefined
  readonly get: StoreSensor | undefined
  readonly delete: StoreSensor | undefined
  readonly range: StoreSensor | undefined
  readonly prefixScan: StoreSensor | undefined
  readonly flush: StoreSensor | undefined
  readonly restore: StoreSensor | undefined
}

/**
 * When a change feed emits: after the commit that made a change durable, or as each write happens.
 * @category State stores
 */
export type ChangeFeedMode = 'committed' | 'written'

/** A change waiting for the commit that will make it durable: first old value, latest new value. */
interface PendingChange {
  readonly key: Bytes
  readonly oldValue: Buffer | undefined
  newValue: Buffer | undefined
  timestamp: number
}

/**
 * The outermost layer of a typed key-value store: serdes (keys and values to bytes), operation counters and
 * change feeds, over a stack of byte-level layers. This is what processors and interactive queries hold.
 * @example
 * const store = Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('counts'), Serdes.string(), Serdes.long()).build()
 * await store.init(ctx)
 * store.changes().subscribe((c) => console.log(c.key, c.oldValue, '->', c.newValue))
 * @category State stores
 * @since 0.1.0
 */
export class MeteredKeyValueStore<K, V> extends AbstractKeyValueStore<K, V> {
  private readonly codec: StoreCodec<K, V>
  private readonly view: SerdeKeyValueView<K, V>
  private readonly counters = emptyMetrics()
  private readonly committed$ = new Subject<StoreChange<K, V>>()
  private readonly written$ = new Subject<StoreChange<K, V>>()
  private readonly pendingChanges = new Map<string, PendingChange>()
  private partition = 0
  private recordTimestamp: () => number = () => 0
  /** Undefined unless `metrics.recording.level` is DEBUG: then each operation is timed (`stream-state-metrics`). */
  private sensors: Sensors | undefined
  private clock: Clock = systemClock

  constructor(
    /** The byte-level stack below. */
    readonly inner: AbstractKeyValueBytesStore,
    serdes: StoreSerdes<K, V>,
    /** Over this many uncommitted bytes {@link MeteredKeyValueStore.commitNeeded} says to commit early. */
    readonly uncommittedMaxBytes: number = Number.POSITIVE_INFINITY,
    /** The store type of its metrics' `<type>-state-id` tag (the supplier's `metricsScope`: `in-memory`, `rocksdb`). */
    readonly metricsScope: string = 'in-memory',
  ) {
    super(inner.name)
    this.codec = new StoreCodec(inner.name, serdes)
    this.view = new SerdeKeyValueView(inner, this.codec)
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
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
   * The store's change feed. `committed` (the default) emits after each successful commit, one change per key
   * written since the previous commit (old value as committed before, new value as committed now); `written`
   * emits as each write happens. Nothing is computed while nobody subscribes.
   */
  changes(mode: ChangeFeedMode = 'committed'): Observable<StoreChange<K, V>> {
    return (mode === 'committed' ? this.committed$ : this.written$).asObservable()
  }

  /** Forwards writes leaving the record cache, decoded, to `listener` (no-op without a caching layer). */
  setFlushListener(
    listener: (
      key: K,
      newValue: V | undefined,
      oldValue: V | undefined,
      timestamp: number,
      headers: Headers,
    ) => void,
    sendOldValues: boolean,
  ): boolean {
    const cacheListener: CacheFlushListener = (w) =>
      listener(
        this.codec.decodeKey(w.key),
        this.codec.decodeValue(w.newValue),
        this.codec.decodeValue(w.oldValue),
        w.timestamp,
        w.headers,
      )
    for (let layer: unknown = this.inner; layer !== undefined; layer = (layer as { inner?: unknown }).inner) {
      const candidate = layer as { setFlushListener?: (l: CacheFlushListener, old: boolean) => void }
      if (typeof candidate.setFlushListener === 'function') {
        candidate.setFlushListener(cacheListener, sendOldValues)
        return true
      }
    }
    return false
  }

  protected async _init(context: StateStoreContext): Promise<void> {
    this.codec.open(context)
    this.partition = context.partition
    this.recordTimestamp = context.recordTimestamp
    this.clock = context.clock ?? systemClock
    const sensor = (op: string) => context.sensors?.sensor(this.metricsScope, this.name, op)
    const put = sensor('put')
    this.sensors =
      put === undefined
        ? undefined
        : {
            put,
            get: sensor('get'),
            delete: sensor('delete'),
            range: sensor('range'),
            prefixScan: sensor('prefix-scan'),
            flush: sensor('flush'),
            restore: sensor('restore'),
          }
    await this.inner.init(context)
  }

  /** Records one call to an operation that started at `start` (`nanoTime`). */
  private timed(sensor: StoreSensor | undefined, start: number): void {
    sensor?.record(1, nanoTime() - start, this.clock.now())
  }

  protected _get(key: K): V | undefined {
    this.counters.gets++
    if (this.sensors === undefined) return this.view.get(key)
    const start = nanoTime()
    const value = this.view.get(key)
    this.timed(this.sensors.get, start)
    return value
  }

  protected _put(key: K, value: V | null): void {
    if (this.sensors === undefined) {
      this.write(key, value)
      return
    }
    const start = nanoTime()
    this.write(key, value)
    this.timed(value === null ? this.sensors.delete : this.sensors.put, start)
  }

  private write(key: K, value: V | null): void {
    const keyBytes = this.codec.encodeKey(key)
    const valueBytes = this.codec.encodeValue(value)
    if (value === null) this.counters.deletes++
    else this.counters.puts++
    if (!this.committed$.observed && !this.written$.observed) {
      this.inner.put(keyBytes, valueBytes)
      return
    }
    const old = this.inner.get(keyBytes)
    this.inner.put(keyBytes, valueBytes)
    const timestamp = this.recordTimestamp()
    const newValue = valueBytes ?? undefined
    if (this.committed$.observed) this.track(keyBytes, old, newValue, timestamp)
    if (this.written$.observed) this.written$.next(this.change(keyBytes, old, newValue, timestamp))
  }

  /** Ranges and prefix scans are timed until their iterator is made (Java's until it is closed). */
  protected _range(from: K | undefined, to: K | undefined, reverse: boolean): KeyValueIterator<K, V> {
    this.counters.scans++
    const start = this.sensors === undefined ? 0 : nanoTime()
    const iterator = reverse ? this.view.reverseRange(from, to) : this.view.range(from, to)
    if (this.sensors !== undefined) this.timed(this.sensors.range, start)
    return iterator
  }

  protected _prefixScan(prefix: Buffer): KeyValueIterator<K, V> {
    this.counters.scans++
    const start = this.sensors === undefined ? 0 : nanoTime()
    const iterator = new DecodingIterator(this.inner.prefixScan(prefix, identity), this.codec)
    if (this.sensors !== undefined) this.timed(this.sensors.prefixScan, start)
    return iterator
  }

  protected _approximateNumEntries(): number {
    return this.inner.approximateNumEntries()
  }

  protected _readOnly(isolation: IsolationLevel): ReadOnlyKeyValueStore<K, V> {
    return new SerdeKeyValueView(this.inner.readOnly(isolation), this.codec)
  }

  protected _flush(): void {
    this.counters.flushes++
    const start = this.sensors === undefined ? 0 : nanoTime()
    this.inner.flush()
    if (this.sensors !== undefined) this.timed(this.sensors.flush, start)
  }

  protected async _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    await this.inner.commit(changelogOffsets)
    this.counters.commits++
    const changes = [...this.pendingChanges.values()]
    this.pendingChanges.clear()
    for (const c of changes) {
      if (sameBytes(c.oldValue, c.newValue)) continue
      this.committed$.next(this.change(c.key, c.oldValue, c.newValue, c.timestamp))
    }
  }

  protected _abort(): void {
    this.counters.aborts++
    this.pendingChanges.clear()
    this.inner.abort()
  }

  protected _committedOffsets(): readonly ChangelogOffset[] {
    return this.inner.committedOffsets()
  }

  protected _approximateNumUncommittedBytes(): number {
    return this.inner.approximateNumUncommittedBytes()
  }

  /** One `restore` sample per restored batch (Java's: one per store initialization, restore included). */
  protected async _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    const start = this.sensors === undefined ? 0 : nanoTime()
    await this.inner.restore(records, offset)
    this.counters.restoredRecords += records.length
    if (this.sensors !== undefined) this.timed(this.sensors.restore, start)
  }

  protected async _close(): Promise<void> {
    this.pendingChanges.clear()
    await this.inner.close()
  }

  private track(key: Bytes, old: Buffer | undefined, newValue: Buffer | undefined, timestamp: number): void {
    const pending = this.pendingChanges.get(key.key)
    if (pending === undefined) {
      this.pendingChanges.set(key.key, { key, oldValue: old, newValue, timestamp })
      return
    }
    pending.newValue = newValue
    pending.timestamp = timestamp
  }

  private change(
    key: Bytes,
    old: Buffer | undefined,
    newValue: Buffer | undefined,
    timestamp: number,
  ): StoreChange<K, V> {
    return {
      key: this.codec.decodeKey(key),
      oldValue: this.codec.decodeValue(old),
      newValue: this.codec.decodeValue(newValue),
      timestamp,
      partition: this.partition,
    }
  }
}

const sameBytes = (a: Buffer | undefined, b: Buffer | undefined): boolean =>
  a === undefined || b === undefined ? a === b : a.equals(b)
