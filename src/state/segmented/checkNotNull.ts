import { NullKeyError } from '../StateStoreError.js'

/**
 * Throws `NullKeyError` when a key (or session key) is `null` or `undefined`: stores never hold null keys.
 * @example
 * checkNotNull('counts', key) // throws NullKeyError for null
 * @category State stores
 * @since 0.1.0
 */
export function checkNotNull<K>(storeName: string, key: K | null | undefined): asserts key is K {
  if (key === null || key === undefined) {
    throw new NullKeyError(`Store '${storeName}' does not accept null or undefined keys.`, storeName)
  }
}
