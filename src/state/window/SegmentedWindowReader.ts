import { Bytes } from '../Bytes.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../ReadOnlyKeyValueStore.js'
import type { ReadOnlyWindowStore, WindowStoreIterator } from '../ReadOnlyWindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { SegmentedStoreHost } from '../segmented/AbstractSegmentedStore.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { checkTimestamp } from '../segmented/checkTimestamp.js'
import { readTimestampLatin1, TIMESTAMP_SIZE } from '../segmented/OrderedBytes.js'
import type { Segments } from '../segmented/Segments.js'
import { scanSegments } from '../segmented/scanSegments.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from './WindowFetchArgs.js'
import { WindowKeySchema } from './WindowKeySchema.js'
import { windowStoreView, type WindowReads } from './windowStoreView.js'

/**
 * The reads of a segmented window store over a byte-level key-value source (the store itself, or a read-only
 * view of it at some isolation level). Single-key scans go oldest first; key-range scans go by key, then window
 * start (`backward*`: the exact reverse). Expired windows are never returned.
 * @example
 * const view = new SegmentedWindowReader(host, inner.readOnly('READ_COMMITTED'), () => segments, 60_000, false)
 * @category State stores
 * @since 0.1.0
 */
export class SegmentedWindowReader implements WindowReads<Bytes, Buffer> {
  constructor(
    private readonly host: SegmentedStoreHost,
    private readonly source: ReadOnlyKeyValueStore<Bytes, Buffer>,
    private readonly segments: () => Segments,
    /** Window length, to build each `Windowed` key's end. */
    readonly windowSize: number,
    /** Whether several rows may share a key and window start (stream-stream join buffers). */
    readonly retainDuplicates: boolean,
  ) {}

  /** This reader as a {@link ReadOnlyWindowStore}, for `readOnly` views. */
  view(): ReadOnlyWindowStore<Bytes, Buffer> {
    return windowStoreView(this)
  }

  /** The `fetch` overloads, dispatched on the number of arguments. */
  fetchAny(
    args: WindowFetchArgs<Bytes>,
  ): Buffer | undefined | WindowStoreIterator<Buffer> | KeyValueIterator<Windowed<Bytes>, Buffer> {
    switch (args.length) {
      case 2:
        return this.fetchOne(args[0], args[1])
      case 3:
        return this.fetchKey(args[0], args[1], args[2], false)
      case 4:
        return this.fetchRange(args[0], args[1], args[2], args[3], false)
      default: {
        const never: never = args
        return never
      }
    }
  }

  /** The `backwardFetch` overloads, dispatched on the number of arguments. */
  backwardFetchAny(
    args: WindowBackwardFetchArgs<Bytes>,
  ): WindowStoreIterator<Buffer> | KeyValueIterator<Windowed<Bytes>, Buffer> {
    switch (args.length) {
      case 3:
        return this.fetchKey(args[0], args[1], args[2], true)
      case 4:
        return this.fetchRange(args[0], args[1], args[2], args[3], true)
      default: {
        const never: never = args
        return never
      }
    }
  }

  all(): KeyValueIterator<Windowed<Bytes>, Buffer> {
    return this.fetchRange(undefined, undefined, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, false)
  }

  backwardAll(): KeyValueIterator<Windowed<Bytes>, Buffer> {
    return this.fetchRange(undefined, undefined, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, true)
  }

  fetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<Bytes>, Buffer> {
    return this.fetchRange(undefined, undefined, timeFrom, timeTo, false)
  }

  backwardFetchAll(timeFrom: number, timeTo: number): KeyValueIterator<Windowed<Bytes>, Buffer> {
    return this.fetchRange(undefined, undefined, timeFrom, timeTo, true)
  }

  private fetchOne(key: Bytes, windowStart: number): Buffer | undefined {
    this.checkKey(key)
    checkTimestamp(this.host.name, 'windowStart', windowStart)
    const segments = this.segments()
    if (segments.isExpired(windowStart)) return undefined
    const id = segments.segmentId(windowStart)
    if (!this.retainDuplicates) {
      return this.source.get(Bytes.wrap(WindowKeySchema.toStoreKey(id, key.get(), windowStart, 0)))
    }
    const it = this.source.reverseRange(
      Bytes.wrap(WindowKeySchema.lowerBound(id, key.get(), windowStart)),
      Bytes.wrap(WindowKeySchema.upperBound(id, key.get(), windowStart)),
    )
    try {
      return it.peekNext()?.value
    } finally {
      it.close()
    }
  }

  private fetchKey(
    key: Bytes,
    timeFrom: number,
    timeTo: number,
    reverse: boolean,
  ): WindowStoreIterator<Buffer> {
    this.checkKey(key)
    return this.scan(key, key, timeFrom, timeTo, reverse, (row) => ({
      key: WindowKeySchema.windowStart(row.key.get()),
      value: row.value,
    }))
  }

  private fetchRange(
    keyFrom: Bytes | undefined,
    keyTo: Bytes | undefined,
    timeFrom: number,
    timeTo: number,
    reverse: boolean,
  ): KeyValueIterator<Windowed<Bytes>, Buffer> {
    return this.scan(orUndefined(keyFrom), orUndefined(keyTo), timeFrom, timeTo, reverse, (row) => ({
      key: this.host.windowedKey(row.key.get()),
      value: row.value,
    }))
  }

  private scan<K>(
    keyFrom: Bytes | undefined,
    keyTo: Bytes | undefined,
    timeFrom: number,
    timeTo: number,
    reverse: boolean,
    decode: (row: KeyValue<Bytes, Buffer>) => KeyValue<K, Buffer>,
  ): KeyValueIterator<K, Buffer> {
    this.host.checkOpen()
    checkTimestamp(this.host.name, 'timeFrom', timeFrom)
    checkTimestamp(this.host.name, 'timeTo', timeTo)
    const empty =
      timeFrom > timeTo || (keyFrom !== undefined && keyTo !== undefined && keyFrom.compareTo(keyTo) > 0)
    const from = keyFrom?.get()
    const to = keyTo?.get()
    return scanSegments(this.host, this.source, this.segments, {
      segmentIds: () => (empty ? [] : this.segments().search(timeFrom, timeTo)),
      lowerBound: (id) => WindowKeySchema.lowerBound(id, from, timeFrom),
      upperBound: (id) => WindowKeySchema.upperBound(id, to, timeTo),
      reverse,
      accept: (storeKey) => {
        const key = storeKey.key
        const start = readTimestampLatin1(key, key.length - WindowKeySchema.SEQUENCE_SIZE - TIMESTAMP_SIZE)
        return start >= timeFrom && start <= timeTo && start >= this.segments().earliestLiveTime
      },
      decode,
    })
  }

  private checkKey(key: Bytes | null | undefined): void {
    this.host.checkOpen()
    checkNotNull(this.host.name, key)
  }
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined
