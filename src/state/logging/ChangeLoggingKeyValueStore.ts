import type { Bytes } from '../Bytes.js'
import { readInt64BE } from '../../serde/int64.js'
import type { SortedMap } from '../internal/SortedMap.js'
import type { ChangelogLayout } from '../segmented/ChangelogLayout.js'
import type { StateStoreContext } from '../StateStoreContext.js'
import { WrappedKeyValueBytesStore } from '../WrappedKeyValueBytesStore.js'
import type { ChangelogCollector } from './ChangelogCollector.js'

const TIMESTAMP_BYTES = 8

/**
 * The change-logging layer: every write (a delete as a `null` tombstone) also goes to the context's
 * {@link ChangelogCollector} for the store's changelog topic and the task's partition, stamped with the current
 * record's timestamp. Restores are not logged (they come from the changelog). A timestamped store logs as Kafka
 * Streams does: the plain value, with the stored timestamp (its first 8 bytes) as the record's timestamp; the
 * restore side puts it back (`restoreRecordReader`). A window or session store above this layer sets its
 * `ChangelogLayout`, so its rows are logged under Kafka Streams' changelog keys.
 * @example
 * const store = new ChangeLoggingKeyValueStore(inner, 'app-counts-changelog')
 * await store.init({ ...ctx, collector: new InMemoryChangelogCollector() })
 * @category State stores
 * @since 0.1.0
 */
export class ChangeLoggingKeyValueStore extends WrappedKeyValueBytesStore {
  private collector: ChangelogCollector | undefined
  private topic = ''
  private partition = 0
  private recordTimestamp: () => number = () => 0
  private layout: ChangelogLayout | undefined

  constructor(
    inner: WrappedKeyValueBytesStore['inner'],
    /** The changelog topic; the context's `changelogTopic` wins, then this, then `<name>-changelog`. */
    private readonly changelogTopic?: string,
    /** Values are a timestamped store's: an 8-byte big-endian timestamp, then the plain value. */
    private readonly timestamped = false,
  ) {
    super(inner)
  }

  /**
   * Logs each write under the key `layout` gives it (and not at all when it gives none); set by the window or
   * session store above.
   * @internal
   */
  setChangelogLayout(layout: ChangelogLayout): void {
    this.layout = layout
  }

  protected override _init(context: StateStoreContext): Promise<void> {
    this.collector = context.collector
    this.topic = context.changelogTopic ?? this.changelogTopic ?? `${this.name}-changelog`
    this.partition = context.partition
    this.recordTimestamp = context.recordTimestamp
    return this.inner.init(context)
  }

  protected override _put(key: Bytes, value: Buffer | null): void {
    this.inner.put(key, value)
    this.log(key, value)
  }

  /** Logs the whole set in one call (no record per write), then hands it down whole. */
  protected override _putWrites(writes: SortedMap<Buffer | null>, bytes: number): void {
    // a timestamped write carries its own record timestamp, and a layout its own key, so one record per write
    if (this.timestamped || this.layout !== undefined)
      writes.forEach((value, key) => this.log(Buffer.from(key, 'latin1'), value))
    else this.collector?.sendAll(this.topic, this.partition, writes, this.recordTimestamp())
    this.inner.putWrites(writes, bytes)
  }

  private log(key: Bytes | Buffer, value: Buffer | null): void {
    const storeKey = Buffer.isBuffer(key) ? key : key.get()
    const logged = this.layout === undefined ? storeKey : this.layout.changelogKey(storeKey, value)
    if (logged === undefined) return
    const stamped = this.timestamped && value !== null
    this.collector?.send({
      topic: this.topic,
      partition: this.partition,
      key: logged,
      value: stamped ? value.subarray(TIMESTAMP_BYTES) : value,
      timestamp: stamped ? readInt64BE(value, 0) : this.recordTimestamp(),
    })
  }
}
