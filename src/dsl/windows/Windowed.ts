import type { Window } from './Window.js'

/**
 * A key in a window: the key type of windowed KTables and of window and session stores. Plain data.
 * @example
 * const k: Windowed<string> = { key: 'user-1', window: { start: 0, end: 60_000 } }
 * @category model
 * @since 0.1.0
 */
export interface Windowed<K> {
  readonly key: K
  readonly window: Window
}
