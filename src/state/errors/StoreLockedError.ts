import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * The store's directory is locked by another process or another open store. Close the other owner, then retry.
 * @example
 * await store.init(ctx) // while another process holds it: throws StoreLockedError
 * @category errors
 * @since 0.1.0
 */
export class StoreLockedError extends InvalidStateStoreError {
  readonly _tag = 'StoreLocked' as const
  readonly retriable = true
}
