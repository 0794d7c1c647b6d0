import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import type { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import { WriteLayerStore } from '../internal/WriteLayerStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { CacheFlushListener } from './CacheFlushListener.js'

/** A cached write; `null` value is a cached delete. */
interface CacheEntry {
  readonly key: Bytes
  value: Buffer | null
  timestamp: number
}

/** Bookkeeping bytes per entry, on top of key and value, as Kafka's `LRUCacheEntry` counts overhead. */
const ENTRY_OVERHEAD = 64

/**
 * The caching layer: a record cache bounded by `maxBytes` (`statestore.cache.max.bytes`) that absorbs writes,
 * deduplicates them per key, and pushes them down (and to the flush listener, which forwards downstream) on
 * `flush` or when the least recently written entry is evicted. Reads see the cache first; scans merge it over the
 * store below. `READ_COMMITTED` views bypass it. Reads are not cached (LevelDB keeps its own block cache).
 * @example
 * const store = new CachingKeyValueStore(inner, 10 * 1024 * 1024)
 * store.setFlushListener((w) => forward(w.key, w.newValue, w.oldValue), true)
 * @category constructors
 * @since 0.1.0
 */
export class CachingKeyValueStore extends WriteLayerStore<CacheEntry> {
  // The layer's insertion order is the eviction order: each write `touch`es its entry to the end.
  private listener: CacheFlushListener | undefined
  private sendOldValues = false
  private recordTimestamp: () => number = () => 0

  constructor(
    inner: AbstractKeyValueBytesStore,
    /** Most bytes the cache holds before evicting; 0 writes through at once. */
    readonly maxBytes: number,
  ) {
    super(inner)
  }

  /** Sets who receives writes leaving the cache; with `sendOldValues` each carries the value it replaces. */
  setFlushListener(listener: CacheFlushListener | undefined, sendOldValues: boolean): void {
    this.listener = listener
    this.sendOldValues = sendOldValues
  }

  /** Bytes the cache holds now. */
  get cachedBytes(): number {
    return this.layerBytes
  }

  protected override _init(context: StateStoreContext): Promise<void> {
    this.recordTimestamp = context.recordTimestamp
    return this.inner.init(context)
  }

  protected override _put(key: Bytes, value: Buffer | null): void {
    const k = key.key
    const timestamp = this.recordTimestamp()
    const entry = this.layer.get(k)
    if (entry !== undefined) {
      this.layerBytes += (value?.length ?? 0) - (entry.value?.length ?? 0)
      entry.value = value
      entry.timestamp = timestamp
      this.layer.touch(k, entry)
    } else {
      const fresh = { key, value, timestamp }
      this.layer.setAbsent(k, fresh)
      this.layerBytes += this.entryBytes(fresh)
    }
    while (this.layerBytes > this.maxBytes && this.evictEldest()) continue
  }

  protected override _flush(): void {
    if (this.listener === undefined) {
      // Nobody to forward to: the entries go down as one set, which an empty overlay below adopts whole.
      const bytes = this.layerBytes - ENTRY_OVERHEAD * this.layer.size
      if (this.layer.size !== 0) this.inner.putWrites(this.takeLayer(), bytes)
    } else {
      for (const entry of this.layer.values()) this.pushDown(entry)
      this.dropLayer()
    }
    this.inner.flush()
  }

  protected override _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this._flush()
    return this.inner.commit(changelogOffsets)
  }

  protected override entryBytes(entry: CacheEntry): number {
    return super.entryBytes(entry) + ENTRY_OVERHEAD
  }

  /** Evicts the least recently written entry, pushing it down; false when the cache is empty. */
  private evictEldest(): boolean {
    const eldest = this.layer.eldest()
    if (eldest === undefined) return false
    this.removeEntry(eldest)
    this.pushDown(eldest)
    return true
  }

  private pushDown(entry: CacheEntry): void {
    const listener = this.listener
    const oldValue =
      listener !== undefined && this.sendOldValues ? (this.inner.get(entry.key) ?? null) : undefined
    this.inner.put(entry.key, entry.value)
    listener?.({ key: entry.key, newValue: entry.value, oldValue, timestamp: entry.timestamp })
  }
}
