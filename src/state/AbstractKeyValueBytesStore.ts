import { AbstractKeyValueStore } from './AbstractKeyValueStore.js'
import { Bytes, prefixUpperBound } from './Bytes.js'
import type { BytesIterator } from './internal/BytesIterator.js'
import { IteratorRegistry } from './internal/IteratorRegistry.js'
import type { KeyRange } from './internal/KeyRange.js'
import type { SortedMap } from './internal/SortedMap.js'
import type { WriteSet } from './internal/WriteSet.js'
import type { ChangelogOffset } from './ChangelogOffset.js'
import type { KeyValueIterator } from './KeyValueIterator.js'

/**
 * The base of byte-level stores (backends and layers): on top of {@link AbstractKeyValueStore} it turns ranges and
 * prefix scans into one `KeyRange` hook, and tracks open iterators so that `close` invalidates them.
 * @example
 * class MyBackend extends AbstractKeyValueBytesStore { protected _iterator(range, reverse) { ... } ... }
 * @category State stores
 * @since 0.1.0
 */
export abstract class AbstractKeyValueBytesStore extends AbstractKeyValueStore<Bytes, Buffer> {
  /** Open iterators, invalidated on close. */
  protected readonly iterators = new IteratorRegistry()

  /** An iterator over `range` (the caller tracks it). */
  protected abstract _iterator(range: KeyRange, reverse: boolean): BytesIterator
  /** Releases resources after open iterators were invalidated. */
  protected abstract _release(): Promise<void>

  /** An iterator over a latin1 key range, for the layer above (checked and tracked like `range`). */
  scan(range: KeyRange, reverse: boolean): BytesIterator {
    this.checkOpen()
    return this.iterators.track(this._iterator(range, reverse))
  }

  /**
   * Applies a whole set of writes and commits them with `changelogOffsets` in one atomic step: how a
   * transactional layer hands its overlay down. The store takes ownership of `writes`.
   */
  async commitWrites(writes: WriteSet, changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this.checkOpen()
    await this._commitWrites(writes, changelogOffsets)
  }

  /**
   * Puts a whole set of writes, as one `put` each in the set's order: how the record cache hands its entries
   * down at flush. The store takes ownership of `writes` (a layer may adopt the set as its own); `bytes` is the
   * total length of their keys and values.
   */
  putWrites(writes: SortedMap<Buffer | null>, bytes: number): void {
    this.checkOpen()
    this._putWrites(writes, bytes)
  }

  /** Default: put each write. Layers that can take the set whole override it. */
  protected _putWrites(writes: SortedMap<Buffer | null>, _bytes: number): void {
    writes.forEach((value, key) => this._put(Bytes.fromKey(key), value))
  }

  /** Default: put each write, then commit. Backends that can write the set directly override it. */
  protected async _commitWrites(
    writes: WriteSet,
    changelogOffsets: readonly ChangelogOffset[],
  ): Promise<void> {
    writes.forEach((value, key) => this.put(Bytes.fromKey(key), value))
    await this.commit(changelogOffsets)
  }

  protected _range(
    from: Bytes | undefined,
    to: Bytes | undefined,
    reverse: boolean,
  ): KeyValueIterator<Bytes, Buffer> {
    return this.iterators.track(this._iterator({ from: from?.key, to: to?.key, toExclusive: false }, reverse))
  }

  protected _prefixScan(prefix: Buffer): KeyValueIterator<Bytes, Buffer> {
    const from = Bytes.wrap(prefix).key
    return this.iterators.track(
      this._iterator({ from, to: prefixUpperBound(from), toExclusive: true }, false),
    )
  }

  protected async _close(): Promise<void> {
    this.iterators.invalidateAll()
    await this._release()
  }
}
