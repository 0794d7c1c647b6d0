import type { Record } from '../../../core/processorApi/Record.js'
import { deadLetterRecord } from './deadLetterRecord.js'
import type { ErrorHandlerContext } from './ErrorHandlerContext.js'
import { HandlerResponse } from './HandlerResponse.js'
import type { HandlerSettings } from './HandlerSettings.js'

/**
 * Decides what happens when a processor or punctuator throws (`processing.exception.handler`, KIP-1033). `record`
 * is undefined for punctuation; `raw` holds the source record's bytes when known (for dead-letter records).
 * @example
 * const handler: ProcessingExceptionHandler = { handleError: () => HandlerResponse.resume() }
 * @category Running
 * @since 0.1.0
 */
export interface ProcessingExceptionHandler {
  handleError(
    context: ErrorHandlerContext,
    record: Record<unknown, unknown> | undefined,
    error: unknown,
    raw: { readonly key: Buffer | null; readonly value: Buffer | null } | undefined,
  ): HandlerResponse
}

const builtIn =
  (result: 'RESUME' | 'FAIL') =>
  (settings: HandlerSettings): ProcessingExceptionHandler => ({
    handleError: (context, _record, error, raw) => {
      const what = result === 'RESUME' ? 'Skipping record' : 'Failing'
      settings.logger.warn(
        `${what} due to a processing error in node [${context.processorNodeId ?? '-'}]. ` +
          `topic=[${context.topic ?? '-'}] partition=[${context.partition}] offset=[${context.offset}]: ` +
          (error instanceof Error ? error.message : String(error)),
      )
      const topic = settings.deadLetterQueueTopic
      const dlq =
        topic === undefined || raw === undefined
          ? []
          : [deadLetterRecord(topic, context, raw.key, raw.value, error)]
      return result === 'RESUME' ? HandlerResponse.resume(dlq) : HandlerResponse.fail(dlq)
    },
  })

/**
 * Kafka Streams' `LogAndContinueProcessingExceptionHandler`: log, drop the record, go on.
 * @category Running
 * @since 0.1.0
 */
export const LogAndContinueProcessingExceptionHandler = builtIn('RESUME')

/**
 * Kafka Streams' `LogAndFailProcessingExceptionHandler` (the default): log and stop the task.
 * @category Running
 * @since 0.1.0
 */
export const LogAndFailProcessingExceptionHandler = builtIn('FAIL')
