import { taggedError } from '../errors/taggedError.js'

/**
 * A value that cannot be encoded, or bytes that are not a valid encoding. Not retryable: the same input fails again.
 * @example
 * try { Serdes.long().deserializer.deserialize('t', Buffer.alloc(3)) } catch (e) { e._tag === 'SerializationError' }
 * @category Errors
 * @since 0.1.0
 */
export class SerializationError extends taggedError('SerializationError', false) {
  constructor(
    message: string,
    readonly topic: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
