import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * The iterator itself was closed and then used again.
 * @example
 * it.close(); it.next() // throws IteratorClosedError
 * @category errors
 * @since 0.1.0
 */
export class IteratorClosedError extends InvalidStateStoreError {
  readonly _tag = 'IteratorClosed' as const
  readonly retriable = false
}
