import { taggedError } from '../../errors/taggedError.js'

/**
 * An exactly-once commit was attempted before the thread's consumer joined its group, so the consumed offsets
 * cannot be sent in the transaction (they need the group's generation to fence zombies). Retrying after the join
 * succeeds.
 * @example
 * e instanceof NotInGroupError && e.retryable // true
 * @category Errors
 * @since 0.1.0
 */
export class NotInGroupError extends taggedError('NotInGroup', true) {
  constructor() {
    super(
      'Cannot commit a transaction with consumed offsets before the stream thread joined its consumer group; ' +
        'the commit is retried after the join.',
    )
  }
}
