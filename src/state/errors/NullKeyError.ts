import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * A key (or prefix, or range bound where one is required) was `null` or `undefined`. Stores never hold null keys.
 * @example
 * store.put(null as never, 1) // throws NullKeyError
 * @category errors
 * @since 0.1.0
 */
export class NullKeyError extends InvalidStateStoreError {
  readonly _tag = 'NullKey' as const
  readonly retriable = false
}
