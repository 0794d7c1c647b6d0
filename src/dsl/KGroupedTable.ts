import { GroupedHandle } from './internal/GroupedHandle.js'

/**
 * A table re-grouped by a new key (from `groupBy` on a KTable), ready for `count`, `reduce` or `aggregate`.
 * @example
 * table.pipe(groupBy((k, v) => KeyValue.pair(v.region, v)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class KGroupedTable<K, V> extends GroupedHandle<K, V> {
  readonly _tag = 'KGroupedTable' as const
}
