import { validateInteger } from '../validateInteger.js'

/**
 * Session windows, as Kafka Streams' `SessionWindows`: records of a key closer than the inactivity gap join one
 * session `[first, last]` (inclusive at both ends); sessions that come within the gap merge. Immutable.
 * @example
 * stream.pipe(groupByKey(), windowedBy(SessionWindows.ofInactivityGapWithNoGrace(300_000)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class SessionWindows {
  readonly _tag = 'SessionWindows' as const

  private constructor(
    private readonly gapMs: number,
    private readonly graceMs: number,
  ) {
    validateInteger(gapMs, 'inactivityGap', 1)
    validateInteger(graceMs, 'grace')
  }

  /** Sessions with this inactivity gap (more than 0) that drop records arriving after the session closes. */
  static ofInactivityGapWithNoGrace(inactivityGapMs: number): SessionWindows {
    return new SessionWindows(inactivityGapMs, 0)
  }

  /** Sessions with this inactivity gap that accept records until `graceMs` after the session ends. */
  static ofInactivityGapAndGrace(inactivityGapMs: number, graceMs: number): SessionWindows {
    return new SessionWindows(inactivityGapMs, graceMs)
  }

  inactivityGap(): number {
    return this.gapMs
  }

  gracePeriodMs(): number {
    return this.graceMs
  }
}
