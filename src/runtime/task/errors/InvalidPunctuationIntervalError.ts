import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A punctuator was scheduled with an interval below 1 ms (or not an integer).
 * @example
 * if (e instanceof InvalidPunctuationIntervalError) console.log(e.node, e.intervalMs)
 * @category errors
 * @since 0.1.0
 */
export class InvalidPunctuationIntervalError extends StreamsError {
  readonly _tag = 'InvalidPunctuationInterval' as const
  readonly retriable = false

  constructor(
    readonly node: string,
    readonly intervalMs: number,
  ) {
    super(
      `Processor ${node} scheduled a punctuator every ${intervalMs} ms; the minimum supported scheduling interval ` +
        `is 1 millisecond (a whole number).`,
    )
  }
}
