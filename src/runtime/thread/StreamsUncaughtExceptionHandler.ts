/**
 * What the client does after a stream thread died of an error (Java's `StreamThreadExceptionResponse`):
 * - `REPLACE_THREAD`: start a new thread in place of the dead one; its tasks come back through a rebalance.
 * - `SHUTDOWN_CLIENT`: close this client, which ends in ERROR (PENDING_ERROR, then ERROR). The default.
 * - `SHUTDOWN_APPLICATION`: ask every instance of the application to shut down (through the assignment's error
 *   code at the next rebalance); each ends in ERROR.
 * @example
 * const response: StreamThreadExceptionResponse = 'REPLACE_THREAD'
 * @category Running
 * @since 0.1.0
 */
export type StreamThreadExceptionResponse = 'REPLACE_THREAD' | 'SHUTDOWN_CLIENT' | 'SHUTDOWN_APPLICATION'

/**
 * Decides what happens after a stream thread died of `error` (Kafka Streams' `StreamsUncaughtExceptionHandler`,
 * KIP-671). It is not called for task migrations (the thread rejoins by itself) nor when another instance asked
 * the application to shut down. A handler that throws counts as `SHUTDOWN_CLIENT`.
 * @example
 * app.setUncaughtExceptionHandler((error) => (isTransient(error) ? 'REPLACE_THREAD' : 'SHUTDOWN_APPLICATION'))
 * @category Running
 * @since 0.1.0
 */
export type StreamsUncaughtExceptionHandler = (error: unknown) => StreamThreadExceptionResponse

const responses: ReadonlySet<unknown> = new Set(['REPLACE_THREAD', 'SHUTDOWN_CLIENT', 'SHUTDOWN_APPLICATION'])

/**
 * What the client does after a thread died of `error`: the handler's answer, or `SHUTDOWN_CLIENT` (logged) when
 * there is no handler, when it throws, or when it answers something else.
 * @example
 * uncaughtExceptionResponse(undefined, error, logger) // 'SHUTDOWN_CLIENT'
 * @category Running
 * @since 0.1.0
 */
export const uncaughtExceptionResponse = (
  handler: StreamsUncaughtExceptionHandler | undefined,
  error: unknown,
  logger: { error(text: string): void },
): StreamThreadExceptionResponse => {
  if (handler === undefined) return 'SHUTDOWN_CLIENT'
  let response: unknown
  try {
    response = handler(error)
  } catch (handlerError) {
    logger.error(`The uncaught exception handler failed, shutting the client down: ${String(handlerError)}`)
    return 'SHUTDOWN_CLIENT'
  }
  if (responses.has(response)) return response as StreamThreadExceptionResponse
  logger.error(
    `The uncaught exception handler returned ${String(response)}, not 'REPLACE_THREAD', 'SHUTDOWN_CLIENT' or ` +
      `'SHUTDOWN_APPLICATION'; shutting the client down.`,
  )
  return 'SHUTDOWN_CLIENT'
}
