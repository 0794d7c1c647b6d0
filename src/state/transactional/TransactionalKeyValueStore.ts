import type { Bytes } from '../Bytes.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { SortedMap } from '../internal/SortedMap.js'
import { WriteLayerStore } from '../internal/WriteLayerStore.js'

/**
 * The transactional layer (KIP-892, mechanism `indexbatch`): uncommitted writes live in an ordered overlay that
 * the owner reads through (read-your-writes, merged scans). `commit` hands the whole overlay to the store below,
 * which makes it durable in one atomic batch together with the changelog offsets; `abort` drops the overlay.
 * The `READ_COMMITTED` view reads the store below directly, bypassing the overlay. Restore bypasses it too.
 * @example
 * const store = new TransactionalKeyValueStore(new LevelKeyValueStore('counts'))
 * store.put(k, v); store.abort() // k is gone again
 * @category State stores
 * @since 0.1.0
 */
export class TransactionalKeyValueStore extends WriteLayerStore {
  override get transactional(): boolean {
    return true
  }

  protected override _put(key: Bytes, value: Buffer | null): void {
    const k = key.key
    const previous = this.layer.get(k)
    if (previous !== undefined) {
      this.layerBytes -= this.entryBytes(k, previous)
      this.layer.set(k, value)
    } else this.layer.setAbsent(k, value)
    this.layerBytes += this.entryBytes(k, value)
  }

  /** An empty overlay adopts the set as it is (no per-key copy); otherwise each write lands on top. */
  protected override _putWrites(writes: SortedMap<Buffer | null>, bytes: number): void {
    if (this.layer.size !== 0) {
      super._putWrites(writes, bytes)
      return
    }
    this.adoptLayer(writes, bytes)
  }

  protected override async _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    await this.inner.commitWrites(this.takeLayer(), changelogOffsets)
  }
}
