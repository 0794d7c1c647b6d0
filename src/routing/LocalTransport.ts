import * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KafkaStreams } from '../runtime/KafkaStreams.js'
import { QueryableStoreTypes } from '../query/QueryableStoreTypes.js'
import { StoreQueryParameters } from '../query/StoreQueryParameters.js'
import type { QueryError } from './QueryError.js'
import type { KeyBounds, QueryTransport, ReplicaRead } from './QueryTransport.js'
import { RangeTooLargeError } from './RoutingError.js'

/**
 * Reads replicas held by a `KafkaStreams` in this process (IQv1 with the partition given, so exactly one local
 * store is consulted; stale stores enabled for standby reads). The host in each read is not checked: pair it
 * with the instance's own endpoint (see {@link localOrRemote}).
 * @example
 * const local = new LocalTransport<string, number>(app, { maxRangeSize: 1000 })
 * @category model
 * @since 0.1.0
 */
export class LocalTransport<K, V> implements QueryTransport<K, V> {
  private readonly maxRangeSize: number

  constructor(
    private readonly app: Pick<KafkaStreams, 'store'>,
    options: { readonly maxRangeSize?: number } = {},
  ) {
    this.maxRangeSize = options.maxRangeSize ?? 1000
  }

  async get(read: ReplicaRead, key: K): Promise<E.Either<QueryError, V | undefined>> {
    const store = this.store(read)
    if (E.isLeft(store)) return store
    return store.right.get(key)
  }

  async range(
    read: ReplicaRead,
    range: KeyBounds<K>,
  ): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>> {
    const store = this.store(read)
    if (E.isLeft(store)) return store
    const iterator = await store.right.range(range.from, range.to)
    if (E.isLeft(iterator)) return iterator
    const rows: KeyValue<K, V>[] = []
    for (const row of iterator.right) {
      if (E.isLeft(row)) return row
      if (rows.length === this.maxRangeSize) {
        iterator.right.close()
        return E.left(new RangeTooLargeError(read.storeName, this.maxRangeSize))
      }
      rows.push(row.right)
    }
    return E.right(rows)
  }

  private store(read: ReplicaRead) {
    const params = StoreQueryParameters.fromNameAndType(
      read.storeName,
      QueryableStoreTypes.keyValueStore<K, V>(),
    ).withPartition(read.partition)
    return this.app.store(read.stale ? params.enableStaleStores() : params)
  }
}
