import type { ProducedRecord } from '../ProducedRecord.js'
import type { ErrorHandlerContext } from './ErrorHandlerContext.js'
import { HandlerResponse } from './HandlerResponse.js'
import type { HandlerSettings } from './HandlerSettings.js'

/**
 * Decides what happens when an output record cannot be serialized or sent (`production.exception.handler`).
 * `record` is undefined for serialization errors (there are no bytes yet).
 * @example
 * const handler: ProductionExceptionHandler = { handleError: () => HandlerResponse.resume() }
 * @category Running
 * @since 0.1.0
 */
export interface ProductionExceptionHandler {
  handleError(
    context: ErrorHandlerContext,
    record: ProducedRecord | undefined,
    error: unknown,
    origin: 'KEY' | 'VALUE' | 'SEND',
  ): HandlerResponse
}

/**
 * Kafka Streams' `DefaultProductionExceptionHandler`: logs and fails (serialization errors included); retries
 * errors marked `retryable`.
 * @category Running
 * @since 0.1.0
 */
export const DefaultProductionExceptionHandler = (settings: HandlerSettings): ProductionExceptionHandler => ({
  handleError: (context, _record, error, origin) => {
    const retryable = (error as { retryable?: unknown } | undefined)?.retryable === true
    settings.logger.error(
      `Error producing a record from node [${context.processorNodeId ?? '-'}] (${origin}): ` +
        (error instanceof Error ? error.message : String(error)),
    )
    return retryable && origin === 'SEND' ? HandlerResponse.retry() : HandlerResponse.fail()
  },
})
