import type { TimestampExtractor } from '../../dsl/options/TimestampExtractor.js'
import type { Clock } from '../../core/clock.js'
import { absurd } from '../../core/absurd.js'
import { InvalidRecordTimestampError } from '../../errors/TaskError.js'
import type { TaskLogger } from '../task/TaskLogger.js'

/** Names of the built-in extractors accepted by `default.timestamp.extractor`. */
export type TimestampExtractorName =
  | 'FailOnInvalidTimestamp'
  | 'LogAndSkipOnInvalidTimestamp'
  | 'UsePartitionTimeOnInvalidTimestamp'
  | 'WallclockTimestampExtractor'

/**
 * Kafka Streams' built-in timestamp extractors. All but the wall-clock one read the record's own timestamp and
 * differ on negative ones: fail (the default), keep it so the record is skipped with a warning, or use the
 * partition time.
 * @example
 * const extract = timestampExtractor('LogAndSkipOnInvalidTimestamp', { clock, logger })
 * @category Running
 * @since 0.1.0
 */
export const timestampExtractor = (
  name: TimestampExtractorName,
  deps: { readonly clock: Clock; readonly logger: TaskLogger },
): TimestampExtractor => {
  switch (name) {
    case 'FailOnInvalidTimestamp':
      return (record) => {
        if (record.timestamp < 0) {
          throw new InvalidRecordTimestampError(
            `Input record from topic ${record.topic} partition ${record.partition} offset ${record.offset} has ` +
              `an invalid (negative) timestamp ${record.timestamp}. Use a different 'default.timestamp.extractor' ` +
              `(LogAndSkipOnInvalidTimestamp or UsePartitionTimeOnInvalidTimestamp) or fix the producer.`,
            record.topic,
            record.timestamp,
          )
        }
        return record.timestamp
      }
    case 'LogAndSkipOnInvalidTimestamp':
      return (record) => {
        if (record.timestamp < 0) {
          deps.logger.warn(
            `Input record from topic ${record.topic} partition ${record.partition} offset ${record.offset} will ` +
              `be dropped because it has an invalid (negative) timestamp ${record.timestamp}.`,
          )
        }
        return record.timestamp
      }
    case 'UsePartitionTimeOnInvalidTimestamp':
      return (record, partitionTime) => {
        if (record.timestamp >= 0) return record.timestamp
        if (partitionTime < 0) {
          throw new InvalidRecordTimestampError(
            `Could not infer a timestamp for the record from topic ${record.topic} offset ${record.offset}: ` +
              `its timestamp is negative and the partition has no time yet.`,
            record.topic,
            record.timestamp,
          )
        }
        return partitionTime
      }
    case 'WallclockTimestampExtractor':
      return () => deps.clock.now()
    default:
      return absurd(name)
  }
}
