import { InvalidStateStoreError } from '../errors/InvalidStateStoreError.js'

/**
 * A window or session store got a time that is not a safe integer number of milliseconds (NaN, fractional,
 * infinite or beyond ±2^53), or a session whose end is before its start. Pass whole milliseconds.
 * @example
 * windowStore.put('k', 1, 1.5) // throws InvalidTimestampError
 * @category errors
 * @since 0.1.0
 */
export class InvalidTimestampError extends InvalidStateStoreError {
  readonly _tag = 'InvalidTimestamp' as const
  readonly retriable = false
}

/**
 * Throws {@link InvalidTimestampError} unless `time` is a safe integer.
 * @example
 * checkTimestamp('counts', 'windowStart', 60_000) // ok
 * @category guards
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
