import { StreamsError } from './StreamsError.js'

/**
 * The topology holds a processor (or store) kind that this runtime cannot run yet; raised when a task is built,
 * never silently later.
 * @example
 * if (e instanceof UnsupportedProcessorError) console.log(e.node, e.kind)
 * @category errors
 * @since 0.1.0
 */
export class UnsupportedProcessorError extends StreamsError {
  readonly _tag = 'UnsupportedProcessor' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly node: string,
    readonly kind: string,
  ) {
    super(message)
  }
}
