import { AbstractKeyValueBytesStore } from './AbstractKeyValueBytesStore.js'
import type { BytesIterator } from './internal/BytesIterator.js'
import type { Bytes } from './Bytes.js'
import type { ChangelogOffset } from './ChangelogOffset.js'
import type { KeyRange } from './internal/KeyRange.js'
import type { IsolationLevel } from './IsolationLevel.js'
import type { ReadOnlyKeyValueStore } from './ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from './RestoreRecord.js'
import type { StateStoreContext } from './StateStoreContext.js'

/**
 * The base of byte-level layers: every hook delegates to the wrapped store, so a layer overrides only what it
 * changes (as Kafka's `WrappedStateStore`). A `READ_COMMITTED` view skips the layers of a transactional stack;
 * on a non-transactional stack it sees the latest writes, as KIP-892 specifies.
 * @example
 * class CountingLayer extends WrappedKeyValueBytesStore {
 *   protected override _put(key: Bytes, value: Buffer | null) { this.count++; super._put(key, value) }
 * }
 * @category State stores
 * @since 0.1.0
 */
export abstract class WrappedKeyValueBytesStore extends AbstractKeyValueBytesStore {
  constructor(
    /** The store this layer wraps. */
    readonly inner: AbstractKeyValueBytesStore,
  ) {
    super(inner.name)
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
  }

  protected _init(context: StateStoreContext): Promise<void> {
    return this.inner.init(context)
  }

  protected _get(key: Bytes): Buffer | undefined {
    return this.inner.get(key)
  }

  protected _put(key: Bytes, value: Buffer | null): void {
    this.inner.put(key, value)
  }

  protected _iterator(range: KeyRange, reverse: boolean): BytesIterator {
    return this.inner.scan(range, reverse)
  }

  protected _approximateNumEntries(): number {
    return this.inner.approximateNumEntries()
  }

  protected _readOnly(isolation: IsolationLevel): ReadOnlyKeyValueStore<Bytes, Buffer> {
    return isolation === 'READ_COMMITTED' && this.transactional ? this.inner.readOnly(isolation) : this
  }

  protected _flush(): void {
    this.inner.flush()
  }

  protected _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    return this.inner.commit(changelogOffsets)
  }

  protected _abort(): void {
    this.inner.abort()
  }

  protected _committedOffsets(): readonly ChangelogOffset[] {
    return this.inner.committedOffsets()
  }

  protected _approximateNumUncommittedBytes(): number {
    return this.inner.approximateNumUncommittedBytes()
  }

  protected _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    return this.inner.restore(records, offset)
  }

  protected _release(): Promise<void> {
    return this.inner.close()
  }
}
