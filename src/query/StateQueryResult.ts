import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { Position } from './Position.js'
import type { QueryResult, SucceededQueryResult } from './QueryResult.js'

/**
 * The answer to an IQv2 request, as Kafka's `StateQueryResult`: one {@link QueryResult} per partition of a
 * partitioned store (`partitionResults`), or one `globalResult` for a global store.
 * @example
 * const only = result.getOnlyPartitionResult()  // the single successful partition, if any
 * const next = PositionBound.at(result.position()) // read-your-writes in the next request
 * @category Interactive queries
 * @since 0.1.0
 */
export class StateQueryResult<R> {
  private constructor(
    /** Each queried partition's result. Empty for a global store. */
    readonly partitionResults: ReadonlyMap<number, QueryResult<R>>,
    /** The result of a global store query. */
    readonly globalResult: QueryResult<R> | undefined,
  ) {}

  /** The result of a partitioned store (the map is copied). */
  static forPartitions<R>(partitionResults: ReadonlyMap<number, QueryResult<R>>): StateQueryResult<R> {
    return new StateQueryResult(new Map(partitionResults), undefined)
  }

  /** The result of a global store. */
  static forGlobal<R>(globalResult: QueryResult<R>): StateQueryResult<R> {
    return new StateQueryResult(new Map(), globalResult)
  }

  /** A copy with `result` for `partition` added (or replaced). */
  addResult(partition: number, result: QueryResult<R>): StateQueryResult<R> {
    return new StateQueryResult(new Map(this.partitionResults).set(partition, result), this.globalResult)
  }

  /**
   * The one successful partition result with a defined value, as Java's `getOnlyPartitionResult` (useful for
   * key queries): `undefined` when there is none.
   * @throws InvalidArgumentError when more than one partition answered with a value
   */
  getOnlyPartitionResult(): SucceededQueryResult<R> | undefined {
    const answered = [...this.partitionResults.values()].filter(
      (r): r is SucceededQueryResult<R> => r.isSuccess() && r.result !== undefined && r.result !== null,
    )
    if (answered.length > 1)
      throw new InvalidArgumentError(
        `The query did not return exactly one partition result: ${answered.length} partitions answered. Query one partition (withPartitions([p])) or read partitionResults.`,
        'partitionResults',
      )
    return answered[0]
  }

  /** The global result's position, else the merge (highest offsets) of every partition's position. */
  position(): Position {
    if (this.globalResult !== undefined) return this.globalResult.position?.copy() ?? Position.emptyPosition()
    const merged = Position.emptyPosition()
    for (const r of this.partitionResults.values()) merged.merge(r.position)
    return merged
  }
}
