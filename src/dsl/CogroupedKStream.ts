import type { Fold } from '../graph/specs/Callback.js'
import type { RepartitionCache } from './internal/HandleState.js'
import type { KGroupedStream } from './KGroupedStream.js'
import { Pipeable } from './Pipeable.js'
import type { SessionWindows } from '../core/windows/SessionWindows.js'
import type { SlidingWindows } from '../core/windows/SlidingWindows.js'
import type { TimeWindows } from '../core/windows/TimeWindows.js'
import type { UnlimitedWindows } from '../core/windows/UnlimitedWindows.js'

/**
 * Several grouped streams aggregated into one result per key (Kafka Streams' `CogroupedKStream<K, VOut>`); each
 * input brings its own aggregator. Optionally windowed.
 * @example
 * clicks.pipe(cogroup((k, v, agg) => agg + 1), cogroup(views, (k, v, agg) => agg + 10), aggregate(() => 0))
 * @category Building topologies
 * @since 0.1.0
 */
export class CogroupedKStream<K, VOut> extends Pipeable {
  readonly _tag = 'CogroupedKStream' as const
  declare readonly _K: K
  declare readonly _V: VOut

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** The grouped inputs and their aggregators, in the order they were added. */
    readonly groups: readonly {
      readonly grouped: KGroupedStream<K, unknown>
      readonly aggregator: Fold
    }[],
    /** Set by `windowedBy`. */
    readonly windows:
      TimeWindows | SlidingWindows | SessionWindows | UnlimitedWindows | undefined = undefined,
    /**
     * @internal The repartition of each input whose key changed, shared by every `aggregate` of this cogroup (and
     * of the cogroups `cogroup` and `windowedBy` derive from it), as Kafka Streams keeps them in the one aggregate
     * builder of a `CogroupedKStream`. Another cogroup of the same grouped stream repartitions it again.
     */
    readonly repartitions: Map<KGroupedStream<K, unknown>, RepartitionCache> = new Map(),
  ) {
    super()
  }

  /** Whether `windowedBy` was applied. */
  get windowed(): boolean {
    return this.windows !== undefined
  }
}
