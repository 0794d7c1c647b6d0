import type { Bytes } from '../Bytes.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { ReadOnlySessionStore } from '../ReadOnlySessionStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { WindowedCodec } from '../segmented/WindowedCodec.js'
import type { SessionFetchArgs, SessionFindArgs } from './SessionFindArgs.js'
import { sessionStoreView, type SessionReads } from './sessionStoreView.js'

/**
 * Typed reads over a byte-level session store (or a read-only view of one): keys encoded with the key serde,
 * keys and aggregates of every row decoded.
 * @example
 * new TypedSessionReader(bytesStore.readOnly('READ_COMMITTED'), new WindowedCodec(codec)).view()
 * @category State stores
 * @since 0.1.0
 */
export class TypedSessionReader<K, AGG> implements SessionReads<K, AGG> {
  constructor(
    private readonly inner: ReadOnlySessionStore<Bytes, Buffer>,
    private readonly codec: WindowedCodec<K, AGG>,
  ) {}

  /** The `findSessions` overloads (`backwardFindSessions` when `reverse`). */
  find(args: SessionFindArgs<K>, reverse: boolean): KeyValueIterator<Windowed<K>, AGG> {
    switch (args.length) {
      case 3: {
        const key = this.codec.key(args[0])
        return this.codec.windowed(
          reverse
            ? this.inner.backwardFindSessions(key, args[1], args[2])
            : this.inner.findSessions(key, args[1], args[2]),
        )
      }
      case 4: {
        const from = this.codec.bound(args[0])
        const to = this.codec.bound(args[1])
        return this.codec.windowed(
          reverse
            ? this.inner.backwardFindSessions(from, to, args[2], args[3])
            : this.inner.findSessions(from, to, args[2], args[3]),
        )
      }
      default: {
        const never: never = args
        return never
      }
    }
  }

  /** The `fetch` overloads (`backwardFetch` when `reverse`). */
  fetchAny(args: SessionFetchArgs<K>, reverse: boolean): KeyValueIterator<Windowed<K>, AGG> {
    switch (args.length) {
      case 1: {
        const key = this.codec.key(args[0])
        return this.codec.windowed(reverse ? this.inner.backwardFetch(key) : this.inner.fetch(key))
      }
      case 2: {
        const from = this.codec.bound(args[0])
        const to = this.codec.bound(args[1])
        return this.codec.windowed(reverse ? this.inner.backwardFetch(from, to) : this.inner.fetch(from, to))
      }
      default: {
        const never: never = args
        return never
      }
    }
  }

  fetchSession(key: K, sessionStartTime: number, sessionEndTime: number): AGG | undefined {
    return this.codec.value(this.inner.fetchSession(this.codec.key(key), sessionStartTime, sessionEndTime))
  }

  /** This reader as a {@link ReadOnlySessionStore}. */
  view(): ReadOnlySessionStore<K, AGG> {
    return sessionStoreView(this)
  }
}
