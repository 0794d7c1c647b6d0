import { taggedError } from './taggedError.js'

/**
 * A record's key or value did not decode and the deserialization handler answered FAIL.
 * @example
 * if (e instanceof DeserializationFailedError) console.log(e.topic, e.partition, e.offset)
 * @category Errors
 * @since 0.1.0
 */
export class DeserializationFailedError extends taggedError('DeserializationFailed', false) {
  constructor(
    message: string,
    readonly topic: string,
    readonly partition: number,
    readonly offset: number,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A punctuator was scheduled with an interval below 1 ms (or not an integer).
 * @example
 * if (e instanceof InvalidPunctuationIntervalError) console.log(e.node, e.intervalMs)
 * @category Errors
 * @since 0.1.0
 */
export class InvalidPunctuationIntervalError extends taggedError('InvalidPunctuationInterval', false) {
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

/**
 * A record's extracted timestamp is negative and the timestamp extractor fails on it (Kafka Streams'
 * `FailOnInvalidTimestamp`, the default), or a processor forwarded a record with a negative timestamp to a sink.
 * @example
 * if (e instanceof InvalidRecordTimestampError) console.log(e.topic, e.timestamp)
 * @category Errors
 * @since 0.1.0
 */
export class InvalidRecordTimestampError extends taggedError('InvalidRecordTimestamp', false) {
  constructor(
    message: string,
    readonly topic: string,
    readonly timestamp: number,
  ) {
    super(message)
  }
}

/**
 * A processor or punctuator threw and the processing handler answered FAIL (or itself failed). Carries the node,
 * and the topic, partition and offset of the record (undefined / -1 during punctuation).
 * @example
 * if (e instanceof ProcessingFailedError) console.log(e.node, e.topic, e.offset)
 * @category Errors
 * @since 0.1.0
 */
export class ProcessingFailedError extends taggedError('ProcessingFailed', false) {
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

/**
 * An output record could not be serialized or sent and the production handler answered FAIL.
 * @example
 * if (e instanceof ProductionFailedError) console.log(e.topic, e.node)
 * @category Errors
 * @since 0.1.0
 */
export class ProductionFailedError extends taggedError('ProductionFailed', false) {
  constructor(
    message: string,
    readonly topic: string,
    readonly node: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A processor asked for a state store that is not connected to it (or does not exist).
 * @example
 * if (e instanceof StoreAccessError) console.log(e.node, e.store)
 * @category Errors
 * @since 0.1.0
 */
export class StoreAccessError extends taggedError('StoreAccess', false) {
  constructor(
    message: string,
    readonly node: string,
    readonly store: string,
  ) {
    super(message)
  }
}

/**
 * A configuration value is missing or wrong; the message names the key and what to put there.
 * @example
 * if (e instanceof StreamsConfigError) console.log(e.key)
 * @category Errors
 * @since 0.1.0
 */
export class StreamsConfigError extends taggedError('StreamsConfig', false) {
  constructor(
    message: string,
    readonly key: string,
    /** The typed error behind the first problem, when there is one (a security setting's, for instance). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause })
  }
}

/**
 * The topology holds a processor (or store) kind that this runtime cannot run yet; raised when a task is built,
 * never silently later.
 * @example
 * if (e instanceof UnsupportedProcessorError) console.log(e.node, e.kind)
 * @category Errors
 * @since 0.1.0
 */
export class UnsupportedProcessorError extends taggedError('UnsupportedProcessor', false) {
  constructor(
    message: string,
    readonly node: string,
    readonly kind: string,
  ) {
    super(message)
  }
}

/**
 * Every error a task raises, as a tagged union.
 * @example
 * const retry = (e: TaskError) => e.retryable
 * @category Errors
 * @since 0.1.0
 */
export type TaskError =
  | DeserializationFailedError
  | ProcessingFailedError
  | ProductionFailedError
  | InvalidRecordTimestampError
  | InvalidPunctuationIntervalError
  | UnsupportedProcessorError
  | StoreAccessError
  | StreamsConfigError

/**
 * A custom exception handler answered something other than a `HandlerResponse` (`RESUME`, `FAIL`, or `RETRY` for
 * the production handler). Names the setting and the handler.
 * @example
 * if (e instanceof InvalidHandlerResponseError) console.log(e.key, e.handler)
 * @category Errors
 * @since 0.1.0
 */
export class InvalidHandlerResponseError extends taggedError('InvalidHandlerResponse', false) {
  constructor(
    message: string,
    /** The setting the handler came from, e.g. `'processing.exception.handler'`. */
    readonly key: string,
    /** The handler's class or function name, or `'(anonymous handler)'`. */
    readonly handler: string,
  ) {
    super(message)
  }
}
