/**
 * The delay to give a clock timer that should fire at `deadline`: never negative, and never above what Node's
 * timers accept (2^31 - 1 ms; a larger delay would fire at once). A timer cut short just lets its loop wait again.
 * @since 0.1.0
 */

const maxTimerMs = 2_147_483_647

/** Milliseconds from `now` until `deadline`, clamped to what a timer can wait. */
export const timerDelay = (deadline: number, now: number): number =>
  Math.min(maxTimerMs, Math.max(0, deadline - now))
