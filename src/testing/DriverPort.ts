import type { Headers } from '../core/processorApi/Headers.js'
import type { ProducedRecord } from '../runtime/task/ProducedRecord.js'

/**
 * What the test topics need from the driver (kept narrow so topics and driver do not import each other).
 * @category Testing
 * @since 0.1.0
 */
export interface DriverPort {
  /** The driver's wall-clock time, the default start time of input topics. */
  wallClockTime(): number
  /** Pipes one serialized record into `topic` and processes it completely. */
  pipe(topic: string, key: Buffer | null, value: Buffer | null, timestamp: number, headers: Headers): void
  /** The records produced to `topic` and not read yet (oldest first; shared by every reader of the topic). */
  outputQueue(topic: string): ProducedRecord[]
}
