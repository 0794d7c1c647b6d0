import { StoreConfigError } from '../StateStoreError.js'

/**
 * Checks one duration option of a window or session store: a whole number of milliseconds of at least `min`,
 * else `StoreConfigError` naming the store, the option and the value.
 * @example
 * checkDuration('Window', 'w', 'retentionPeriod', -1, 0) // throws
 * @category State stores
 * @since 0.1.0
 */
export const checkDuration = (
  kind: 'Window' | 'Session' | 'Versioned',
  name: string,
  what: string,
  value: number,
  min: number,
): void => {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new StoreConfigError(
      `${kind} store '${name}': ${what} must be a whole number of milliseconds >= ${min}, got ${String(value)}.`,
      name,
    )
  }
}
