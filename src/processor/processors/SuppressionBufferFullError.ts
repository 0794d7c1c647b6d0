import { taggedError } from '../../errors/taggedError.js'

/**
 * A suppression buffer that is full under `shutDownWhenFull()`: the application stops rather than emit a result
 * that is not final (Kafka Streams throws a `StreamsException`).
 * @example
 * if (error instanceof SuppressionBufferFullError) console.error(error.storeName)
 * @category Errors
 * @since 0.1.0
 */
export class SuppressionBufferFullError extends taggedError('SuppressionBufferFull', false) {
  constructor(
    message: string,
    readonly storeName: string,
  ) {
    super(message)
  }
}
