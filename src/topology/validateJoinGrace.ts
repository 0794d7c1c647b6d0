import { InvalidTopologyError } from '../errors/TopologyError.js'
import type { StoreSpec } from '../graph/StoreSpec.js'

/**
 * Kafka Streams' checks of a stream-table join with a grace period, once the stores its table is read through are
 * known (a table may inherit its store from its source): each must be versioned, and keep history at least as long
 * as the grace period.
 * @throws InvalidTopologyError naming the join otherwise
 * @example
 * validateJoinGrace('KSTREAM-JOIN-0000000004', 2, [builder.storeSpec('prices')])
 * @category Building topologies
 * @since 0.1.0
 */
export const validateJoinGrace = (
  joinName: string,
  gracePeriodMs: number,
  tableStores: readonly (StoreSpec | undefined)[],
): void => {
  for (const store of tableStores) {
    if (store?.kind !== 'versionedKeyValue') {
      throw new InvalidTopologyError(
        `Join ${joinName}: KTable must be versioned to use a grace period in a stream table join.`,
        joinName,
      )
    }
    if (gracePeriodMs > (store.retentionMs ?? 0)) {
      throw new InvalidTopologyError(
        `Join ${joinName}: History retention must be at least grace period (store ${store.name}).`,
        joinName,
      )
    }
  }
}
