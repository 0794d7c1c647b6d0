import type { DeserializationFailedError } from './DeserializationFailedError.js'
import type { InvalidPunctuationIntervalError } from './InvalidPunctuationIntervalError.js'
import type { InvalidRecordTimestampError } from './InvalidRecordTimestampError.js'
import type { ProcessingFailedError } from './ProcessingFailedError.js'
import type { ProductionFailedError } from './ProductionFailedError.js'
import type { StoreAccessError } from './StoreAccessError.js'
import type { StreamsConfigError } from './StreamsConfigError.js'
import type { UnsupportedProcessorError } from '../../../errors/UnsupportedProcessorError.js'

/**
 * Every error a task raises, as a tagged union.
 * @example
 * const retry = (e: TaskError) => e.retriable
 * @category model
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
