import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * The store was closed while this iterator was open; the iterator cannot go on (never a silent end or a wrong row).
 * @example
 * it.hasNext() // after store.close(): throws IteratorInvalidatedError
 * @category errors
 * @since 0.1.0
 */
export class IteratorInvalidatedError extends InvalidStateStoreError {
  readonly _tag = 'IteratorInvalidated' as const
  readonly retriable = false
}
