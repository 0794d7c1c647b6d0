import { StreamsError } from '../errors/StreamsError.js'

/**
 * What went wrong with the test driver, one `_tag` each:
 * - `UnknownTopic`: a record piped into a topic the topology does not read;
 * - `EmptyTopic`: reading an output topic with no record left;
 * - `DriverClosed`: the driver used after `close()`;
 * - `NullKey`: `readKeyValuesToMap()` met a record without a key (a map needs keys);
 * - `InvalidArgument`: a missing driver or topic name, or a negative time advance.
 * @example
 * expect(() => output.readValue()).toThrow(expect.objectContaining({ _tag: 'EmptyTopic' }))
 * @category Testing
 * @since 0.1.0
 */
export class TestDriverError extends StreamsError {
  readonly retryable = false

  constructor(
    readonly _tag: 'UnknownTopic' | 'EmptyTopic' | 'DriverClosed' | 'NullKey' | 'InvalidArgument',
    message: string,
    readonly topic: string | undefined,
  ) {
    super(message)
  }
}

/**
 * Throws `InvalidArgument` unless the driver and the topic name are given (plain JavaScript can pass anything).
 * @category Testing
 * @since 0.1.0
 */
export const checkTopicArguments = (kind: string, driver: unknown, topic: unknown): void => {
  if (driver === null || driver === undefined) {
    throw new TestDriverError(
      'InvalidArgument',
      `A ${kind} needs a driver: create it with driver.create${kind.slice(4)}(topic, ...).`,
      undefined,
    )
  }
  if (typeof topic !== 'string' || topic.length === 0) {
    throw new TestDriverError(
      'InvalidArgument',
      `A ${kind} needs a topic name; got ${String(topic)}.`,
      undefined,
    )
  }
}

/**
 * Throws `InvalidArgument` for a negative or non-finite time step (Java refuses negative Durations too).
 * @category Testing
 * @since 0.1.0
 */
export const checkAdvance = (what: string, ms: number, topic: string | undefined): void => {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new TestDriverError(
      'InvalidArgument',
      `${what} must be zero or more milliseconds; got ${ms}.`,
      topic,
    )
  }
}
