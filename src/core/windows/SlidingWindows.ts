import { validateInteger } from '../validateInteger.js'

/**
 * Windows of a fixed time difference that slide with the records, as Kafka Streams' `SlidingWindows`: two records
 * fall in one window when their timestamps differ by at most `timeDifferenceMs`; windows are inclusive at both ends.
 * Immutable. Durations are milliseconds.
 * @example
 * stream.pipe(groupByKey(), windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10_000, 2_000)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class SlidingWindows {
  readonly _tag = 'SlidingWindows' as const

  private constructor(
    private readonly timeDifference: number,
    private readonly graceMs: number,
  ) {
    validateInteger(timeDifference, 'timeDifference')
    validateInteger(graceMs, 'grace')
  }

  /** Windows of this time difference that drop out-of-order records arriving after the window ends. */
  static ofTimeDifferenceWithNoGrace(timeDifferenceMs: number): SlidingWindows {
    return new SlidingWindows(timeDifferenceMs, 0)
  }

  /** Windows of this time difference that accept out-of-order records until `graceMs` after the window ends. */
  static ofTimeDifferenceAndGrace(timeDifferenceMs: number, graceMs: number): SlidingWindows {
    return new SlidingWindows(timeDifferenceMs, graceMs)
  }

  /** The largest difference between two timestamps in one window. */
  timeDifferenceMs(): number {
    return this.timeDifference
  }

  gracePeriodMs(): number {
    return this.graceMs
  }
}
