import type { IsolationLevel } from '../IsolationLevel.js'
import type { ReadOnlySessionStore } from '../ReadOnlySessionStore.js'
import type { SessionStore } from '../SessionStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import { checkNotNull } from '../segmented/checkNotNull.js'
import { MeteredSegmentedStore } from '../segmented/MeteredSegmentedStore.js'
import type { SegmentedSessionStore } from './SegmentedSessionStore.js'
import type { SessionFetchArgs, SessionFindArgs } from './SessionFindArgs.js'
import { TypedSessionReader } from './TypedSessionReader.js'

type Store<K, AGG> = SessionStore<K, AGG>

/**
 * The outermost layer of a typed session store: serdes, operation counters and a change feed keyed by
 * `Windowed<K>`, over a segmented byte-level session store and its key-value layers. Build it with
 * `Stores.sessionStoreBuilder`.
 * @example
 * const store = Stores.sessionStoreBuilder(Stores.inMemorySessionStore('sessions', 3_600_000), Serdes.string(), Serdes.long()).build()
 * await store.init(ctx)
 * store.put({ key: 'user-1', window: { start: 0, end: 500 } }, 2)
 * store.findSessions('user-1', 0, 1000) // one session
 * @category State stores
 * @since 0.1.0
 */
export class MeteredSessionStore<K, AGG>
  extends MeteredSegmentedStore<K, AGG, SegmentedSessionStore>
  implements SessionStore<K, AGG>
{
  private readonly reader = new TypedSessionReader(this.inner, this.codec)

  put(sessionKey: Windowed<K>, aggregate: AGG | null): void {
    this.inner.checkOpen()
    checkNotNull(this.name, sessionKey)
    const key = this.codec.key(sessionKey.key)
    const value = this.codec.codec.encodeValue(aggregate)
    if (aggregate === null) this.counters.deletes++
    else this.counters.puts++
    const bytesKey = { key, window: sessionKey.window }
    if (!this.feed.observed) {
      this.inner.put(bytesKey, value)
      return
    }
    const { start, end } = sessionKey.window
    const old = this.inner.fetchSession(key, start, end)
    this.inner.put(bytesKey, value)
    if (this.inner.isExpired(end)) return
    const window = { start, end }
    const id = `${key.key}\u0000${start}\u0000${end}`
    this.feed.record(
      id,
      () => ({ key: sessionKey.key, window }),
      old,
      value ?? undefined,
      this.recordTimestamp(),
    )
  }

  remove(sessionKey: Windowed<K>): void {
    this.put(sessionKey, null)
  }

  readonly findSessions = ((...args: SessionFindArgs<K>) => {
    this.counters.scans++
    return this.reader.find(args, false)
  }) as Store<K, AGG>['findSessions']

  readonly backwardFindSessions = ((...args: SessionFindArgs<K>) => {
    this.counters.scans++
    return this.reader.find(args, true)
  }) as Store<K, AGG>['backwardFindSessions']

  readonly fetch = ((...args: SessionFetchArgs<K>) => {
    this.counters.scans++
    return this.reader.fetchAny(args, false)
  }) as Store<K, AGG>['fetch']

  readonly backwardFetch = ((...args: SessionFetchArgs<K>) => {
    this.counters.scans++
    return this.reader.fetchAny(args, true)
  }) as Store<K, AGG>['backwardFetch']

  fetchSession(key: K, sessionStartTime: number, sessionEndTime: number): AGG | undefined {
    this.counters.gets++
    return this.reader.fetchSession(key, sessionStartTime, sessionEndTime)
  }

  readOnly(isolation: IsolationLevel): ReadOnlySessionStore<K, AGG> {
    return new TypedSessionReader(this.inner.readOnly(isolation), this.codec).view()
  }
}
