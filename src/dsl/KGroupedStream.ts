import type { GroupedState, RepartitionCache } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A stream grouped by key, ready for `count`, `reduce`, `aggregate`, `windowedBy` or `cogroup`.
 * @example
 * stream.pipe(groupByKey(), count())
 * @category handles
 * @since 0.1.0
 */
export class KGroupedStream<K, V> extends Pipeable {
  readonly _tag = 'KGroupedStream' as const
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
