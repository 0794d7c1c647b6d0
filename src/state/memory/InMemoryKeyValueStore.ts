import { AbstractKeyValueBytesStore } from '../AbstractKeyValueBytesStore.js'
import type { BytesIterator } from '../internal/BytesIterator.js'
import type { ChangelogOffset } from '../ChangelogOffset.js'
import { Bytes } from '../Bytes.js'
import type { KeyRange } from '../internal/KeyRange.js'
import { mergeOffsets } from '../internal/mergeOffsets.js'
import { SortedMap } from '../internal/SortedMap.js'
import { SortedKeysIterator } from '../internal/SortedKeysIterator.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { RestoreRecord } from '../RestoreRecord.js'

/**
 * The in-memory byte-level key-value backend: a `SortedMap` (hash map for point reads plus ordered leaves for
 * scans). Writes apply at once; nothing survives a restart, so the changelog rebuilds it. Not transactional by
 * itself: stack a transactional layer on it for KIP-892 behaviour.
 * @example
 * const store = new InMemoryKeyValueStore('counts')
 * await store.init(ctx)
 * store.put(Bytes.wrap(Buffer.from('a')), Buffer.from([1]))
 * @category State stores
 * @since 0.1.0
 */
export class InMemoryKeyValueStore extends AbstractKeyValueBytesStore {
  readonly persistent = false
  readonly transactional = false
  /** Values by latin1 key. */
  private readonly rows = new SortedMap<Buffer>()
  private offsets: readonly ChangelogOffset[] = []

  protected _init(): Promise<void> {
    return Promise.resolve()
  }

  protected _get(key: Bytes): Buffer | undefined {
    return this.rows.get(key.key)
  }

  protected _put(key: Bytes, value: Buffer | null): void {
    if (value === null) this.rows.delete(key.key)
    else this.rows.set(key.key, value)
  }

  protected _iterator(range: KeyRange, reverse: boolean): BytesIterator {
    return new SortedKeysIterator(this.name, this.rows.keys, range, reverse, this.row)
  }

  private readonly row = (key: string): KeyValue<Bytes, Buffer> => ({
    key: Bytes.fromKey(key),
    value: this.rows.get(key) as Buffer,
  })

  protected _approximateNumEntries(): number {
    return this.rows.size
  }

  protected _readOnly(): ReadOnlyKeyValueStore<Bytes, Buffer> {
    return this
  }

  protected _flush(): void {}

  protected _commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    this.offsets = mergeOffsets(this.offsets, changelogOffsets)
    return Promise.resolve()
  }

  protected _abort(): void {}

  protected _committedOffsets(): readonly ChangelogOffset[] {
    return this.offsets
  }

  protected _approximateNumUncommittedBytes(): number {
    return 0
  }

  protected _restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    for (const record of records) this._put(Bytes.wrap(record.key), record.value)
    this.offsets = mergeOffsets(this.offsets, [offset])
    return Promise.resolve()
  }

  protected _release(): Promise<void> {
    this.rows.clear()
    this.offsets = []
    return Promise.resolve()
  }
}
