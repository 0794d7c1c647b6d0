import { taggedError } from '../../errors/taggedError.js'
import type { StreamsState } from '../../core/StreamsState.js'

/**
 * A state change that Kafka Streams' table does not allow (Java's `IllegalStateException("Unexpected state
 * transition ...")`): a bug in the runtime, never retryable.
 * @example
 * try { machine.setState('RUNNING') } catch (e) { e instanceof IllegalStateTransitionError && e.from === 'CREATED' }
 * @category Errors
 * @since 0.1.0
 */
export class IllegalStateTransitionError extends taggedError('IllegalStateTransition', false) {
  constructor(
    readonly clientId: string,
    readonly from: StreamsState,
    readonly to: StreamsState,
  ) {
    super(
      `Stream-client ${clientId}: unexpected state transition from ${from} to ${to}; ` +
        `from ${from} a client may only move to the states Kafka Streams allows.`,
    )
  }
}
