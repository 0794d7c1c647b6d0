/**
 * A time window: `start` inclusive, `end` exclusive for time windows (inclusive for sessions), in milliseconds.
 * @example
 * const w: Window = { start: 0, end: 60_000 }
 * @category model
 * @since 0.1.0
 */
export interface Window {
  readonly start: number
  readonly end: number
}

/**
 * A key in a window: the key type of window and session stores and of windowed KTables. Plain data.
 * @example
 * const k: Windowed<string> = { key: 'user-1', window: { start: 0, end: 60_000 } }
 * @category model
 * @since 0.1.0
 */
export interface Windowed<K> {
  readonly key: K
  readonly window: Window
}
