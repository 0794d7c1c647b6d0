import { StoreConfigError } from './StateStoreError.js'

const legal = /^[a-zA-Z0-9._-]+$/

/**
 * Checks a store name as Kafka Streams checks topic-safe names: 1 to 249 of `[a-zA-Z0-9._-]`, not `.` or `..`.
 * Throws a `StoreConfigError` saying what to fix.
 * @example
 * validateStoreName('word-counts') // ok
 * @category State stores
 * @since 0.1.0
 */
export const validateStoreName = (name: string): void => {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 249 ||
    !legal.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw new StoreConfigError(
      `Store name '${String(name)}' is invalid: use 1 to 249 characters of [a-zA-Z0-9._-], not '.' or '..'.`,
      String(name),
    )
  }
}
