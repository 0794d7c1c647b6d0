import { taggedError } from '../errors/taggedError.js'

/**
 * A query server option (or the `application.server` of the application it serves) is invalid. Fix the setting.
 * @example
 * new QueryServerConfigError('maxRangeSize', 'a whole number, 1 or more').retryable // false
 * @category Errors
 * @since 0.1.0
 */
export class QueryServerConfigError extends taggedError('QueryServerConfigError', false) {
  /** @param setting the option at fault; @param expected what a valid value looks like */
  constructor(
    readonly setting: string,
    readonly expected: string,
  ) {
    super(`Invalid query server setting '${setting}': it must be ${expected}.`)
  }
}
