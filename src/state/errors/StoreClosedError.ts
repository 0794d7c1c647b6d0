import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * A store was used before `init` or after `close`. Fetch a fresh handle (interactive queries map it to `StateStoreMigrated`).
 * @example
 * store.get('k') // after close: throws StoreClosedError, _tag 'StoreClosed'
 * @category errors
 * @since 0.1.0
 */
export class StoreClosedError extends InvalidStateStoreError {
  readonly _tag = 'StoreClosed' as const
  readonly retriable = false
}
