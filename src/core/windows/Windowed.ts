import type { Window } from './Window.js'

/**
 * A key in a window: the key type of windowed KTables and of window and session stores. Plain data.
 * @example
 * const k: Windowed<string> = { key: 'user-1', window: { start: 0, end: 60_000 } }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Windowed<K> {
  readonly key: K
  readonly window: Window
}

/**
 * Whether a value is a windowed key (`{ key, window: { start, end } }` with numeric bounds).
 * @example
 * isWindowed({ key: 'a', window: { start: 0, end: 10 } }) // true
 * @category Building topologies
 * @since 0.1.0
 */
export const isWindowed = (value: unknown): value is Windowed<unknown> => {
  if (typeof value !== 'object' || value === null || !('key' in value) || !('window' in value)) return false
  const window = value.window
  return (
    typeof window === 'object' &&
    window !== null &&
    'start' in window &&
    'end' in window &&
    typeof window.start === 'number' &&
    typeof window.end === 'number'
  )
}

/**
 * Text for a record key or value as Java prints it: a windowed key as `[key@start/end]` (Java's `Windowed.toString`),
 * anything else through `String`.
 * @example
 * formatForPrint({ key: 'a', window: { start: 0, end: 10 } }) // '[a@0/10]'
 * @category Building topologies
 * @since 0.1.0
 */
export const formatForPrint = (value: unknown): string =>
  isWindowed(value)
    ? `[${formatForPrint(value.key)}@${value.window.start}/${value.window.end}]`
    : String(value)

const windowedPrototype = {
  toString(this: Windowed<unknown>): string {
    return formatForPrint(this)
  },
}

/**
 * A windowed key that prints as Java's `Windowed.toString` (`[key@start/end]`), in template strings and `String()`
 * too; otherwise the plain `{ key, window }` object (`toEqual` a literal). Windowed serdes read keys as these.
 * @example
 * `${windowed('a', { start: 0, end: 10 })}` // '[a@0/10]'
 * @category Building topologies
 * @since 0.1.0
 */
export const windowed = <K>(key: K, window: Window): Windowed<K> & { toString(): string } =>
  Object.assign(Object.create(windowedPrototype) as typeof windowedPrototype, { key, window })
