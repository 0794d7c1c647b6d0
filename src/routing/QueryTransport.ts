import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { HostInfo } from '../core/HostInfo.js'
import type { QueryError } from './QueryError.js'

/**
 * One read of one partition of a key-value store on one replica: the host, the partition and whether that
 * replica is a standby (stale reads must be enabled there).
 * @example
 * const read: ReplicaRead = { host: { host: '127.0.0.1', port: 7001 }, storeName: 'word-counts', partition: 2, stale: false }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ReplicaRead {
  readonly host: HostInfo
  readonly storeName: string
  readonly partition: number
  readonly stale: boolean
}

/**
 * Inclusive key bounds of a range query; an absent bound is open.
 * @example
 * const r: KeyBounds<string> = { from: 'a', to: 'f' }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyBounds<K> {
  readonly from?: K
  readonly to?: K
}

/**
 * How a {@link QueryRouter} reaches a replica: a local call for the instance in this process
 * ({@link LocalTransport}), HTTP for the others ({@link HttpTransport}), or any other protocol. Reads exactly the
 * partition named, never another, and fails with `Left` values, never by throwing.
 * @example
 * const transport: QueryTransport<string, number> = localOrRemote(self, new LocalTransport(app), new HttpTransport(codec))
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryTransport<K, V> {
  /** The value of `key` in the partition, or undefined when it has none. */
  get(read: ReplicaRead, key: K): Promise<E.Either<QueryError, V | undefined>>
  /** The rows of the partition within `range`, in the store's key order. */
  range(read: ReplicaRead, range: KeyBounds<K>): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>>
}

/**
 * Inclusive bounds, in ms, on the start of the windows a window fetch reads.
 * @example
 * const b: TimeBounds = { from: 0, to: 60_000 }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface TimeBounds {
  readonly from: number
  readonly to: number
}

/**
 * One window of a key, as a window or session store holds it: its start and end (ms; for a window fetch the end
 * is unknown to the store and left out) and its value.
 * @example
 * const row: TimedRow<number> = { start: 0, end: 60_000, value: 3 }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface TimedRow<V> {
  readonly start: number
  readonly end?: number
  readonly value: V
}

/**
 * How a query server reads one key's windows on one replica: a window store's windows starting within the bounds
 * (`fetch(key, from, to)`), or a session store's sessions of the key (`fetch(key)`), in the store's order.
 * @example
 * await transport.windowFetch(read, 'kafka', { from: 0, to: Date.now() })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface TimedQueryTransport<K, V> {
  windowFetch(
    read: ReplicaRead,
    key: K,
    bounds: TimeBounds,
  ): Promise<E.Either<QueryError, readonly TimedRow<V>[]>>
  sessionFetch(read: ReplicaRead, key: K): Promise<E.Either<QueryError, readonly TimedRow<V>[]>>
}
