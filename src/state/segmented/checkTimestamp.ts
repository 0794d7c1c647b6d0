import { InvalidTimestampError } from '../StateStoreError.js'

/**
 * Throws {@link InvalidTimestampError} unless `time` is a safe integer.
 * @example
 * checkTimestamp('counts', 'windowStart', 60_000) // ok
 * @category State stores
 * @since 0.1.0
 */
export const checkTimestamp = (storeName: string, what: string, time: number): void => {
  if (!Number.isSafeInteger(time)) {
    throw new InvalidTimestampError(
      `Store '${storeName}': ${what} must be a whole number of milliseconds (a safe integer), got ${String(time)}.`,
      storeName,
    )
  }
}
