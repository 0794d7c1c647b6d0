import type { Record as ProcessorRecord } from '../../core/processorApi/Record.js'
import type { RecordContext } from '../processing/RecordContext.js'
import type { ConsumerRecord } from '../../kafka/ports.js'
import { DeserializationFailedError } from '../../errors/TaskError.js'
import { ProcessingFailedError } from '../../errors/TaskError.js'
import { StreamsError } from '../../errors/StreamsError.js'
import type { ErrorHandlerContext } from './handlers/ErrorHandlerContext.js'
import type { HandlerResponse } from './handlers/HandlerResponse.js'
import { checkedResponse } from './handlers/checkedResponse.js'
import type { ProducedRecord } from './ProducedRecord.js'
import type { TaskSettings } from './TaskConfig.js'
import type { TaskLogger } from './TaskLogger.js'

/**
 * What a task's failures are reported with.
 * @category Running
 * @since 0.1.0
 */
export interface TaskErrorHandlingOptions {
  readonly taskId: string
  readonly settings: TaskSettings
  readonly logger: TaskLogger
  /** Counts one dropped record (the task's counter and its `dropped-records` sensor). */
  readonly countDropped: () => void
  /** The context of the record (or punctuation) being processed now. */
  readonly context: () => RecordContext
  /** Sends the dead-letter records a handler answered with. */
  readonly deadLetters: (records: readonly ProducedRecord[]) => void
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * Where a task's record failures go: the deserialization and processing exception handlers (with the record's
 * context, their dead-letter records sent), dropped-record warnings, and the error thrown when a handler answers
 * FAIL or fails itself.
 * @example
 * const errors = new TaskErrorHandling({ taskId: '0_0', settings, logger, countDropped, context: () => ctx, deadLetters })
 * errors.processingFailed('KSTREAM-MAP-0000000001', record, error)
 * @category Running
 * @since 0.1.0
 */
export class TaskErrorHandling {
  constructor(private readonly options: TaskErrorHandlingOptions) {}

  /** A processor or punctuator threw: asks the processing handler; throws when it answers FAIL. */
  processingFailed(
    node: string,
    record: ProcessorRecord<unknown, unknown> | undefined,
    error: unknown,
  ): void {
    if (error instanceof StreamsError) throw error
    const context = this.errorContext(node)
    const raw = this.options.context().raw
    const handler = this.options.settings.processingHandler
    const response = this.ask(node, 'processing.exception.handler', handler, () =>
      handler.handleError(context, record, error, raw),
    )
    if (response.result !== 'FAIL') {
      this.options.countDropped()
      return
    }
    throw new ProcessingFailedError(
      `Processor ${node} failed on the record from topic ${context.topic ?? '(punctuation)'} partition ` +
        `${context.partition} offset ${context.offset}: ${message(error)}. The processing exception handler ` +
        `answered FAIL; set 'processing.exception.handler' to LogAndContinueProcessingExceptionHandler to skip.`,
      node,
      context.topic,
      context.partition,
      context.offset,
      { cause: error },
    )
  }

  /** A consumed record could not be deserialized: asks the deserialization handler; throws when it answers FAIL. */
  deserializationFailed(node: string, raw: ConsumerRecord, error: unknown): void {
    const context: ErrorHandlerContext = {
      topic: raw.topic,
      partition: raw.partition,
      offset: raw.offset,
      headers: raw.headers,
      processorNodeId: node,
      taskId: this.options.taskId,
      timestamp: raw.timestamp,
    }
    const handler = this.options.settings.deserializationHandler
    const response = this.ask(node, 'deserialization.exception.handler', handler, () =>
      handler.handleError(context, raw, error),
    )
    if (response.result !== 'FAIL') {
      this.options.countDropped()
      return
    }
    throw new DeserializationFailedError(
      `Deserialization exception handler is set to fail upon a deserialization error (topic ${raw.topic} ` +
        `partition ${raw.partition} offset ${raw.offset}: ${message(error)}). To continue after such errors, set ` +
        `'deserialization.exception.handler' to LogAndContinueExceptionHandler.`,
      raw.topic,
      raw.partition,
      raw.offset,
      { cause: error },
    )
  }

  /** A record was dropped (e.g. a null key where one is needed): warns with its context and counts it. */
  recordDropped(node: string, reason: string): void {
    const c = this.options.context()
    this.options.logger.warn(
      `${reason} node=[${node}] topic=[${c.topic ?? '-'}] partition=[${c.partition}] offset=[${c.offset}]`,
    )
    this.options.countDropped()
  }

  /** What a handler is told about the record being processed at `node`. */
  errorContext(node: string): ErrorHandlerContext {
    const c = this.options.context()
    return {
      topic: c.topic,
      partition: c.partition,
      offset: c.offset,
      headers: c.headers,
      processorNodeId: node,
      taskId: this.options.taskId,
      timestamp: c.timestamp,
    }
  }

  private ask(node: string, key: string, handler: object, call: () => HandlerResponse): HandlerResponse {
    let answer: unknown
    try {
      answer = call()
    } catch (error) {
      const c = this.options.context()
      throw new ProcessingFailedError(
        `Fatal user code error in an error handler callback (node ${node}): ${message(error)}`,
        node,
        c.topic,
        c.partition,
        c.offset,
        { cause: error },
      )
    }
    const response = checkedResponse(key, handler, answer, ['RESUME', 'FAIL'])
    this.options.deadLetters(response.deadLetterQueueRecords)
    return response
  }
}
