import { InvalidArgumentError } from '../../errors/InvalidArgumentError.js'
import { validateInteger } from '../validateInteger.js'
import type { Window } from './Window.js'
import type { Windows } from './Windows.js'

/**
 * Tumbling (advance = size) or hopping (advance < size) windows aligned to the epoch, as Kafka Streams'
 * `TimeWindows`. Windows are `[start, start + size)`. Immutable. Durations are milliseconds.
 * @example
 * const tumbling = TimeWindows.ofSizeWithNoGrace(60_000)
 * const hopping = TimeWindows.ofSizeAndGrace(60_000, 10_000).advanceBy(15_000)
 * stream.pipe(groupByKey(), windowedBy(hopping), count())
 * @category Building topologies
 * @since 0.1.0
 */
export class TimeWindows implements Windows {
  readonly _tag = 'TimeWindows' as const

  private constructor(
    /** The size of each window. */
    readonly sizeMs: number,
    /** The distance between the starts of two consecutive windows. */
    readonly advanceMs: number,
    private readonly graceMs: number,
  ) {
    validateInteger(sizeMs, 'size', 1)
    validateInteger(graceMs, 'grace')
    if (!Number.isSafeInteger(advanceMs) || advanceMs <= 0 || advanceMs > sizeMs) {
      throw new InvalidArgumentError(
        `The window advance must be more than zero and at most the window size (${sizeMs} ms); got ${advanceMs} ms.`,
        'advance',
      )
    }
  }

  /** Tumbling windows of `sizeMs` that drop every out-of-order record arriving after the window ends. */
  static ofSizeWithNoGrace(sizeMs: number): TimeWindows {
    return TimeWindows.ofSizeAndGrace(sizeMs, 0)
  }

  /** Tumbling windows of `sizeMs` that accept out-of-order records until `graceMs` after the window ends. */
  static ofSizeAndGrace(sizeMs: number, graceMs: number): TimeWindows {
    return new TimeWindows(sizeMs, sizeMs, graceMs)
  }

  /** Hopping windows: a new window starts every `advanceMs` (more than 0, at most the size). */
  advanceBy(advanceMs: number): TimeWindows {
    return new TimeWindows(this.sizeMs, advanceMs, this.graceMs)
  }

  /** The windows containing `timestamp`, exactly as Kafka computes them (none for a negative timestamp). */
  windowsFor(timestamp: number): ReadonlyMap<number, Window> {
    const windows = new Map<number, Window>()
    let start =
      Math.floor(Math.max(0, timestamp - this.sizeMs + this.advanceMs) / this.advanceMs) * this.advanceMs
    while (start <= timestamp) {
      windows.set(start, { start, end: start + this.sizeMs })
      start += this.advanceMs
    }
    return windows
  }

  size(): number {
    return this.sizeMs
  }

  gracePeriodMs(): number {
    return this.graceMs
  }
}
