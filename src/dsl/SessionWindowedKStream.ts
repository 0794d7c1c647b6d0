import type { SessionWindows } from '../core/windows/SessionWindows.js'
import type { GroupedState, RepartitionCache } from './internal/HandleState.js'
import { Pipeable } from './Pipeable.js'

/**
 * A grouped stream cut into sessions (activity separated by an inactivity gap), ready for `count`, `reduce` or
 * `aggregate` (with a session merger); results are keyed by `Windowed<K>`.
 * @example
 * stream.pipe(groupByKey(), windowedBy(SessionWindows.ofInactivityGapWithNoGrace(300_000)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class SessionWindowedKStream<K, V> extends Pipeable {
  readonly _tag = 'SessionWindowedKStream' as const
  declare readonly _K: K
  declare readonly _V: V

  /** @internal Handles are made by the builder and the operators, never by users. */
  constructor(
    /** @internal Compile-time state; not part of the public API. */
    readonly state: GroupedState,
    /** The session windows. */
    readonly windows: SessionWindows,
    /** The repartition node shared with the grouped stream this came from. */
    readonly repartition: RepartitionCache,
    /** Set by `emitStrategy(EmitStrategy.onWindowClose())`. */
    readonly emitOnWindowClose = false,
  ) {
    super()
  }
}
