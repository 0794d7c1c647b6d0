import { taggedError } from '../../errors/taggedError.js'

/**
 * A record a processor cannot handle at all (Kafka Streams throws a `StreamsException` there), for example a null
 * key reaching a KTable aggregation. Thrown inside `process`, so it goes to the processing-error handler.
 * @example
 * if (e instanceof InvalidRecordError) console.log(e.node)
 * @category Errors
 * @since 0.1.0
 */
export class InvalidRecordError extends taggedError('InvalidRecord', false) {
  constructor(message: string) {
    super(message)
  }
}
