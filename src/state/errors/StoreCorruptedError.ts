import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * The store's directory holds data that cannot be read (damaged files or metadata). Wipe the directory and restore from the changelog.
 * @example
 * await store.init(ctx) // on a damaged directory: throws StoreCorruptedError
 * @category errors
 * @since 0.1.0
 */
export class StoreCorruptedError extends InvalidStateStoreError {
  readonly _tag = 'StoreCorrupted' as const
  readonly retriable = false
}
