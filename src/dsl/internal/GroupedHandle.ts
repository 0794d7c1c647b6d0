import { Pipeable } from '../Pipeable.js'
import type { GroupedState, RepartitionCache } from './HandleState.js'

/**
 * What `KGroupedStream` and `KGroupedTable` share: the grouping's compile-time state and the repartition node
 * of a user-named grouping, created once and shared by every aggregation of it.
 * @example
 * class KGroupedStream<K, V> extends GroupedHandle<K, V> { readonly _tag = 'KGroupedStream' as const }
 * @category Building topologies
 * @since 0.1.0
 */
export abstract class GroupedHandle<K, V> extends Pipeable {
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
