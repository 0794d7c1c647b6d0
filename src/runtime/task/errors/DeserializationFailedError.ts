import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A record's key or value did not decode and the deserialization handler answered FAIL.
 * @example
 * if (e instanceof DeserializationFailedError) console.log(e.topic, e.partition, e.offset)
 * @category errors
 * @since 0.1.0
 */
export class DeserializationFailedError extends StreamsError {
  readonly _tag = 'DeserializationFailed' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly topic: string,
    readonly partition: number,
    readonly offset: number,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}
