import { Bytes } from '../Bytes.js'
import type { IsolationLevel } from '../IsolationLevel.js'
import type { KeyValueBytesStore, SessionBytesStore } from '../KeyValueBytesStore.js'
import type { ReadOnlySessionStore } from '../ReadOnlySessionStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { AbstractSegmentedStore } from '../segmented/AbstractSegmentedStore.js'
import { JavaChangelogKeys } from '../segmented/ChangelogLayout.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { checkDuration } from '../segmented/checkDuration.js'
import { checkTimestamp } from '../segmented/checkTimestamp.js'
import { InvalidTimestampError } from '../StateStoreError.js'
import { Segments } from '../segmented/Segments.js'
import { SegmentedSessionReader } from './SegmentedSessionReader.js'
import type { SessionFetchArgs, SessionFindArgs } from './SessionFindArgs.js'
import { SessionKeySchema } from './SessionKeySchema.js'

/**
 * Options of a {@link SegmentedSessionStore}, as Kafka's `Stores.persistentSessionStore` takes them.
 * @example
 * const options: SessionStoreOptions = { retentionPeriod: 3_600_000 }
 * @category State stores
 * @since 0.1.0
 */
export interface SessionStoreOptions {
  /** How long sessions are kept after their end, in ms. */
  readonly retentionPeriod: number
  /** Segment length, in ms; defaults to `max(retentionPeriod / 2, 60_000)`. */
  readonly segmentInterval?: number
}

/**
 * The byte-level session store: sessions of each key kept in segments by session end, in one key-value store
 * (in memory or LevelDB, under any key-value layers), with Kafka Streams' retention (a session whose end is at or
 * before `streamTime - retentionPeriod` is dropped on write and never returned).
 * @example
 * const store = new SegmentedSessionStore('s', new InMemoryKeyValueBytesStore('s'), { retentionPeriod: 3_600_000 })
 * await store.init(ctx)
 * store.put({ key: Bytes.wrap(Buffer.from('u')), window: { start: 0, end: 500 } }, Buffer.from('3'))
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedSessionStore extends AbstractSegmentedStore implements SessionBytesStore {
  private readonly reader: SegmentedSessionReader

  constructor(name: string, inner: KeyValueBytesStore, options: SessionStoreOptions) {
    const { retentionPeriod, segmentInterval } = checkSessionOptions(name, options)
    super(name, inner, retentionPeriod, segmentInterval ?? Segments.defaultInterval(retentionPeriod))
    this.reader = new SegmentedSessionReader(this, inner, () => this.segments)
  }

  protected segmentTime(storeKey: Buffer): number {
    return SessionKeySchema.end(storeKey)
  }

  windowedKey(storeKey: Buffer): Windowed<Bytes> {
    const window = { start: SessionKeySchema.start(storeKey), end: SessionKeySchema.end(storeKey) }
    return { key: Bytes.wrap(SessionKeySchema.key(storeKey)), window }
  }

  protected toChangelogKey(storeKey: Buffer): Buffer {
    const key = SessionKeySchema.key(storeKey)
    return JavaChangelogKeys.session(key, SessionKeySchema.start(storeKey), SessionKeySchema.end(storeKey))
  }

  protected fromChangelogKey(changelogKey: Buffer): Buffer {
    const { key, start, end } = JavaChangelogKeys.readSession(changelogKey, this.name)
    return SessionKeySchema.toStoreKey(this.segments.segmentId(end), key, start, end)
  }

  put(sessionKey: Windowed<Bytes>, aggregate: Buffer | null): void {
    this.checkOpen()
    const key = (sessionKey as Windowed<Bytes> | null | undefined)?.key
    checkNotNull(this.name, key)
    const { start, end } = sessionKey.window
    checkTimestamp(this.name, 'session start', start)
    checkTimestamp(this.name, 'session end', end)
    if (end < start) {
      throw new InvalidTimestampError(
        `Store '${this.name}': a session cannot end (${end}) before it starts (${start}).`,
        this.name,
      )
    }
    if (!this.segments.observe(end)) return
    const storeKey = SessionKeySchema.toStoreKey(this.segments.segmentId(end), key.get(), start, end)
    this.writeVersion++
    this.inner.put(Bytes.wrap(storeKey), aggregate)
  }

  remove(sessionKey: Windowed<Bytes>): void {
    this.put(sessionKey, null)
  }

  readonly findSessions = ((...args: SessionFindArgs<Bytes>) =>
    this.reader.find(args, false)) as SessionBytesStore['findSessions']

  readonly backwardFindSessions = ((...args: SessionFindArgs<Bytes>) =>
    this.reader.find(args, true)) as SessionBytesStore['backwardFindSessions']

  readonly fetch = ((...args: SessionFetchArgs<Bytes>) =>
    this.reader.fetchAny(args, false)) as SessionBytesStore['fetch']

  readonly backwardFetch = ((...args: SessionFetchArgs<Bytes>) =>
    this.reader.fetchAny(args, true)) as SessionBytesStore['backwardFetch']

  fetchSession(key: Bytes, sessionStartTime: number, sessionEndTime: number): Buffer | undefined {
    return this.reader.fetchSession(key, sessionStartTime, sessionEndTime)
  }

  readOnly(isolation: IsolationLevel): ReadOnlySessionStore<Bytes, Buffer> {
    return new SegmentedSessionReader(this, ...this.readOnlyParts(isolation)).view()
  }
}

/**
 * Checks session store options as Kafka's `Stores` does; throws `StoreConfigError` saying what to fix.
 * @example
 * checkSessionOptions('s', { retentionPeriod: -1 }) // throws
 * @category State stores
 * @since 0.1.0
 */
export const checkSessionOptions = (name: string, options: SessionStoreOptions): SessionStoreOptions => {
  const { retentionPeriod, segmentInterval } = options
  checkDuration('Session', name, 'retentionPeriod', retentionPeriod, 0)
  if (segmentInterval !== undefined) checkDuration('Session', name, 'segmentInterval', segmentInterval, 1)
  return options
}
