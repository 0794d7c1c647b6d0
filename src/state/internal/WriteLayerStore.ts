import type { BytesIterator } from './BytesIterator.js'
import type { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import { WrappedKeyValueBytesStore } from '../WrappedKeyValueBytesStore.js'
import type { KeyRange } from './KeyRange.js'
import { MergedKeyValueIterator, type LayerEntry } from './MergedKeyValueIterator.js'
import { SortedMap } from './SortedMap.js'

/**
 * A layer that holds writes in memory above the store below (the record cache and the transaction overlay):
 * reads see the layer first, scans merge it over the store below, `abort` and `close` drop it, and restored keys
 * leave it. Subclasses decide when entries go down.
 */
export abstract class WriteLayerStore<E extends LayerEntry> extends WrappedKeyValueBytesStore {
  /** The held writes, ordered by key. */
  protected layer = new SortedMap<E>()
  /** Bytes of keys and values held (plus any per-entry overhead the subclass counts). */
  protected layerBytes = 0

  protected override _get(key: Bytes): Buffer | undefined {
    if (this.layer.size !== 0) {
      const entry = this.layer.get(key.key)
      if (entry !== undefined) return entry.value ?? undefined
    }
    return this.inner.get(key)
  }

  protected override _iterator(range: KeyRange, reverse: boolean): BytesIterator {
    const below = this.inner.scan(range, reverse)
    return new MergedKeyValueIterator(
      this.name,
      this.currentLayer,
      range,
      reverse,
      below,
      this.iterators.forget,
    )
  }

  protected override _approximateNumEntries(): number {
    let count = this.inner.approximateNumEntries()
    for (const entry of this.layer.values()) {
      const exists = this.inner.get(entry.key) !== undefined
      if (entry.value === null && exists) count--
      else if (entry.value !== null && !exists) count++
    }
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
    for (const record of records) {
      const entry = this.layer.get(record.key.toString('latin1'))
      if (entry !== undefined) this.removeEntry(entry)
    }
    return this.inner.restore(records, offset)
  }

  protected override _release(): Promise<void> {
    this.dropLayer()
    return this.inner.close()
  }

  /** Removes one entry from the layer. */
  protected removeEntry(entry: E): void {
    this.layer.delete(entry.key.key)
    this.layerBytes -= this.entryBytes(entry)
  }

  private readonly currentLayer = (): SortedMap<E> => this.layer

  /** Hands the held writes over (the layer starts empty again). */
  protected takeLayer(): SortedMap<E> {
    const taken = this.layer
    this.layer = new SortedMap<E>()
    this.layerBytes = 0
    return taken
  }

  /** Makes `writes` the held writes, in place of an empty layer (the caller gives up the set). */
  protected adoptLayer(writes: SortedMap<E>, bytes: number): void {
    this.layer = writes
    this.layerBytes = bytes
  }

  /** Drops every held write. */
  protected dropLayer(): void {
    this.layer.clear()
    this.layerBytes = 0
  }

  /** The bytes an entry counts for. */
  protected entryBytes(entry: E): number {
    return entry.key.length + (entry.value?.length ?? 0)
  }
}
