/**
 * Windows and windowed keys are plain data shared with the DSL: window and session stores key on the same
 * `Windowed<K>` (`{ key, window: { start, end } }`) that windowed KTables carry.
 */
export type { Window } from '../core/windows/Window.js'
export type { Windowed } from '../core/windows/Windowed.js'
