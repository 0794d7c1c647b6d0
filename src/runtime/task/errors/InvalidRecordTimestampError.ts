import { StreamsError } from '../../../errors/StreamsError.js'

/**
 * A record's extracted timestamp is negative and the timestamp extractor fails on it (Kafka Streams'
 * `FailOnInvalidTimestamp`, the default), or a processor forwarded a record with a negative timestamp to a sink.
 * @example
 * if (e instanceof InvalidRecordTimestampError) console.log(e.topic, e.timestamp)
 * @category errors
 * @since 0.1.0
 */
export class InvalidRecordTimestampError extends StreamsError {
  readonly _tag = 'InvalidRecordTimestamp' as const
  readonly retriable = false

  constructor(
    message: string,
    readonly topic: string,
    readonly timestamp: number,
  ) {
    super(message)
  }
}
