import { validateInteger } from '../validateInteger.js'
import type { Window } from './Window.js'
import type { Windows } from './Windows.js'

/**
 * The end of an unlimited window: the largest timestamp JavaScript holds exactly (Java uses `Long.MAX_VALUE`;
 * the windowed serdes translate between the two).
 * @category Building topologies
 * @since 0.1.0
 */
export const END_OF_TIME = Number.MAX_SAFE_INTEGER

/**
 * One window from a start time to the end of time, as Kafka Streams' `UnlimitedWindows`. Immutable.
 * @example
 * stream.pipe(groupByKey(), windowedBy(UnlimitedWindows.of().startOn(1_700_000_000_000)), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class UnlimitedWindows implements Windows {
  readonly _tag = 'UnlimitedWindows' as const

  private constructor(
    /** Where the only window starts. */
    readonly startMs: number,
  ) {
    validateInteger(startMs, 'startOn')
  }

  /** The window starting at the epoch. */
  static of(): UnlimitedWindows {
    return new UnlimitedWindows(0)
  }

  /** The window starting at `startMs` (not negative). */
  startOn(startMs: number): UnlimitedWindows {
    return new UnlimitedWindows(startMs)
  }

  /** The one window, if `timestamp` is at or after its start. */
  windowsFor(timestamp: number): ReadonlyMap<number, Window> {
    return timestamp >= this.startMs
      ? new Map([[this.startMs, { start: this.startMs, end: END_OF_TIME }]])
      : new Map<number, Window>()
  }

  size(): number {
    return END_OF_TIME
  }

  /** Always 0: the window never ends. */
  gracePeriodMs(): number {
    return 0
  }
}
