import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A processor or punctuator threw and the processing handler answered FAIL (or itself failed). Carries the node,
 * and the topic, partition and offset of the record (undefined / -1 during punctuation).
 * @example
 * if (e instanceof ProcessingFailedError) console.log(e.node, e.topic, e.offset)
 * @category errors
 * @since 0.1.0
 */
export class ProcessingFailedError extends StreamsError {
  readonly _tag = 'ProcessingFailed' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly node: string,
    readonly topic: string | undefined,
    readonly partition: number,
    readonly offset: number,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}
