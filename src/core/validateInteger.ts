import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'

/**
 * Checks a duration in milliseconds, or a count: a safe integer, at least `min` (0 unless told). Returns it.
 * @throws InvalidArgumentError naming the argument
 * @example
 * validateInteger(60_000, 'size') // 60000
 * @category Building topologies
 * @since 0.1.0
 */
export const validateInteger = (value: number, argument: string, min = 0): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new InvalidArgumentError(`${argument} must be a whole number; got ${String(value)}.`, argument)
  }
  if (value < min) {
    throw new InvalidArgumentError(
      min === 0
        ? `${argument} must not be negative; got ${value}.`
        : `${argument} must be at least ${min}; got ${value}.`,
      argument,
    )
  }
  return value
}
