import type { BytesIterator } from './BytesIterator.js'
import { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import { WrappedKeyValueBytesStore } from '../WrappedKeyValueBytesStore.js'
import type { KeyRange } from './KeyRange.js'
import { MergedKeyValueIterator } from './MergedKeyValueIterator.js'
import { SortedMap } from './SortedMap.js'

/**
 * A layer that holds writes in memory above the store below (the record cache and the transaction overlay):
 * reads see the layer first, scans merge it over the store below, `abort` and `close` drop it, and restored keys
 * leave it. Subclasses decide when entries go down. The layer holds each write once, as its value (`null` a
 * delete) under the latin1 key: no entry object per write, and the set goes down whole (see `WriteSet`).
 */
export abstract class WriteLayerStore extends WrappedKeyValueBytesStore {
  /** The held writes, ordered by key. */
  protected layer = new SortedMap<Buffer | null>()
  /** Bytes of keys and values held (plus any per-entry overhead the subclass counts). */
  protected layerBytes = 0

  protected override _get(key: Bytes): Buffer | undefined {
    if (this.layer.size !== 0) {
      const value = this.layer.get(key.key)
      if (value !== undefined) return value ?? undefined
    }
    return this.inner.get(key)
  }

  protected override _iterator(range: KeyRange, reverse: boolean): BytesIterator {
    const below = this.inner.scan(range, reverse)
    return new MergedKeyValueIterator(this.name, this.currentLayer, range, reverse, below)
  }

  protected override _approximateNumEntries(): number {
    let count = this.inner.approximateNumEntries()
    this.layer.forEach((value, key) => {
      const exists = this.inner.get(Bytes.fromKey(key)) !== undefined
      if (value === null && exists) count--
      else if (value !== null && !exists) count++
    })
    return count
  }

  protected override _abort(): void {
    this.dropLayer()
    this.inner.abort()
  }

  protected override _approximateNumUncommittedBytes(): number {
    return this.layerBytes + this.inner.approximateNumUncommittedBytes()
  }

  protected override _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    // restored records replace what the layer holds of their keys (nothing, during a restore: no key to look up)
    if (this.layer.size > 0) this.dropRestoredKeys(records)
    return this.inner.restore(records, offset)
  }

  private dropRestoredKeys(records: readonly RestoreRecord[]): void {
    for (const record of records) {
      const key = record.key.toString('latin1')
      const value = this.layer.get(key)
      if (value !== undefined) this.removeEntry(key, value)
    }
  }

  protected override _release(): Promise<void> {
    this.dropLayer()
    return this.inner.close()
  }

  /** Removes one entry from the layer. */
  protected removeEntry(key: string, value: Buffer | null): void {
    this.layer.delete(key)
    this.layerBytes -= this.entryBytes(key, value)
  }

  private readonly currentLayer = (): SortedMap<Buffer | null> => this.layer

  /** Hands the held writes over (the layer starts empty again). */
  protected takeLayer(): SortedMap<Buffer | null> {
    const taken = this.layer
    this.layer = new SortedMap<Buffer | null>()
    this.layerBytes = 0
    return taken
  }

  /** Makes `writes` the held writes, in place of an empty layer (the caller gives up the set). */
  protected adoptLayer(writes: SortedMap<Buffer | null>, bytes: number): void {
    this.layer = writes
    this.layerBytes = bytes
  }

  /** Drops every held write. */
  protected dropLayer(): void {
    this.layer.clear()
    this.layerBytes = 0
  }

  /** The bytes an entry counts for. */
  protected entryBytes(key: string, value: Buffer | null): number {
    return key.length + (value?.length ?? 0)
  }
}
