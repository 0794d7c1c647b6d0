/**
 * Whether a store-level failure means "the store went away" (closed under a read, or an iterator invalidated by
 * the store closing): queries report it as `StateStoreMigrated`.
 * @example
 * storeWentAway(new StoreClosedError('closed', 's')) // true
 * @category Interactive queries
 * @since 0.1.0
 */
export const storeWentAway = (e: unknown): boolean => {
  const tag = (e as { readonly _tag?: unknown } | null)?._tag
  return tag === 'StoreClosed' || tag === 'IteratorInvalidated'
}
