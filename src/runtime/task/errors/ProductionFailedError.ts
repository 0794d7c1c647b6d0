import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * An output record could not be serialized or sent and the production handler answered FAIL.
 * @example
 * if (e instanceof ProductionFailedError) console.log(e.topic, e.node)
 * @category errors
 * @since 0.1.0
 */
export class ProductionFailedError extends StreamsError {
  readonly _tag = 'ProductionFailed' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly topic: string,
    readonly node: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}
