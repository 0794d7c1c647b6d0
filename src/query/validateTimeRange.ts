import { InvalidArgumentError } from '../errors/InvalidArgumentError.js'
import { validateInteger } from '../core/validateInteger.js'

/**
 * Checks a window-start time range: whole milliseconds, `timeFrom <= timeTo`.
 * @throws InvalidArgumentError naming the bad bound
 * @example
 * validateTimeRange(0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export const validateTimeRange = (timeFrom: number, timeTo: number): void => {
  validateInteger(timeFrom, 'timeFrom', Number.MIN_SAFE_INTEGER)
  validateInteger(timeTo, 'timeTo', Number.MIN_SAFE_INTEGER)
  if (timeFrom > timeTo)
    throw new InvalidArgumentError(`timeFrom (${timeFrom}) must not be after timeTo (${timeTo}).`, 'timeFrom')
}
