/**
 * Record headers: names mapped to raw bytes (`null` for a header without a value).
 * @example
 * const headers: Headers = new Map([['trace', Buffer.from('abc')]])
 * @category model
 * @since 0.1.0
 */
export type Headers = ReadonlyMap<string, Buffer | null>

/**
 * Headers with no entries, shared (they are read-only).
 * @category constructors
 * @since 0.1.0
 */
export const emptyHeaders: Headers = new Map<string, Buffer | null>()
