/**
 * Kafka Streams' `metrics.recording.level`: which sensors record. A sensor of level DEBUG records only when the
 * configured level is DEBUG or TRACE; INFO sensors always record.
 * @example
 * const level: RecordingLevel = 'DEBUG'
 * @category Configuration
 * @since 0.1.0
 */
export type RecordingLevel = 'INFO' | 'DEBUG' | 'TRACE'

const RANK: Readonly<Record<RecordingLevel, number>> = { INFO: 0, DEBUG: 1, TRACE: 2 }

/**
 * Whether a sensor of `sensorLevel` records under the `configured` level (Java's `Sensor.RecordingLevel
 * #shouldRecord`). Decided once, when the sensor is built, so a disabled sensor costs a branch per batch.
 * @example
 * shouldRecord('INFO', 'DEBUG') // false
 * @category Configuration
 * @since 0.1.0
 */
export const shouldRecord = (configured: RecordingLevel, sensorLevel: RecordingLevel): boolean =>
  RANK[sensorLevel] <= RANK[configured]
