import type { Headers } from '../../../core/processorApi/Headers.js'

/**
 * What a handler learns about the failure, as Kafka Streams' `ErrorHandlerContext`: the source record's topic
 * (undefined in punctuation), partition and offset (-1 when unknown), headers, the node and the task.
 * @example
 * const where = (c: ErrorHandlerContext) => `${c.processorNodeId ?? '-'} ${c.topic ?? '-'}-${c.partition}@${c.offset}`
 * @category Running
 * @since 0.1.0
 */
export interface ErrorHandlerContext {
  readonly topic: string | undefined
  readonly partition: number
  readonly offset: number
  readonly headers: Headers
  readonly processorNodeId: string | undefined
  readonly taskId: string
  readonly timestamp: number
}
