import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * A key or value could not be encoded or decoded by the store's serde; `cause` holds the serde's error.
 * @example
 * store.put(1.5, 'x') // with Serdes.long() keys: throws StoreSerializationError
 * @category errors
 * @since 0.1.0
 */
export class StoreSerializationError extends InvalidStateStoreError {
  readonly _tag = 'StoreSerialization' as const
  readonly retriable = false
}
