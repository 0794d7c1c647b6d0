import type { Header } from '../../../core/processorApi/Headers.js'
import type { ProducedRecord } from '../ProducedRecord.js'
import type { ErrorHandlerContext } from './ErrorHandlerContext.js'

/**
 * The record the built-in handlers send to `errors.deadletterqueue.topic.name`: the raw source key and value with
 * the source headers plus Kafka Streams' diagnostic headers (`__streams.errors.*`).
 * @example
 * deadLetterRecord('dlq', ctx, rawKey, rawValue, error)
 * @category Running
 * @since 0.1.0
 */
export const deadLetterRecord = (
  topic: string,
  context: ErrorHandlerContext,
  key: Buffer | null,
  value: Buffer | null,
  error: unknown,
): ProducedRecord => {
  // the record's own headers, then the diagnostics, appended as Java's handlers add them
  const headers: Header[] = [...context.headers]
  const err = error instanceof Error ? error : new Error(String(error))
  const put = (name: string, text: string | undefined): void => {
    headers.push({ key: `__streams.errors.${name}`, value: text === undefined ? null : Buffer.from(text) })
  }
  put('exception', err.name)
  put('message', err.message)
  put('stacktrace', err.stack)
  put('topic', context.topic)
  put('partition', String(context.partition))
  put('offset', String(context.offset))
  return {
    topic,
    partition: undefined,
    key,
    value,
    timestamp: context.timestamp,
    headers,
  }
}
