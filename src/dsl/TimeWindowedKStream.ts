import type { SlidingWindows } from '../core/windows/SlidingWindows.js'
import type { TimeWindows } from '../core/windows/TimeWindows.js'
import type { UnlimitedWindows } from '../core/windows/UnlimitedWindows.js'
import type { GroupedState, RepartitionCache } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A grouped stream cut into time windows (tumbling, hopping or sliding), ready for `count`, `reduce` or
 * `aggregate`; results are keyed by `Windowed<K>`.
 * @example
 * stream.pipe(groupByKey(), windowedBy(TimeWindows.ofSizeWithNoGrace(60_000)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class TimeWindowedKStream<K, V> extends Pipeable {
  readonly _tag = 'TimeWindowedKStream' as const
  declare readonly _K: K
  declare readonly _V: V

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** @internal Compile-time state; not part of the public API. */
    readonly state: GroupedState,
    /** The windows. */
    readonly windows: TimeWindows | SlidingWindows | UnlimitedWindows,
    /** The repartition node shared with the grouped stream this came from. */
    readonly repartition: RepartitionCache,
    /** Set by `emitStrategy(EmitStrategy.onWindowClose())`. */
    readonly emitOnWindowClose = false,
  ) {
    super()
  }
}
