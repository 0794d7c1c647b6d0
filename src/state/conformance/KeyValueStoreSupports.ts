/**
 * What a key-value store (or layer stack) under conformance test supports: the only way to skip tests
 * (the abstract-level `supports` manifest).
 * @example
 * const supports: KeyValueStoreSupports = { persistent: true, transactional: true, changelog: true, caching: false }
 * @category State stores
 * @since 0.1.0
 */
export interface KeyValueStoreSupports {
  /** Committed data and offsets survive close and reopen. */
  readonly persistent: boolean
  /** Uncommitted writes stay apart: `abort` drops them and `READ_COMMITTED` views do not see them. */
  readonly transactional: boolean
  /** Writes reach the context's changelog collector. */
  readonly changelog: boolean
  /** A record cache defers writes below it until flush. */
  readonly caching: boolean
}
