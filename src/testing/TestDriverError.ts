import { StreamsError } from '../errors/StreamsError.js'

/**
 * A misuse of the test driver: a topic it does not know, reading an empty output topic, using it after `close()`.
 * `_tag` says which.
 * @example
 * expect(() => output.readValue()).toThrow(expect.objectContaining({ _tag: 'EmptyTopic' }))
 * @category errors
 * @since 0.1.0
 */
export class TestDriverError extends StreamsError {
  readonly retryable = false

  constructor(
    readonly _tag: 'UnknownTopic' | 'EmptyTopic' | 'DriverClosed',
    message: string,
    readonly topic: string | undefined,
  ) {
    super(message)
  }
}
