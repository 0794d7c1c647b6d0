import type { TableGetter } from '../graph/ProcessorSpec.js'

/**
 * The decisions the optimizer hands to lowering. Lowering reads them and decides nothing itself.
 * @example
 * const plan: Plan = { materialized: new Set([3]), sendOldValues: new Set(), getters: new Map(), reuseSourceTopics: false, selfJoins: new Set() }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Plan {
  /** KTable-producing nodes that get a store. */
  readonly materialized: ReadonlySet<number>
  /** KTable-producing nodes that forward old values along with new ones. */
  readonly sendOldValues: ReadonlySet<number>
  /** For each table read through a value getter: how it is read (its store, or through its parents). */
  readonly getters: ReadonlyMap<number, TableGetter>
  /** `reuse.ktable.source.topics`: materialized table sources use their topic as changelog. */
  readonly reuseSourceTopics: boolean
  /** `single.store.self.join`: stream-stream joins rewritten into one self-join processor. */
  readonly selfJoins: ReadonlySet<number>
}
