import * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KafkaStreams } from '../runtime/KafkaStreams.js'
import { QueryableStoreTypes } from '../query/QueryableStoreTypes.js'
import { StoreQueryParameters } from '../query/StoreQueryParameters.js'
import type { QueryError } from './QueryError.js'
import type { QueryKeyValueIterator } from '../query/QueryKeyValueIterator.js'
import type { StoreError } from '../query/StoreError.js'
import type { QueryableStoreType } from '../query/QueryableStoreTypes.js'
import type {
  KeyBounds,
  QueryTransport,
  ReplicaRead,
  TimeBounds,
  TimedQueryTransport,
  TimedRow,
} from './QueryTransport.js'
import { RangeTooLargeError } from './RoutingError.js'

/**
 * Reads replicas held by a `KafkaStreams` in this process (IQv1 with the partition given, so exactly one local
 * store is consulted; stale stores enabled for standby reads): key-value reads, and a key's windows of a window or
 * session store, each answer bounded by `maxRangeSize` rows. The host in each read is not checked: pair it
 * with the instance's own endpoint (see {@link localOrRemote}).
 * @example
 * const local = new LocalTransport<string, number>(app, { maxRangeSize: 1000 })
 * @category Interactive queries
 * @since 0.1.0
 */
export class LocalTransport<K, V> implements QueryTransport<K, V>, TimedQueryTransport<K, V> {
  private readonly maxRangeSize: number

  constructor(
    private readonly app: Pick<KafkaStreams, 'store'>,
    options: { readonly maxRangeSize?: number } = {},
  ) {
    this.maxRangeSize = options.maxRangeSize ?? 1000
  }

  async get(read: ReplicaRead, key: K): Promise<E.Either<QueryError, V | undefined>> {
    const store = this.store(read, QueryableStoreTypes.keyValueStore<K, V>())
    if (E.isLeft(store)) return store
    return store.right.get(key)
  }

  async range(
    read: ReplicaRead,
    range: KeyBounds<K>,
  ): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>> {
    const store = this.store(read, QueryableStoreTypes.keyValueStore<K, V>())
    if (E.isLeft(store)) return store
    return this.rows(read, await store.right.range(range.from, range.to), (row) => row)
  }

  async windowFetch(
    read: ReplicaRead,
    key: K,
    bounds: TimeBounds,
  ): Promise<E.Either<QueryError, readonly TimedRow<V>[]>> {
    const store = this.store(read, QueryableStoreTypes.windowStore<K, V>())
    if (E.isLeft(store)) return store
    return this.rows(read, await store.right.fetch(key, bounds.from, bounds.to), (row) => ({
      start: row.key,
      value: row.value,
    }))
  }

  async sessionFetch(read: ReplicaRead, key: K): Promise<E.Either<QueryError, readonly TimedRow<V>[]>> {
    const store = this.store(read, QueryableStoreTypes.sessionStore<K, V>())
    if (E.isLeft(store)) return store
    return this.rows(read, await store.right.fetch(key), (row) => ({
      start: row.key.window.start,
      end: row.key.window.end,
      value: row.value,
    }))
  }

  /** The rows an iterator gives, each shaped by `shape`, bounded by `maxRangeSize`. */
  private rows<RK, RV, A>(
    read: ReplicaRead,
    iterator: E.Either<StoreError, QueryKeyValueIterator<RK, RV>>,
    shape: (row: KeyValue<RK, RV>) => A,
  ): E.Either<QueryError, readonly A[]> {
    if (E.isLeft(iterator)) return iterator
    const rows: A[] = []
    for (const row of iterator.right) {
      if (E.isLeft(row)) return row
      if (rows.length === this.maxRangeSize) {
        iterator.right.close()
        return E.left(new RangeTooLargeError(read.storeName, this.maxRangeSize))
      }
      rows.push(shape(row.right))
    }
    return E.right(rows)
  }

  private store<T extends QueryableStoreType>(read: ReplicaRead, type: T) {
    const params = StoreQueryParameters.fromNameAndType(read.storeName, type).withPartition(read.partition)
    return this.app.store(read.stale ? params.enableStaleStores() : params)
  }
}
