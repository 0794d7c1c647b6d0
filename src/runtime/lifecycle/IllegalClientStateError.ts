import { taggedError } from '../../errors/taggedError.js'
import type { StreamsState } from '../../core/StreamsState.js'

/**
 * A `KafkaStreams` method was called in a state that does not allow it (Java's `IllegalStateException`), e.g.
 * `cleanUp()` while the client runs, or `setUncaughtExceptionHandler` after `start()`. Never retryable as is: the
 * message says what to do first.
 * @example
 * await app.cleanUp() // while RUNNING: IllegalClientStateError { operation: 'cleanUp', state: 'RUNNING' }
 * @category Errors
 * @since 0.1.0
 */
export class IllegalClientStateError extends taggedError('IllegalClientState', false) {
  constructor(
    readonly operation: string,
    readonly state: StreamsState,
    remedy: string,
  ) {
    super(`Cannot call ${operation}() while the client is ${state}: ${remedy}`)
  }
}
