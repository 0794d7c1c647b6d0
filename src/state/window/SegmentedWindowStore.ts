import { Bytes } from '../Bytes.js'
import { StoreConfigError } from '../StateStoreError.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import type { KeyValueBytesStore, WindowBytesStore } from '../KeyValueBytesStore.js'
import type { ReadOnlyWindowStore } from '../ReadOnlyWindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { AbstractSegmentedStore } from '../segmented/AbstractSegmentedStore.js'
import { JavaChangelogKeys } from '../segmented/ChangelogLayout.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { checkDuration } from '../segmented/checkDuration.js'
import { checkTimestamp } from '../segmented/checkTimestamp.js'
import { SegmentedWindowReader } from './SegmentedWindowReader.js'
import { Segments } from '../segmented/Segments.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from './WindowFetchArgs.js'
import { WindowKeySchema } from './WindowKeySchema.js'

/**
 * Options of a {@link SegmentedWindowStore}, as Kafka's `Stores.persistentWindowStore` takes them.
 * @example
 * const options: WindowStoreOptions = { retentionPeriod: 3_600_000, windowSize: 60_000, retainDuplicates: false }
 * @category State stores
 * @since 0.1.0
 */
export interface WindowStoreOptions {
  /** How long windows are kept after their start, in ms (at least `windowSize`). */
  readonly retentionPeriod: number
  /** Window length, in ms. */
  readonly windowSize: number
  /** Keep every row written for a key and window start instead of the last (stream-stream join buffers). */
  readonly retainDuplicates: boolean
  /** Segment length, in ms; defaults to `max(retentionPeriod / 2, 60_000)`. */
  readonly segmentInterval?: number
  /**
   * Keep the windows starting at exactly `streamTime - retentionPeriod` (Kafka's time-ordered store of
   * emit-on-window-close aggregations, whose due windows are exactly those); false by default.
   */
  readonly timeOrdered?: boolean
}

