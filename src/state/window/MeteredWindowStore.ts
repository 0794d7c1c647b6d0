import type { IsolationLevel } from '../IsolationLevel.js'
import type { ReadOnlyWindowStore } from '../ReadOnlyWindowStore.js'
import type { WindowStore } from '../WindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { MeteredSegmentedStore } from '../segmented/MeteredSegmentedStore.js'
import type { SegmentedWindowStore } from './SegmentedWindowStore.js'
import { TypedWindowReader } from './TypedWindowReader.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from './WindowFetchArgs.js'

type Store<K, V> = WindowStore<K, V>

/**
 * The outermost layer of a typed window store: serdes, operation counters and a change feed keyed by
 * `Windowed<K>`, over a segmented byte-level window store and its key-value layers. What processors and
 * interactive queries hold; build it with `Stores.windowStoreBuilder`.
 * @example
 * const store = Stores.windowStoreBuilder(
 *   Stores.inMemoryWindowStore('clicks', 3_600_000, 60_000, false), Serdes.string(), Serdes.long(),
 * ).build()
 * await store.init(ctx)
 * store.put('user-1', 3, 60_000)
 * store.fetch('user-1', 60_000) // 3
 * @category State stores
 * @since 0.1.0
 */
export class MeteredWindowStore<K, V>
  extends MeteredSegmentedStore<K, V, SegmentedWindowStore>
  implements WindowStore<K, V>
{
  private readonly reader = new TypedWindowReader(this.inner, this.codec)
  private duplicates = 0

  /** Window length, in ms. */
  get windowSize(): number {
    return this.inner.windowSize
  }

  put(key: K, value: V | null, windowStart: number): void {
    this.inner.checkOpen()
    const keyBytes = this.codec.key(key)
    const valueBytes = this.codec.codec.encodeValue(value)
    if (value === null) this.counters.deletes++
    else this.counters.puts++
    if (!this.feed.observed) {
      this.inner.put(keyBytes, valueBytes, windowStart)
      return
    }
    const dups = this.inner.retainDuplicates
    const old = dups ? undefined : this.inner.fetch(keyBytes, windowStart)
    this.inner.put(keyBytes, valueBytes, windowStart)
    if (this.inner.isExpired(windowStart) || (dups && value === null)) return
    const id = `${keyBytes.key}\u0000${windowStart}` + (dups ? `#${this.duplicates++}` : '')
    this.feed.record(
      id,
      () => this.windowedKey(key, windowStart),
      old,
      valueBytes ?? undefined,
      this.recordTimestamp(),
    )
  }

  readonly fetch = ((...args: WindowFetchArgs<K>) => {
    if (args.length === 2) this.counters.gets++
    else this.counters.scans++
    return this.reader.fetchAny(args)
  }) as Store<K, V>['fetch']

  readonly backwardFetch = ((...args: WindowBackwardFetchArgs<K>) => {
    this.counters.scans++
    return this.reader.backwardFetchAny(args)
  }) as Store<K, V>['backwardFetch']

  readonly all: Store<K, V>['all'] = () => {
    this.counters.scans++
    return this.reader.all()
  }

  readonly backwardAll: Store<K, V>['backwardAll'] = () => {
    this.counters.scans++
    return this.reader.backwardAll()
  }

  readonly fetchAll: Store<K, V>['fetchAll'] = (timeFrom, timeTo) => {
    this.counters.scans++
    return this.reader.fetchAll(timeFrom, timeTo)
  }

  readonly backwardFetchAll: Store<K, V>['backwardFetchAll'] = (timeFrom, timeTo) => {
    this.counters.scans++
    return this.reader.backwardFetchAll(timeFrom, timeTo)
  }

  readOnly(isolation: IsolationLevel): ReadOnlyWindowStore<K, V> {
    return new TypedWindowReader(this.inner.readOnly(isolation), this.codec).view()
  }

  private windowedKey(key: K, start: number): Windowed<K> {
    return { key, window: { start, end: Math.min(start + this.inner.windowSize, Number.MAX_SAFE_INTEGER) } }
  }
}
