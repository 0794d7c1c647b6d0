/**
 * A window of time, in milliseconds: `start` inclusive; `end` exclusive for time windows, inclusive for session
 * and sliding windows. Plain data, the same shape as the state stores' `Window`.
 * @example
 * const w: Window = { start: 0, end: 60_000 }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Window {
  readonly start: number
  readonly end: number
}
