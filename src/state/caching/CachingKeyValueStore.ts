import type { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { SortedMap } from '../internal/SortedMap.js'
import { WriteLayerStore } from '../internal/WriteLayerStore.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { RecordContextSlot, StoreRecordContext } from '../RecordContextSlot.js'
import { emptyHeaders } from '../../core/processorApi/Headers.js'
import type { CacheFlushListener } from './CacheFlushListener.js'

/** Bookkeeping bytes per entry, on top of key and value, as Kafka's `LRUCacheEntry` counts overhead. */
const ENTRY_OVERHEAD = 64

/**
 * The caching layer: a record cache bounded by `maxBytes` (`statestore.cache.max.bytes`) that absorbs writes,
 * deduplicates them per key, and pushes them down (and to the flush listener, which forwards downstream) on
 * `flush` or when the least recently written entry is evicted. Reads see the cache first; scans merge it over the
 * store below. `READ_COMMITTED` views bypass it. Reads are not cached (LevelDB keeps its own block cache). A write
 * is held once, as its value under its latin1 key; while a flush listener is set, the record context of the write
 * (the task's own object: topic, partition, offset, timestamp, headers) is kept in a second map, and the listener
 * is called with that context current, as Kafka's `LRUCacheEntry` keeps and restores it.
 * @example
 * const store = new CachingKeyValueStore(inner, 10 * 1024 * 1024)
 * store.setFlushListener((w) => forward(w.key, w.newValue, w.oldValue), true)
 * @category State stores
 * @since 0.1.0
 */
export class CachingKeyValueStore extends WriteLayerStore {
  // The layer's insertion order is the eviction order: each write `touch`es its entry to the end.
  private listener: CacheFlushListener | undefined
  /** Record contexts of the held writes, kept while a listener is set. */
  private readonly contexts = new Map<string, StoreRecordContext>()
  private sendOldValues = false
  private recordContext: RecordContextSlot = timestampOnly(() => 0)

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
    if (listener === undefined) this.contexts.clear()
  }

  /** Bytes the cache holds now. */
  get cachedBytes(): number {
    return this.layerBytes
  }

  protected override _init(context: StateStoreContext): Promise<void> {
    this.recordContext = context.recordContext ?? timestampOnly(context.recordTimestamp)
    return this.inner.init(context)
  }

  protected override _put(key: Bytes, value: Buffer | null): void {
    const k = key.key
    const previous = this.layer.get(k)
    if (previous !== undefined) {
      this.layerBytes += (value?.length ?? 0) - (previous?.length ?? 0)
      this.layer.touch(k, value)
    } else {
      this.layer.setAbsent(k, value)
      this.layerBytes += this.entryBytes(k, value)
    }
    if (this.listener !== undefined) this.contexts.set(k, this.recordContext.current())
    while (this.layerBytes > this.maxBytes && this.evictEldest()) continue
  }

  protected override _flush(): void {
    if (this.listener === undefined) {
      // Nobody to forward to: the entries go down as one set, which an empty overlay below adopts whole.
      const bytes = this.layerBytes - ENTRY_OVERHEAD * this.layer.size
      if (this.layer.size !== 0) this.inner.putWrites(this.takeLayer(), bytes)
    } else {
      this.layer.forEach((value, key) => this.pushDown(key, value))
      this.dropLayer()
    }
    this.inner.flush()
  }

  protected override _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this._flush()
    return this.inner.commit(changelogOffsets)
  }

  protected override entryBytes(key: string, value: Buffer | null): number {
    return super.entryBytes(key, value) + ENTRY_OVERHEAD
  }

  protected override dropLayer(): void {
    super.dropLayer()
    this.contexts.clear()
  }

  protected override takeLayer(): SortedMap<Buffer | null> {
    this.contexts.clear()
    return super.takeLayer()
  }

  protected override removeEntry(key: string, value: Buffer | null): void {
    super.removeEntry(key, value)
    this.contexts.delete(key)
  }

  /** Evicts the least recently written entry, pushing it down; false when the cache is empty. */
  private evictEldest(): boolean {
    const eldest = this.layer.eldestKey()
    if (eldest === undefined) return false
    const value = this.layer.get(eldest) as Buffer | null
    const context = this.contexts.get(eldest)
    this.removeEntry(eldest, value)
    this.pushDown(eldest, value, context)
    return true
  }

  /** Puts one write below and forwards it to the listener, in the record context of its write. */
  private pushDown(k: string, value: Buffer | null, context = this.contexts.get(k)): void {
    const key = Bytes.fromKey(k)
    const listener = this.listener
    const withOld = listener !== undefined && this.sendOldValues
    const below = value === null || withOld ? (this.inner.get(key) ?? null) : null
    // As Java's CachingKeyValueStore: deleting a key the store below does not have writes and forwards nothing
    if (value === null && below === null) return
    this.inner.put(key, value)
    if (listener === undefined) return
    const slot = this.recordContext
    const written = context ?? slot.current()
    const saved = slot.swap(written)
    try {
      listener({
        key,
        newValue: value,
        oldValue: withOld ? below : undefined,
        timestamp: written.timestamp,
        headers: written.headers,
      })
    } finally {
      slot.swap(saved)
    }
  }
}

/** The record context of a store whose owner lends only a timestamp (a store used on its own): nothing to swap. */
const timestampOnly = (timestamp: () => number): RecordContextSlot => ({
  current: () => ({ timestamp: timestamp(), headers: emptyHeaders }),
  swap: (context) => context,
})
