/**
 * Why one partition of an IQv2 query failed, as Kafka's `FailureReason` values.
 * - `NOT_ACTIVE`: the query requires an active, running task and this replica is not one.
 * - `NOT_PRESENT`: no local task holds that partition of the store (it may have migrated).
 * - `NOT_UP_TO_BOUND`: the replica has not yet read up to the request's position bound.
 * - `STORE_EXCEPTION`: the store failed while answering.
 * - `UNKNOWN_QUERY_TYPE`: the store cannot run this kind of query.
 * - `DOES_NOT_EXIST`: the partition number does not exist for the store.
 * @example
 * if (r.isFailure() && r.failureReason === 'NOT_UP_TO_BOUND') retryLater()
 * @category Interactive queries
 * @since 0.1.0
 */
export type FailureReason =
  | 'NOT_ACTIVE'
  | 'NOT_PRESENT'
  | 'NOT_UP_TO_BOUND'
  | 'STORE_EXCEPTION'
  | 'UNKNOWN_QUERY_TYPE'
  | 'DOES_NOT_EXIST'

/**
 * Whether a retry (later, or against another replica or host) can succeed, per reason.
 * @example
 * failureRetryable.NOT_UP_TO_BOUND // true
 * @category Interactive queries
 * @since 0.1.0
 */
export const failureRetryable: { readonly [R in FailureReason]: boolean } = {
  NOT_ACTIVE: true,
  NOT_PRESENT: true,
  NOT_UP_TO_BOUND: true,
  STORE_EXCEPTION: false,
  UNKNOWN_QUERY_TYPE: false,
  DOES_NOT_EXIST: false,
}
