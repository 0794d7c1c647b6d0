/**
 * What a routed query can fail with: a `StoreError` reported by the host that holds the data, or a
 * {@link RoutingError} met on the way. Both carry `_tag` and `retryable`.
 * @since 0.1.0
 */
import { isStoreError, type StoreError } from '../query/StoreError.js'
import {
  HostUnreachableError,
  InvalidQueryRequestError,
  InvalidQueryResponseError,
  RangeTooLargeError,
  type RoutingError,
} from './RoutingError.js'

/**
 * A `StoreError` or a {@link RoutingError}.
 * @example
 * const wait = (e: QueryError) => e.retryable
 * @category Errors
 * @since 0.1.0
 */
export type QueryError = StoreError | RoutingError

/**
 * Whether the failure is about the replica asked (it is down, moved away, not serving yet), so another replica
 * of the same partition may answer; false when any replica would fail alike (bad request, unknown store).
 * @example
 * replicaFailed(new HostUnreachableError({ host: 'a', port: 1 })) // true
 * @category Errors
 * @since 0.1.0
 */
export const replicaFailed = (e: QueryError): boolean => {
  switch (e._tag) {
    case 'HostUnreachable':
    case 'StreamsNotStarted':
    case 'StreamsRebalancing':
    case 'StateStoreMigrated':
    case 'StateStoreNotAvailable':
    case 'InvalidStateStorePartition':
      return true
    case 'UnknownStateStore':
    case 'InvalidQueryRequest':
    case 'RangeTooLarge':
    case 'InvalidQueryResponse':
      return false
    default: {
      const never: never = e
      return never
    }
  }
}

/**
 * Whether `u` is a {@link RoutingError}.
 * @example
 * isRoutingError(new RangeTooLargeError('s', 10)) // true
 * @category Errors
 * @since 0.1.0
 */
export const isRoutingError = (u: unknown): u is RoutingError =>
  u instanceof HostUnreachableError ||
  u instanceof InvalidQueryRequestError ||
  u instanceof RangeTooLargeError ||
  u instanceof InvalidQueryResponseError

/**
 * Whether `u` is a {@link QueryError}.
 * @example
 * isQueryError(unknownStateStore({ storeName: 's' })) // true
 * @category Errors
 * @since 0.1.0
 */
export const isQueryError = (u: unknown): u is QueryError => isStoreError(u) || isRoutingError(u)
