import type { TableView } from '../graph/ProcessorSpec.js'

/**
 * The decisions the optimizer hands to lowering. Lowering reads them and decides nothing itself.
 * @example
 * const plan: Plan = { materialized: new Set([3]), sendOldValues: new Set(), getterStores: new Map(), getterViews: new Map(), reuseSourceTopics: false, selfJoins: new Set() }
 * @category model
 * @since 0.1.0
 */
export interface Plan {
  /** KTable-producing nodes that get a store. */
  readonly materialized: ReadonlySet<number>
  /** KTable-producing nodes that forward old values along with new ones. */
  readonly sendOldValues: ReadonlySet<number>
  /** For each table read through a value getter: the stores behind that getter. */
  readonly getterStores: ReadonlyMap<number, readonly string[]>
  /** For each table read through a value getter: the unmaterialized views applied on top of those stores. */
  readonly getterViews: ReadonlyMap<number, readonly TableView[]>
  /** `reuse.ktable.source.topics`: materialized table sources use their topic as changelog. */
  readonly reuseSourceTopics: boolean
  /** `single.store.self.join`: stream-stream joins rewritten into one self-join processor. */
  readonly selfJoins: ReadonlySet<number>
}
