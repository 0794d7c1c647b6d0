import type { QueryError } from './QueryError.js'

/**
 * The HTTP status a query server answers a failure with: 503 (with `Retry-After`) for every retryable failure;
 * for fatal ones 400 for a bad request (bad parameters or percent-encoding), 404 for an unknown store or path, 405
 * for a method other than GET, 410 for an instance shutting down,
 * 421 for a partition not hosted here, 422 for a range over the bound, 502 for a bad answer of another host.
 * @example
 * httpStatus(new RangeTooLargeError('s', 10)) // 422
 * @category Interactive queries
 * @since 0.1.0
 */
export const httpStatus = (e: QueryError): number => {
  switch (e._tag) {
    case 'StreamsNotStarted':
    case 'StreamsRebalancing':
    case 'StateStoreMigrated':
    case 'HostUnreachable':
      return 503
    case 'InvalidQueryRequest':
      return e.parameter === 'path' || e.parameter === 'store' ? 404 : e.parameter === 'method' ? 405 : 400
    case 'UnknownStateStore':
      return 404
    case 'StateStoreNotAvailable':
      return 410
    case 'InvalidStateStorePartition':
      return 421
    case 'RangeTooLarge':
      return 422
    case 'InvalidQueryResponse':
      return 502
    default: {
      const never: never = e
      return never
    }
  }
}
