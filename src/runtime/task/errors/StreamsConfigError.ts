import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A configuration value is missing or wrong; the message names the key and what to put there.
 * @example
 * if (e instanceof StreamsConfigError) console.log(e.key)
 * @category errors
 * @since 0.1.0
 */
export class StreamsConfigError extends StreamsError {
  readonly _tag = 'StreamsConfig' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly key: string,
  ) {
    super(message)
  }
}
