import type { ProducedRecord } from '../ProducedRecord.js'

/**
 * A handler's answer (Kafka Streams 4.2 `Handler.Response`): `RESUME` drops the record and goes on, `FAIL` stops
 * the task, `RETRY` (production only) retries a retryable send. Dead-letter records are sent either way.
 * @example
 * const answer = HandlerResponse.resume()
 * @category Running
 * @since 0.1.0
 */
export interface HandlerResponse {
  readonly result: 'RESUME' | 'FAIL' | 'RETRY'
  readonly deadLetterQueueRecords: readonly ProducedRecord[]
}

/**
 * Constructors of handler answers.
 * @category Running
 * @since 0.1.0
 */
export const HandlerResponse = {
  resume: (deadLetterQueueRecords: readonly ProducedRecord[] = []): HandlerResponse => ({
    result: 'RESUME',
    deadLetterQueueRecords,
  }),
  fail: (deadLetterQueueRecords: readonly ProducedRecord[] = []): HandlerResponse => ({
    result: 'FAIL',
    deadLetterQueueRecords,
  }),
  retry: (): HandlerResponse => ({ result: 'RETRY', deadLetterQueueRecords: [] }),
} as const
