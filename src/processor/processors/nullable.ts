/**
 * `undefined` (an absent value) as `null`, the way KTable changes carry absence.
 * @example
 * orNull(store.get(key)?.value)
 * @category Building topologies
 * @since 0.1.0
 */
export const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value)
