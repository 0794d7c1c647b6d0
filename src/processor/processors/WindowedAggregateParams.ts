import type { Merger } from '../../graph/specs/Callback.js'
import type { FoldSpec } from '../../graph/specs/AggregateSpecs.js'

/**
 * What a windowed aggregation processor needs, shared by `windowedBy(...).aggregate/count/reduce` and each input of
 * a windowed cogroup.
 * @category Building topologies
 * @since 0.1.0
 */
export interface WindowedAggregateParams extends FoldSpec {
  readonly windows: unknown
  readonly storeName: string
  readonly merger: Merger | undefined
  readonly emitOnWindowClose: boolean
  readonly sendOldValues: boolean
}