/**
 * The byte-level window store: windows of each key kept in time segments of one key-value store (in memory or
 * LevelDB, under any key-value layers), with Kafka Streams' retention (a window whose start is at or before
 * `streamTime - retentionPeriod` is dropped on write and never returned). With `retainDuplicates`, every put
 * is kept under its own sequence number and `null` puts are ignored, as in Kafka Streams.
 * @example
 * const store = new SegmentedWindowStore('w', new InMemoryKeyValueBytesStore('w'), {
 *   retentionPeriod: 3_600_000, windowSize: 60_000, retainDuplicates: false,
 * })
 * await store.init(ctx)
 * store.put(Bytes.wrap(Buffer.from('k')), Buffer.from('v'), 60_000)
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedWindowStore extends AbstractSegmentedStore implements WindowBytesStore {
  /** Window length, in ms. */
  readonly windowSize: number
  /** Whether every put is kept (see {@link WindowStoreOptions.retainDuplicates}). */
  readonly retainDuplicates: boolean
  private readonly reader: SegmentedWindowReader
  private sequence = 0

  constructor(name: string, inner: KeyValueBytesStore, options: WindowStoreOptions) {
    const { retentionPeriod, windowSize } = checkWindowOptions(name, options)
    super(
      name,
      inner,
      retentionPeriod,
      options.segmentInterval ?? Segments.defaultInterval(retentionPeriod),
      options.timeOrdered ?? false,
    )
    this.windowSize = windowSize
    this.retainDuplicates = options.retainDuplicates
    this.reader = new SegmentedWindowReader(
      this,
      inner,
      () => this.segments,
      windowSize,
      this.retainDuplicates,
    )
  }

  protected segmentTime(storeKey: Buffer): number {
    return WindowKeySchema.windowStart(storeKey)
  }

  windowedKey(storeKey: Buffer): Windowed<Bytes> {
    const start = WindowKeySchema.windowStart(storeKey)
    const end = Math.min(start + this.windowSize, Number.MAX_SAFE_INTEGER)
    return { key: Bytes.wrap(WindowKeySchema.key(storeKey)), window: { start, end } }
  }

  protected toChangelogKey(storeKey: Buffer): Buffer {
    const start = WindowKeySchema.windowStart(storeKey)
    return JavaChangelogKeys.window(WindowKeySchema.key(storeKey), start, WindowKeySchema.sequence(storeKey))
  }

  protected fromChangelogKey(changelogKey: Buffer): Buffer {
    const { key, windowStart, sequence } = JavaChangelogKeys.readWindow(changelogKey, this.name)
    return WindowKeySchema.toStoreKey(this.segments.segmentId(windowStart), key, windowStart, sequence)
  }

  protected override get scanAllOnOpen(): boolean {
    return this.retainDuplicates
  }

  protected override recoverRow(storeKey: Buffer): void {
    if (this.retainDuplicates) this.sequence = Math.max(this.sequence, WindowKeySchema.sequence(storeKey))
  }

  put(key: Bytes, value: Buffer | null, windowStart: number): void {
    this.checkOpen()
    checkNotNull<Bytes>(this.name, key)
    checkTimestamp(this.name, 'windowStart', windowStart)
    if (value === null && this.retainDuplicates) return
    if (!this.segments.observe(windowStart)) return
    // as Kafka Streams counts, so the changelog's sequence numbers are its own
    if (this.retainDuplicates) this.sequence = (this.sequence + 1) & 0x7fff_ffff
    const storeKey = WindowKeySchema.toStoreKey(
      this.segments.segmentId(windowStart),
      key.get(),
      windowStart,
      this.retainDuplicates ? this.sequence : 0,
    )
    this.writeVersion++
    this.inner.put(Bytes.wrap(storeKey), value)
  }

  readonly fetch = ((...args: WindowFetchArgs<Bytes>) =>
    this.reader.fetchAny(args)) as WindowBytesStore['fetch']

  readonly backwardFetch = ((...args: WindowBackwardFetchArgs<Bytes>) =>
    this.reader.backwardFetchAny(args)) as WindowBytesStore['backwardFetch']

  readonly all: WindowBytesStore['all'] = () => this.reader.all()

  readonly backwardAll: WindowBytesStore['backwardAll'] = () => this.reader.backwardAll()

  readonly fetchAll: WindowBytesStore['fetchAll'] = (timeFrom, timeTo) =>
    this.reader.fetchAll(timeFrom, timeTo)

  readonly backwardFetchAll: WindowBytesStore['backwardFetchAll'] = (timeFrom, timeTo) =>
    this.reader.backwardFetchAll(timeFrom, timeTo)

  readOnly(isolation: IsolationLevel): ReadOnlyWindowStore<Bytes, Buffer> {
    const [source, segments] = this.readOnlyParts(isolation)
    return new SegmentedWindowReader(this, source, segments, this.windowSize, this.retainDuplicates).view()
  }
}

/**
 * Checks window store options as Kafka's `Stores` does; throws `StoreConfigError` saying what to fix.
 * @example
 * checkWindowOptions('w', { retentionPeriod: 10, windowSize: 20, retainDuplicates: false }) // throws
 * @category State stores
 * @since 0.1.0
 */
export const checkWindowOptions = (name: string, options: WindowStoreOptions): WindowStoreOptions => {
  const { retentionPeriod, windowSize, segmentInterval } = options
  checkDuration('Window', name, 'retentionPeriod', retentionPeriod, 0)
  checkDuration('Window', name, 'windowSize', windowSize, 0)
  if (segmentInterval !== undefined) checkDuration('Window', name, 'segmentInterval', segmentInterval, 1)
  if (windowSize > retentionPeriod) {
    throw new StoreConfigError(
      `Window store '${name}': the retention period (${retentionPeriod} ms) must be at least the window size (${windowSize} ms).`,
      name,
    )
  }
  return options
}
