/**
 * Why a routed query failed outside the store itself: the host could not be reached, the request was invalid,
 * the range was too large, or the answer was not understood. Like `StoreError`, every case says whether a
 * retry can help; routed queries return them as `Left` values, together with the `StoreError`s a host reports.
 * @since 0.1.0
 */
import type { HostInfo } from '../core/HostInfo.js'
import { StreamsError } from '../errors/StreamsError.js'

/** What every routing failure shares: its class name as `name`, and an optional cause. */
abstract class RoutingFailure extends StreamsError {
  constructor(message: string, cause: unknown) {
    super(message, cause === undefined ? undefined : { cause })
  }
}

/**
 * A host that should serve the query did not answer (connection refused or reset, timeout). Retry: the
 * metadata will point at its replacement after the next rebalance, or allow stale reads to use a standby.
 * @example
 * new HostUnreachableError({ host: '127.0.0.1', port: 7001 }, cause).retryable // true
 * @category Errors
 * @since 0.1.0
 */
export class HostUnreachableError extends RoutingFailure {
  readonly _tag = 'HostUnreachable'
  readonly retryable = true
  constructor(
    readonly host: HostInfo,
    cause?: unknown,
  ) {
    super(
      `Host ${host.host}:${host.port} did not answer the query. Retry later, or allow stale reads.`,
      cause,
    )
  }
}

/**
 * The query itself is invalid (a missing or malformed parameter, an unknown path). Fix the request.
 * @example
 * new InvalidQueryRequestError('partition', 'a whole number, 0 or more').retryable // false
 * @category Errors
 * @since 0.1.0
 */
export class InvalidQueryRequestError extends RoutingFailure {
  readonly _tag = 'InvalidQueryRequest'
  readonly retryable = false
  /** @param parameter the parameter (or `path`) at fault; @param expected what a valid value looks like */
  constructor(
    readonly parameter: string,
    readonly expected: string,
  ) {
    super(`Invalid query request: '${parameter}' must be ${expected}.`, undefined)
  }
}

/**
 * A range query matched more rows than the configured bound. Narrow the range (or ask one partition at a time).
 * @example
 * new RangeTooLargeError('word-counts', 1000).limit // 1000
 * @category Errors
 * @since 0.1.0
 */
export class RangeTooLargeError extends RoutingFailure {
  readonly _tag = 'RangeTooLarge'
  readonly retryable = false
  /** @param limit the most rows one answer may carry */
  constructor(
    readonly storeName: string,
    readonly limit: number,
  ) {
    super(
      `A range query on store '${storeName}' matched more than ${limit} rows. Narrow the range.`,
      undefined,
    )
  }
}

/**
 * A host answered something that is not a query answer (another service on that port, a different version).
 * Check `application.server` and the query server's address.
 * @example
 * new InvalidQueryResponseError({ host: 'a', port: 1 }, 'not JSON').retryable // false
 * @category Errors
 * @since 0.1.0
 */
export class InvalidQueryResponseError extends StreamsError {
  readonly _tag = 'InvalidQueryResponse'
  readonly retryable = false
  constructor(
    readonly host: HostInfo,
    /** What was wrong with the answer. */
    readonly problem: string,
    override readonly cause?: unknown,
  ) {
    super(
      `Host ${host.host}:${host.port} answered a query with ${problem}. Is a query server listening there?`,
    )
  }
}

/**
 * The four routing failures, as a tagged union.
 * @example
 * const retry = (e: RoutingError) => e.retryable
 * @category Errors
 * @since 0.1.0
 */
export type RoutingError =
  HostUnreachableError | InvalidQueryRequestError | RangeTooLargeError | InvalidQueryResponseError
