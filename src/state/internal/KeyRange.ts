/**
 * A range over latin1 keys: `from` inclusive, `to` inclusive unless `toExclusive`; `undefined` is open.
 * Empty when `from > to`.
 */
export interface KeyRange {
  readonly from: string | undefined
  readonly to: string | undefined
  readonly toExclusive: boolean
}

/** The whole key space. */
export const fullRange: KeyRange = { from: undefined, to: undefined, toExclusive: false }

/** Whether `key` is at or below the range's upper end. */
export const belowUpper = (range: KeyRange, key: string): boolean =>
  range.to === undefined || key < range.to || (!range.toExclusive && key === range.to)

/** Whether `key` is at or above the range's lower end. */
export const aboveLower = (range: KeyRange, key: string): boolean =>
  range.from === undefined || key >= range.from

/** Whether the range can hold no key at all. */
export const isEmptyRange = (range: KeyRange): boolean =>
  range.from !== undefined &&
  range.to !== undefined &&
  (range.from > range.to || (range.toExclusive && range.from === range.to))
