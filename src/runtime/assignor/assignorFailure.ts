import { CopartitionMismatchError } from './CopartitionMismatchError.js'

/**
 * The error a stream thread reports for `error`: when a client wrapped our assignor's own verdict (the group
 * protocol runs the assignor inside the consumer, which reports a generic client error), that verdict, so the user
 * sees the {@link CopartitionMismatchError} with its topics and counts; else `error` itself.
 * @example
 * assignorFailure(new KafkaClientError('KafkaProtocolError', 'Assignor failed', { cause: mismatch })) // mismatch
 * @category Running
 * @since 0.1.0
 */
export const assignorFailure = (error: unknown): unknown => {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++)
    if (e instanceof CopartitionMismatchError) return e
  return error
}
