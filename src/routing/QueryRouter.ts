import * as E from 'fp-ts/lib/Either.js'
import type { KeyValue } from '../core/KeyValue.js'
import type { KeyLocator, KeyQueryMetadata } from '../query/metadata/StreamsMetadataState.js'
import { stateStoreMigrated, streamsRebalancing, type StoreError } from '../query/StoreError.js'
import { replicaFailed, type QueryError } from './QueryError.js'
import type { KeyBounds, QueryTransport, ReplicaRead } from './QueryTransport.js'
import { replicaCandidates, type ReplicaPreference } from './ReplicaPreference.js'
import { RangeTooLargeError } from './RoutingError.js'

/**
 * The metadata a router reads (a `KafkaStreams` has it): where a key lives, and the replicas of every partition.
 * @example
 * const metadata: RoutingMetadata = app
 * @category Interactive queries
 * @since 0.1.0
 */
export interface RoutingMetadata {
  queryMetadataForKey<K>(
    storeName: string,
    key: K,
    locator: KeyLocator<K>,
  ): E.Either<StoreError, KeyQueryMetadata>
  metadataForStorePartitions(storeName: string): E.Either<StoreError, readonly KeyQueryMetadata[]>
}

/**
 * How a {@link QueryRouter} is built.
 * @example
 * const options: QueryRouterOptions<string, number> = { storeName: 'word-counts', metadata: app, locator: Serdes.string().serializer, transport }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryRouterOptions<K, V> {
  /** The key-value store queried. */
  readonly storeName: string
  readonly metadata: RoutingMetadata
  /** The key serializer (or partitioner) that placed the store's keys. */
  readonly locator: KeyLocator<K>
  readonly transport: QueryTransport<K, V>
  /** Which replicas to read by default; `active` unless given. */
  readonly replicas?: ReplicaPreference
  /** The most rows a range answer may carry (1000 unless given). */
  readonly maxRangeSize?: number
}

/**
 * Options of one routed read.
 * @example
 * router.get('kafka', { replicas: 'activeThenStandby' })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface RouteOptions {
  readonly replicas?: ReplicaPreference
}

/**
 * Routes key-value queries of one store across the application's instances (KIP-535): a key query goes to the
 * instance holding the key's partition (the active copy, or a standby when the preference allows stale reads,
 * e.g. while the active instance is down); a range query is split per partition and each partition is read on
 * exactly one replica, so no partition is read twice and the merged answer has every row once. A replica that
 * fails (down, moved, not serving yet) is replaced by the next one the preference allows; failures come back as
 * `Left` values with `retryable` (a partition that none of the named hosts holds any more is `StateStoreMigrated`).
 * @example
 * const router = new QueryRouter({ storeName: 'word-counts', metadata: app, locator: Serdes.string().serializer, transport })
 * const count = await router.get('kafka') // Either<QueryError, number | undefined>
 * const rows = await router.range({ from: 'a', to: 'm' }, { replicas: 'standbyThenActive' })
 * @category Interactive queries
 * @since 0.1.0
 */
export class QueryRouter<K, V> {
  private readonly maxRangeSize: number

  constructor(private readonly options: QueryRouterOptions<K, V>) {
    this.maxRangeSize = options.maxRangeSize ?? 1000
  }

  /** The store this router queries. */
  get storeName(): string {
    return this.options.storeName
  }

  /** The value of `key`, read on one replica of its partition. */
  get(key: K, options: RouteOptions = {}): Promise<E.Either<QueryError, V | undefined>> {
    return this.byKey(key, options, (read) => this.options.transport.get(read, key))
  }

  /** Any read of `key` (its windows, its sessions), run on one replica of the key's partition. */
  async byKey<A>(
    key: K,
    options: RouteOptions,
    read: (r: ReplicaRead) => Promise<E.Either<QueryError, A>>,
  ): Promise<E.Either<QueryError, A>> {
    const { storeName, metadata, locator } = this.options
    const meta = metadata.queryMetadataForKey(storeName, key, locator)
    if (E.isLeft(meta)) return meta
    return this.onOneReplica(meta.right, options, read)
  }

  /**
   * The rows within `range` (inclusive bounds; absent bounds are open) from every partition, each partition
   * read once; rows come partition by partition, each partition in key order.
   */
  async range(
    range: KeyBounds<K>,
    options: RouteOptions = {},
  ): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>> {
    const { storeName, metadata, transport } = this.options
    const partitions = metadata.metadataForStorePartitions(storeName)
    if (E.isLeft(partitions)) return partitions
    const parts = await Promise.all(
      partitions.right.map((meta) =>
        this.onOneReplica(meta, options, (read) => transport.range(read, range)),
      ),
    )
    const rows: KeyValue<K, V>[] = []
    for (const part of parts) {
      if (E.isLeft(part)) return part
      rows.push(...part.right)
      if (rows.length > this.maxRangeSize) return E.left(new RangeTooLargeError(storeName, this.maxRangeSize))
    }
    return E.right(rows)
  }

  /** Every row of the store (a range without bounds). */
  all(options: RouteOptions = {}): Promise<E.Either<QueryError, readonly KeyValue<K, V>[]>> {
    return this.range({}, options)
  }

  /** Reads one partition on the first replica that answers, in preference order. */
  private async onOneReplica<A>(
    meta: KeyQueryMetadata,
    options: RouteOptions,
    read: (r: ReplicaRead) => Promise<E.Either<QueryError, A>>,
  ): Promise<E.Either<QueryError, A>> {
    const { storeName } = this.options
    const candidates =
      meta.partition < 0 ? [] : replicaCandidates(meta, options.replicas ?? this.options.replicas ?? 'active')
    let first: QueryError | undefined
    for (const { host, stale } of candidates) {
      const result = await read({ host, storeName, partition: meta.partition, stale })
      if (E.isRight(result) || !replicaFailed(result.left)) return result
      first ??= result.left
    }
    if (first === undefined)
      return E.left(
        streamsRebalancing({ storeName, ...(meta.partition < 0 ? {} : { partition: meta.partition }) }),
      )
    // the hosts the metadata named do not hold the partition: it moved after the metadata was read (a rebalance
    // is under way), so the caller looks it up again and retries
    return E.left(
      first._tag === 'InvalidStateStorePartition'
        ? stateStoreMigrated({ storeName, partition: meta.partition, cause: first })
        : first,
    )
  }
}
