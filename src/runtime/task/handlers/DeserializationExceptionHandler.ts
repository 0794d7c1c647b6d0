import type { ConsumerRecord } from '../../../kafka/ports.js'
import { deadLetterRecord } from './deadLetterRecord.js'
import type { ErrorHandlerContext } from './ErrorHandlerContext.js'
import { HandlerResponse } from './HandlerResponse.js'
import type { HandlerSettings } from './HandlerSettings.js'

/**
 * Decides what happens to a record whose key or value does not decode (`deserialization.exception.handler`).
 * @example
 * const handler: DeserializationExceptionHandler = { handleError: () => HandlerResponse.resume() }
 * @category Running
 * @since 0.1.0
 */
export interface DeserializationExceptionHandler {
  handleError(context: ErrorHandlerContext, record: ConsumerRecord, error: unknown): HandlerResponse
}

const builtIn =
  (result: 'RESUME' | 'FAIL') =>
  (settings: HandlerSettings): DeserializationExceptionHandler => ({
    handleError: (context, record, error) => {
      const what = result === 'RESUME' ? 'Skipping record' : 'Failing'
      settings.logger.warn(
        `${what} due to deserialization error. topic=[${record.topic}] partition=[${record.partition}] ` +
          `offset=[${record.offset}]: ${error instanceof Error ? error.message : String(error)}`,
      )
      const topic = settings.deadLetterQueueTopic
      const dlq =
        topic === undefined ? [] : [deadLetterRecord(topic, context, record.key, record.value, error)]
      return result === 'RESUME' ? HandlerResponse.resume(dlq) : HandlerResponse.fail(dlq)
    },
  })

/**
 * Kafka Streams' `LogAndContinueExceptionHandler`: log, count the dropped record, go on.
 * @category Running
 * @since 0.1.0
 */
export const LogAndContinueExceptionHandler = builtIn('RESUME')

/**
 * Kafka Streams' `LogAndFailExceptionHandler` (the default): log and stop the task.
 * @category Running
 * @since 0.1.0
 */
export const LogAndFailExceptionHandler = builtIn('FAIL')
