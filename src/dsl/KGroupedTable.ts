import type { GroupedState, RepartitionCache } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A table re-grouped by a new key (from `groupBy` on a KTable), ready for `count`, `reduce` or `aggregate`.
 * @example
 * table.pipe(groupBy((k, v) => KeyValue.pair(v.region, v)), count())
 * @category handles
 * @since 0.1.0
 */
export class KGroupedTable<K, V> extends Pipeable {
  readonly _tag = 'KGroupedTable' as const
  declare readonly _K: K
  declare readonly _V: V
  /** The repartition node of a user-named grouping, shared by every aggregation of this grouping. */
  readonly repartition: RepartitionCache = { node: undefined }

  constructor(
    /** Compile-time state; not part of the public API. */
    readonly state: GroupedState,
  ) {
    super()
  }
}
