import { failureRetryable, type FailureReason } from './FailureReason.js'
import type { Position } from './Position.js'
import type { PositionBound } from './PositionBound.js'

/**
 * What every result carries besides its outcome.
 * @example
 * QueryResult.forResult(3, { position, executionInfo: ['handled'] })
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryResultInfo {
  /** The position of the store partition that answered, when it tracks one. */
  readonly position?: Position | undefined
  /** Execution details, when the request enabled them. */
  readonly executionInfo?: readonly string[] | undefined
}

/**
 * One store partition's answer to an IQv2 query, as Kafka's `QueryResult`: a success holding `result` (which may
 * be `undefined`, e.g. a `KeyQuery` miss) or a failure holding `failureReason`, `failureMessage` and `retryable`.
 * Immutable; narrow with `isSuccess()` / `isFailure()`.
 * @example
 * const r = QueryResult.forResult(3)
 * if (r.isSuccess()) console.log(r.result)
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryResult<R> = SucceededQueryResult<R> | FailedQueryResult<R>

abstract class BaseQueryResult<R> {
  /** The position of the store partition that answered, when known. */
  readonly position: Position | undefined
  /** Execution details (empty unless the request enabled them). */
  readonly executionInfo: readonly string[]

  constructor(info: QueryResultInfo) {
    this.position = info.position
    this.executionInfo = info.executionInfo ?? []
  }

  /** Whether the partition answered. */
  isSuccess(): this is SucceededQueryResult<R> {
    return this instanceof SucceededQueryResult
  }

  /** Whether the partition failed. */
  isFailure(): this is FailedQueryResult<R> {
    return this instanceof FailedQueryResult
  }

  protected info(changes: QueryResultInfo): QueryResultInfo {
    return {
      position: 'position' in changes ? changes.position : this.position,
      executionInfo: changes.executionInfo ?? this.executionInfo,
    }
  }
}

/**
 * A partition that answered.
 * @example
 * if (r.isSuccess()) console.log(r.result)
 * @category Interactive queries
 * @since 0.1.0
 */
export class SucceededQueryResult<R> extends BaseQueryResult<R> {
  readonly _tag = 'Success' as const

  constructor(
    /** The answer. */
    readonly result: R,
    info: QueryResultInfo = {},
  ) {
    super(info)
  }

  /** A copy at `position`. */
  withPosition(position: Position | undefined): SucceededQueryResult<R> {
    return new SucceededQueryResult(this.result, this.info({ position }))
  }

  /** A copy with one more line of execution info. */
  addExecutionInfo(line: string): SucceededQueryResult<R> {
    return new SucceededQueryResult(this.result, this.info({ executionInfo: [...this.executionInfo, line] }))
  }
}

/**
 * A partition that failed.
 * @example
 * if (r.isFailure()) console.log(r.failureReason, r.retryable)
 * @category Interactive queries
 * @since 0.1.0
 */
export class FailedQueryResult<R> extends BaseQueryResult<R> {
  readonly _tag = 'Failure' as const
  /** Whether a retry (later, or on another replica or host) can succeed. */
  readonly retryable: boolean

  constructor(
    /** Why. */
    readonly failureReason: FailureReason,
    /** What happened and what to do. */
    readonly failureMessage: string,
    info: QueryResultInfo = {},
  ) {
    super(info)
    this.retryable = failureRetryable[failureReason]
  }

  /** A copy at `position`. */
  withPosition(position: Position | undefined): FailedQueryResult<R> {
    return new FailedQueryResult(this.failureReason, this.failureMessage, this.info({ position }))
  }

  /** A copy with one more line of execution info. */
  addExecutionInfo(line: string): FailedQueryResult<R> {
    return new FailedQueryResult(
      this.failureReason,
      this.failureMessage,
      this.info({ executionInfo: [...this.executionInfo, line] }),
    )
  }
}

/**
 * Constructors and guards of {@link QueryResult}, with Kafka Streams' messages.
 * @example
 * QueryResult.forFailure('NOT_PRESENT', 'The requested partition was not present at the time of the query.')
 * @category Interactive queries
 * @since 0.1.0
 */
export const QueryResult = {
  /** A success. */
  forResult: <R>(result: R, info?: QueryResultInfo): QueryResult<R> => new SucceededQueryResult(result, info),
  /** A failure. */
  forFailure: <R = never>(reason: FailureReason, message: string, info?: QueryResultInfo): QueryResult<R> =>
    new FailedQueryResult<R>(reason, message, info),
  /** `UNKNOWN_QUERY_TYPE`: the store cannot run `query`. */
  forUnknownQueryType: <R = never>(query: { readonly _tag: string }, storeName: string): QueryResult<R> =>
    new FailedQueryResult<R>(
      'UNKNOWN_QUERY_TYPE',
      `Store '${storeName}' doesn't know how to execute the given query (${query._tag}). Use a query type its store kind supports.`,
    ),
  /** `NOT_UP_TO_BOUND`: the store partition at `current` has not reached `bound`. */
  notUpToBound: <R = never>(current: Position, bound: PositionBound, partition?: number): QueryResult<R> =>
    new FailedQueryResult<R>(
      'NOT_UP_TO_BOUND',
      partition === undefined
        ? `The store is not initialized yet, so it is not yet up to the bound ${bound.toString()}. Retry later or query another replica.`
        : `For store partition ${partition}, the current position ${current.toString()} is not yet up to the bound ${bound.toString()}. Retry later or query another replica.`,
      { position: current },
    ),
  /** Whether `u` is a result. */
  isQueryResult: (u: unknown): u is QueryResult<unknown> => u instanceof BaseQueryResult,
} as const
