import type { ChangelogOffset } from '../ChangelogOffset.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import { StoreCodec, type StoreSerdes } from '../metered/SerdeKeyValueView.js'
import type { RestoreRecord } from '../RestoreRecord.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import type { ReadOnlyVersionedBytesStore, VersionedBytesStore } from './VersionedBytesStore.js'
import type { ReadOnlyVersionedKeyValueStore, VersionedKeyValueStore } from './VersionedKeyValueStore.js'
import { versionedRecord, type VersionedRecord } from './VersionedRecord.js'

/**
 * The outermost layer of a typed versioned store: serdes between keys and values and the bytes store below.
 * @example
 * const store = new MeteredVersionedKeyValueStore(bytes, { key: Serdes.string(), value: Serdes.string(), topic: 'prices' })
 * @category State stores
 * @since 0.1.0
 */
export class MeteredVersionedKeyValueStore<K, V> implements VersionedKeyValueStore<K, V> {
  private readonly codec: StoreCodec<K, V>

  constructor(
    readonly inner: VersionedBytesStore,
    serdes: StoreSerdes<K, V>,
    /** Over this many uncommitted bytes {@link MeteredVersionedKeyValueStore.commitNeeded} says to commit early. */
    readonly uncommittedMaxBytes: number = Number.POSITIVE_INFINITY,
  ) {
    this.codec = new StoreCodec(inner.name, serdes)
  }

  get name(): string {
    return this.inner.name
  }

  get persistent(): boolean {
    return this.inner.persistent
  }

  get transactional(): boolean {
    return this.inner.transactional
  }

  get isOpen(): boolean {
    return this.inner.isOpen
  }

  /** The history retention (also the grace period), in ms. */
  get historyRetention(): number {
    return this.inner.historyRetention
  }

  /** Whether the uncommitted writes exceed `statestore.uncommitted.max.bytes`: the owner should commit now. */
  commitNeeded(): boolean {
    return this.approximateNumUncommittedBytes() > this.uncommittedMaxBytes
  }

  put(key: K, value: V | null, timestamp: number): number {
    checkNotNull(this.name, key)
    return this.inner.put(this.codec.encodeKey(key), this.codec.encodeValue(value), timestamp)
  }

  delete(key: K, timestamp: number): VersionedRecord<V> | undefined {
    checkNotNull(this.name, key)
    return this.decode(this.inner.delete(this.codec.encodeKey(key), timestamp))
  }

  get(key: K, asOfTimestamp?: number): VersionedRecord<V> | undefined {
    return this.read(this.inner, key, asOfTimestamp)
  }

  versions(key: K, fromTime: number, toTime: number, ascending: boolean): VersionedRecord<V>[] {
    checkNotNull(this.name, key)
    return this.inner
      .versions(this.codec.encodeKey(key), fromTime, toTime, ascending)
      .map((r) => this.decode(r) as VersionedRecord<V>)
  }

  readOnly(isolation: IsolationLevel): ReadOnlyVersionedKeyValueStore<K, V> {
    const view = this.inner.readOnly(isolation)
    if (view === this.inner) return this
    return {
      get: (key, asOf) => this.read(view, key, asOf),
      versions: (key, from, to, ascending) => {
        checkNotNull(this.name, key)
        return view
          .versions(this.codec.encodeKey(key), from, to, ascending)
          .map((r) => this.decode(r) as VersionedRecord<V>)
      },
    }
  }

  init(context: StateStoreContext): Promise<void> {
    this.codec.open(context)
    return this.inner.init(context)
  }

  flush(): void {
    this.inner.flush()
  }

  commit(changelogOffsets: readonly ChangelogOffset[]): Promise<void> {
    return this.inner.commit(changelogOffsets)
  }

  abort(): void {
    this.inner.abort()
  }

  committedOffsets(): readonly ChangelogOffset[] {
    return this.inner.committedOffsets()
  }

  approximateNumUncommittedBytes(): number {
    return this.inner.approximateNumUncommittedBytes()
  }

  restore(records: readonly RestoreRecord[], offset: ChangelogOffset): Promise<void> {
    return this.inner.restore(records, offset)
  }

  close(): Promise<void> {
    return this.inner.close()
  }

  private read(
    view: ReadOnlyVersionedBytesStore,
    key: K,
    asOfTimestamp: number | undefined,
  ): VersionedRecord<V> | undefined {
    checkNotNull(this.name, key)
    const bytes = this.codec.encodeKey(key)
    return this.decode(asOfTimestamp === undefined ? view.get(bytes) : view.getAsOf(bytes, asOfTimestamp))
  }

  private decode(record: VersionedRecord<Buffer> | undefined): VersionedRecord<V> | undefined {
    if (record === undefined) return undefined
    return versionedRecord(this.codec.decodeValue(record.value) as V, record.timestamp, record.validTo)
  }
}
