import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { validateInteger } from '../core/validateInteger.js'

/**
 * Checks a store name given to a query: a non-empty string. Returns it.
 * @throws InvalidArgumentError naming `storeName`
 * @example
 * validateStoreNameArgument('counts') // 'counts'
 * @category Interactive queries
 * @since 0.1.0
 */
export const validateStoreNameArgument = (storeName: string): string => {
  if (typeof storeName !== 'string' || storeName.length === 0)
    throw new InvalidArgumentError(
      `storeName must be a non-empty string naming a store of the topology; got ${JSON.stringify(storeName) ?? String(storeName)}.`,
      'storeName',
    )
  return storeName
}

/**
 * Checks a partition number: a non-negative whole number. Returns it.
 * @throws InvalidArgumentError naming `partition`
 * @example
 * validatePartition(3) // 3
 * @category Interactive queries
 * @since 0.1.0
 */
export const validatePartition = (partition: number): number => validateInteger(partition, 'partition')

/**
 * Checks a key given to a query: anything but `null` or `undefined`. Returns it.
 * @throws InvalidArgumentError naming `key`
 * @example
 * validateKey('kafka') // 'kafka'
 * @category Interactive queries
 * @since 0.1.0
 */
export const validateKey = <K>(key: K, argument = 'key'): K => {
  if (key === null || key === undefined)
    throw new InvalidArgumentError(`${argument} must not be null or undefined.`, argument)
  return key
}
