import { taggedError } from './taggedError.js'

/**
 * A bad argument to an option or window builder (a negative duration, an advance larger than the window, an
 * unknown store type, ...), as Java's `IllegalArgumentException`. Not retryable: fix the argument it names.
 * @example
 * try { TimeWindows.ofSizeWithNoGrace(-1) } catch (e) { e._tag === 'InvalidArgument' && e.argument === 'size' }
 * @category Errors
 * @since 0.1.0
 */
export class InvalidArgumentError extends taggedError('InvalidArgument', false) {
  constructor(
    message: string,
    /** The name of the rejected argument, e.g. `size` or `advance`. */
    readonly argument: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
