/**
 * Which writes a read-only view sees: `READ_UNCOMMITTED` (the owner's view: cache, uncommitted overlay, store) or
 * `READ_COMMITTED` (only what the last commit made durable; bypasses cache and overlay). On a store that is not
 * transactional both levels see the latest writes.
 * @example
 * store.readOnly('READ_COMMITTED').get('k')
 * @category State stores
 * @since 0.1.0
 */
export type IsolationLevel = 'READ_UNCOMMITTED' | 'READ_COMMITTED'
