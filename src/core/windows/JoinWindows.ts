import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { validateInteger } from '../validateInteger.js'
import type { Window } from './Window.js'

/**
 * The time bounds of a stream-stream join, as Kafka Streams' `JoinWindows`: a record at `t` joins the other
 * stream's records in `[t - beforeMs, t + afterMs]`. `before` and `after` may be negative as long as their sum is not.
 * Immutable. Durations are milliseconds.
 * @example
 * const w = JoinWindows.ofTimeDifferenceAndGrace(5_000, 1_000).after(0) // only earlier records of the other side
 * left.pipe(join(right, (a, b) => [a, b], w))
 * @category Building topologies
 * @since 0.1.0
 */
export class JoinWindows {
  readonly _tag = 'JoinWindows' as const

  private constructor(
    /** How far back the other stream's records may be. */
    readonly beforeMs: number,
    /** How far ahead the other stream's records may be. */
    readonly afterMs: number,
    private readonly graceMs: number,
    argument: string,
  ) {
    const isInteger = Number.isSafeInteger(beforeMs) && Number.isSafeInteger(afterMs)
    if (!isInteger || beforeMs + afterMs < 0) {
      throw new InvalidArgumentError(
        `The join window (before + after) must be whole and not negative; got before ${beforeMs} ms, after ${afterMs} ms.`,
        argument,
      )
    }
    validateInteger(graceMs, 'grace')
  }

  /** Joins records at most `timeDifferenceMs` apart; drops records arriving after the window ends. */
  static ofTimeDifferenceWithNoGrace(timeDifferenceMs: number): JoinWindows {
    return JoinWindows.ofTimeDifferenceAndGrace(timeDifferenceMs, 0)
  }

  /** Joins records at most `timeDifferenceMs` apart; accepts late records until `graceMs` after the window ends. */
  static ofTimeDifferenceAndGrace(timeDifferenceMs: number, graceMs: number): JoinWindows {
    return new JoinWindows(timeDifferenceMs, timeDifferenceMs, graceMs, 'timeDifference')
  }

  /** The same window with another lower bound. */
  before(timeDifferenceMs: number): JoinWindows {
    return new JoinWindows(timeDifferenceMs, this.afterMs, this.graceMs, 'before')
  }

  /** The same window with another upper bound. */
  after(timeDifferenceMs: number): JoinWindows {
    return new JoinWindows(this.beforeMs, timeDifferenceMs, this.graceMs, 'after')
  }

  /**
   * The timestamps of the other stream's records that a record at `timestamp` joins, both ends inclusive, as Kafka's
   * join processors fetch them: `[t - before, t + after]` for a record of the left (this) stream, with before and
   * after swapped for a record of the right (other) stream; bounds below 0 are raised to 0.
   */
  joinRangeFor(timestamp: number, side: 'left' | 'right'): Window {
    const [before, after] = side === 'left' ? [this.beforeMs, this.afterMs] : [this.afterMs, this.beforeMs]
    return { start: Math.max(0, timestamp - before), end: Math.max(0, timestamp + after) }
  }

  /** `before + after`: the span of the window. */
  size(): number {
    return this.beforeMs + this.afterMs
  }

  gracePeriodMs(): number {
    return this.graceMs
  }
}
