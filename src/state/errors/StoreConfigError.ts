import { InvalidStateStoreError } from './InvalidStateStoreError.js'

/**
 * A store configuration value or store name is invalid; the message says which key and what is accepted.
 * @example
 * Stores.persistentKeyValueStore('') // throws StoreConfigError
 * @category errors
 * @since 0.1.0
 */
export class StoreConfigError extends InvalidStateStoreError {
  readonly _tag = 'StoreConfig' as const
  readonly retriable = false
}
