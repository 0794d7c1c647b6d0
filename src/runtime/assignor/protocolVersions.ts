/**
 * The versions of Kafka Streams' assignment protocol (Java's `StreamsAssignmentProtocolVersions`), which this
 * assignor speaks like a Java 4.4 member.
 * @since 0.1.0
 */
import { InvalidUserDataError } from './InvalidUserDataError.js'

/**
 * The newest SubscriptionInfo / AssignmentInfo version this assignor writes and reads.
 * @example
 * LATEST_SUPPORTED_VERSION // 11
 */
export const LATEST_SUPPORTED_VERSION = 11

/**
 * The oldest version that carries `latestSupportedVersion`, so that version probing works.
 * @example
 * EARLIEST_PROBEABLE_VERSION // 3
 */
export const EARLIEST_PROBEABLE_VERSION = 3

/**
 * "No version known" (versions 1 and 2 do not say which they support).
 * @example
 * UNKNOWN_VERSION // -1
 */
export const UNKNOWN_VERSION = -1

/**
 * From this version on, subscriptions carry task offset sums instead of previous and standby task sets.
 * @example
 * MIN_OFFSET_SUM_VERSION // 7
 */
export const MIN_OFFSET_SUM_VERSION = 7

/**
 * From this version on, task ids carry a (named topology) name.
 * @example
 * MIN_NAMED_TOPOLOGY_VERSION // 10
 */
export const MIN_NAMED_TOPOLOGY_VERSION = 10

/**
 * The offset sum a member reports for a task it runs as active (Java's `Task.LATEST_OFFSET`).
 * @example
 * LATEST_OFFSET // -2
 */
export const LATEST_OFFSET = -2

/**
 * The offset sum Java reads for a standby task of a version 1-6 subscription (`UNKNOWN_OFFSET_SUM`).
 * @example
 * UNKNOWN_OFFSET_SUM // -3
 */
export const UNKNOWN_OFFSET_SUM = -3

/**
 * Refuses to write `what` (`'an assignment'`, `'a subscription'`) at a version outside 1 to
 * {@link LATEST_SUPPORTED_VERSION}.
 * @throws InvalidUserDataError for such a version
 * @example
 * requireWritableVersion(11, 'a subscription') // returns
 * @category Running
 * @since 0.1.0
 */
export const requireWritableVersion = (version: number, what: string): void => {
  if (version < 1 || version > LATEST_SUPPORTED_VERSION)
    throw new InvalidUserDataError(
      `Cannot write ${what} at version ${version}: versions 1 to ${LATEST_SUPPORTED_VERSION} exist.`,
    )
}
