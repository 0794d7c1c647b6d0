import { taggedError } from './taggedError.js'

/**
 * A processor, store, topic or sink name that Kafka would reject: empty, longer than 249 characters, or with a
 * character other than ASCII letters, digits, `.`, `_` and `-`. Not retryable: pick another name.
 * @example
 * try { Named.as('bad name') } catch (e) { e._tag === 'InvalidName' && e.invalidName === 'bad name' }
 * @category Errors
 * @since 0.1.0
 */
export class InvalidNameError extends taggedError('InvalidName', false) {
  constructor(
    message: string,
    /** The rejected name. */
    readonly invalidName: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
