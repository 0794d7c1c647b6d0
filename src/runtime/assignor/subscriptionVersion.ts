import { InvalidUserDataError } from './InvalidUserDataError.js'
import { EARLIEST_PROBEABLE_VERSION, LATEST_SUPPORTED_VERSION } from './protocolVersions.js'

/**
 * The subscription version a member sends next, after an assignment of `received` version that says the group
 * commonly supports `common` (Java's `StreamsPartitionAssignor#maybeUpdateSubscriptionVersion`): version probing
 * downgrades while an older member is in the group and upgrades once all read the newer version; `changed` asks
 * for an immediate rebalance with the new version.
 * @throws InvalidUserDataError when the leader answered with a version above the one sent, or claims the group
 *   supports a version above ours
 * @example
 * nextSubscriptionVersion(11, 8, 8) // { version: 8, changed: true }
 * @category constructors
 * @since 0.1.0
 */
export const nextSubscriptionVersion = (
  used: number,
  received: number,
  common: number,
): { readonly version: number; readonly changed: boolean } => {
  if (received > used) {
    throw new InvalidUserDataError(
      `Sent a version ${used} subscription but got an assignment with higher version ${received}.`,
    )
  }
  if (common > LATEST_SUPPORTED_VERSION) {
    throw new InvalidUserDataError(
      `The leader says the group supports version ${common}, above this assignor's ${LATEST_SUPPORTED_VERSION}.`,
    )
  }
  if (received >= EARLIEST_PROBEABLE_VERSION && (common > used || received < used)) {
    return { version: common, changed: true }
  }
  return { version: used, changed: false }
}
