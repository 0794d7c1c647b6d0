import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * Reading or writing the underlying database failed (disk full, I/O error). The uncommitted writes are kept, so the commit can be retried.
 * @example
 * await store.commit(offsets) // on a failing disk: throws StoreIoError
 * @category errors
 * @since 0.1.0
 */
export class StoreIoError extends InvalidStateStoreError {
  readonly _tag = 'StoreIo' as const
  readonly retriable = true
}
