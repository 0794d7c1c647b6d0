import { PositionBound } from './PositionBound.js'
import type { Query, ResultOf } from './Query.js'
import { validatePartition, validateStoreNameArgument } from './validateQueryInput.js'

/**
 * An IQv2 request, as Kafka's `StateQueryRequest` (KIP-796) plus KIP-892's `readCommitted`. Immutable: each
 * `with*` returns a copy. Defaults: all partitions, unbounded, active or standby, uncommitted reads, no
 * execution info.
 * @example
 * StateQueryRequest.inStore('counts').withQuery(KeyQuery.withKey<string, number>('kafka'))
 *   .withPartitions([0, 1]).requireActive().withReadCommitted()
 * @category Interactive queries
 * @since 0.1.0
 */
export class StateQueryRequest<R> {
  private constructor(
    /** The store to query. */
    readonly storeName: string,
    /** The query. */
    readonly query: Query,
    /** The partitions to query, or `undefined` for all. */
    readonly partitions: ReadonlySet<number> | undefined,
    /** How fresh the answer must be. */
    readonly positionBound: PositionBound,
    /** Whether only active, running tasks may answer (standbys give `NOT_ACTIVE`). */
    readonly isRequireActive: boolean,
    /** Whether reads see committed data only (transactional stores; others ignore it). */
    readonly readCommitted: boolean,
    /** Whether results carry execution details. */
    readonly executionInfoEnabled: boolean,
  ) {}

  /**
   * The first step: name the store, then give the query with `withQuery`.
   * @throws InvalidArgumentError for an empty name
   */
  static inStore(storeName: string): {
    withQuery<Q extends Query>(query: Q): StateQueryRequest<ResultOf<Q>>
  } {
    const name = validateStoreNameArgument(storeName)
    return {
      withQuery: <Q extends Query>(query: Q) =>
        new StateQueryRequest<ResultOf<Q>>(
          name,
          query,
          undefined,
          PositionBound.unbounded(),
          false,
          false,
          false,
        ),
    }
  }

  /**
   * Query only these partitions (each found directly).
   * @throws InvalidArgumentError for a partition that is not a non-negative whole number
   */
  withPartitions(partitions: Iterable<number>): StateQueryRequest<R> {
    return this.copy({ partitions: new Set([...partitions].map(validatePartition)) })
  }

  /** Query every partition held locally. */
  withAllPartitions(): StateQueryRequest<R> {
    return this.copy({ partitions: undefined })
  }

  /** Require at least this position (ignored with `requireActive()`, as in Kafka Streams). */
  withPositionBound(positionBound: PositionBound): StateQueryRequest<R> {
    return this.copy({ positionBound })
  }

  /** Only active, running tasks may answer. */
  requireActive(): StateQueryRequest<R> {
    return this.copy({ isRequireActive: true })
  }

  /** Read committed data only (seed 001; default false). */
  withReadCommitted(readCommitted = true): StateQueryRequest<R> {
    return this.copy({ readCommitted })
  }

  /** Results carry execution details. */
  enableExecutionInfo(): StateQueryRequest<R> {
    return this.copy({ executionInfoEnabled: true })
  }

  /** Whether every local partition is queried. */
  isAllPartitions(): boolean {
    return this.partitions === undefined
  }

  /** Whether `partition` is queried by this request. */
  includesPartition(partition: number): boolean {
    return this.partitions === undefined || this.partitions.has(partition)
  }

  private copy(changes: {
    readonly partitions?: ReadonlySet<number> | undefined
    readonly positionBound?: PositionBound
    readonly isRequireActive?: boolean
    readonly readCommitted?: boolean
    readonly executionInfoEnabled?: boolean
  }): StateQueryRequest<R> {
    return new StateQueryRequest<R>(
      this.storeName,
      this.query,
      'partitions' in changes ? changes.partitions : this.partitions,
      changes.positionBound ?? this.positionBound,
      changes.isRequireActive ?? this.isRequireActive,
      changes.readCommitted ?? this.readCommitted,
      changes.executionInfoEnabled ?? this.executionInfoEnabled,
    )
  }
}
