import type { KeyQueryMetadata } from '../query/metadata/StreamsMetadataState.js'
import type { HostInfo } from '../core/HostInfo.js'

/**
 * Which replicas of a partition a routed query may read, in the order tried:
 * - `active`: only the active copy (always fresh);
 * - `activeThenStandby`: the active copy, and a standby when the active one fails (stale reads, e.g. while the
 *   active instance is down);
 * - `standbyThenActive`: a standby first, so reads do not compete with active processing (seed 003), and the
 *   active copy when no standby answers.
 * @example
 * router.get('kafka', { replicas: 'activeThenStandby' })
 * @category Interactive queries
 * @since 0.1.0
 */
export type ReplicaPreference = 'active' | 'activeThenStandby' | 'standbyThenActive'

/**
 * One replica to try: its host and whether it is a standby.
 * @example
 * const c: ReplicaCandidate = { host: { host: 'a', port: 1 }, stale: true }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface ReplicaCandidate {
  readonly host: HostInfo
  readonly stale: boolean
}

/** `UNKNOWN_HOST` (port -1) stands for "no instance". */
const known = (host: HostInfo): boolean => host.port >= 0

/**
 * The replicas of one partition to try, in order, under a preference (hosts that are not known left out).
 * @example
 * replicaCandidates(meta, 'standbyThenActive') // standbys first, then the active host
 * @category Interactive queries
 * @since 0.1.0
 */
export const replicaCandidates = (
  meta: KeyQueryMetadata,
  preference: ReplicaPreference,
): readonly ReplicaCandidate[] => {
  const active: ReplicaCandidate[] = known(meta.activeHost) ? [{ host: meta.activeHost, stale: false }] : []
  const standbys = meta.standbyHosts.filter(known).map((host) => ({ host, stale: true }))
  switch (preference) {
    case 'active':
      return active
    case 'activeThenStandby':
      return [...active, ...standbys]
    case 'standbyThenActive':
      return [...standbys, ...active]
    default: {
      const never: never = preference
      return never
    }
  }
}
