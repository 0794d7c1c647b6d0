import { Bytes } from '../Bytes.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../ReadOnlySessionStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { SegmentedStoreHost } from '../segmented/AbstractSegmentedStore.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { checkTimestamp } from '../segmented/checkTimestamp.js'
import { readTimestampLatin1, TIMESTAMP_SIZE } from '../segmented/OrderedBytes.js'
import type { Segments } from '../segmented/Segments.js'
import { scanSegments } from '../segmented/scanSegments.js'
import type { SessionFetchArgs, SessionFindArgs } from './SessionFindArgs.js'
import { sessionStoreView, type SessionReads } from './sessionStoreView.js'
import { SessionKeySchema } from './SessionKeySchema.js'

const MIN = Number.MIN_SAFE_INTEGER
const MAX = Number.MAX_SAFE_INTEGER

/**
 * The reads of a segmented session store over a byte-level key-value source (the store itself, or a read-only
 * view of it at some isolation level). Rows go by key, then session end, then session start (`backward*`: the
 * exact reverse); for one key that is oldest first. Expired sessions are never returned.
 * @example
 * const view = new SegmentedSessionReader(host, inner.readOnly('READ_COMMITTED'), () => segments)
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedSessionReader implements SessionReads<Bytes, Buffer> {
  constructor(
    private readonly host: SegmentedStoreHost,
    private readonly source: ReadOnlyKeyValueStore<Bytes, Buffer>,
    private readonly segments: () => Segments,
  ) {}

  /** This reader as a {@link ReadOnlySessionStore}, for `readOnly` views. */
  view(): ReadOnlySessionStore<Bytes, Buffer> {
    return sessionStoreView(this)
  }

  fetchSession(key: Bytes, sessionStartTime: number, sessionEndTime: number): Buffer | undefined {
    this.checkKey(key)
    checkTimestamp(this.host.name, 'sessionStartTime', sessionStartTime)
    checkTimestamp(this.host.name, 'sessionEndTime', sessionEndTime)
    const segments = this.segments()
    if (segments.isExpired(sessionEndTime)) return undefined
    const id = segments.segmentId(sessionEndTime)
    return this.source.get(
      Bytes.wrap(SessionKeySchema.toStoreKey(id, key.get(), sessionStartTime, sessionEndTime)),
    )
  }

  /** The `findSessions` overloads, dispatched on the number of arguments. */
  find(args: SessionFindArgs<Bytes>, reverse: boolean): KeyValueIterator<Windowed<Bytes>, Buffer> {
    switch (args.length) {
      case 3:
        this.checkKey(args[0])
        return this.scan(args[0], args[0], args[1], args[2], reverse)
      case 4:
        return this.scan(args[0] ?? undefined, args[1] ?? undefined, args[2], args[3], reverse)
      default: {
        const never: never = args
        return never
      }
    }
  }

  /** The `fetch` overloads, dispatched on the number of arguments. */
  fetchAny(args: SessionFetchArgs<Bytes>, reverse: boolean): KeyValueIterator<Windowed<Bytes>, Buffer> {
    switch (args.length) {
      case 1:
        this.checkKey(args[0])
        return this.scan(args[0], args[0], MIN, MAX, reverse)
      case 2:
        return this.scan(args[0] ?? undefined, args[1] ?? undefined, MIN, MAX, reverse)
      default: {
        const never: never = args
        return never
      }
    }
  }

  private scan(
    keyFrom: Bytes | undefined,
    keyTo: Bytes | undefined,
    earliestEnd: number,
    latestStart: number,
    reverse: boolean,
  ): KeyValueIterator<Windowed<Bytes>, Buffer> {
    this.host.checkOpen()
    checkTimestamp(this.host.name, 'earliestSessionEndTime', earliestEnd)
    checkTimestamp(this.host.name, 'latestSessionStartTime', latestStart)
    const empty = keyFrom !== undefined && keyTo !== undefined && keyFrom.compareTo(keyTo) > 0
    const from = keyFrom?.get()
    const to = keyTo?.get()
    return scanSegments(this.host, this.source, this.segments, {
      segmentIds: () => (empty ? [] : this.segments().search(earliestEnd, MAX)),
      lowerBound: (id) => SessionKeySchema.lowerBound(id, from, earliestEnd),
      upperBound: (id) => SessionKeySchema.upperBound(id, to),
      reverse,
      accept: (storeKey) => {
        const key = storeKey.key
        const end = readTimestampLatin1(key, key.length - 2 * TIMESTAMP_SIZE)
        const start = readTimestampLatin1(key, key.length - TIMESTAMP_SIZE)
        return end >= earliestEnd && start <= latestStart && end >= this.segments().earliestLiveTime
      },
      decode: (row) => ({ key: this.host.windowedKey(row.key.get()), value: row.value }),
    })
  }

  private checkKey(key: Bytes | null | undefined): void {
    this.host.checkOpen()
    checkNotNull(this.host.name, key)
  }
}
