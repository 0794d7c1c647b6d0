import * as t from 'io-ts'

/**
 * Kafka Streams' `metrics.recording.level`: which sensors record. A sensor of level DEBUG records only when the
 * configured level is DEBUG or TRACE; INFO sensors always record.
 * @example
 * const level: RecordingLevel = 'DEBUG'
 * @category Configuration
 * @since 0.1.0
 */
export type RecordingLevel = 'INFO' | 'DEBUG' | 'TRACE'

/**
 * The level sensors are built for: a {@link RecordingLevel}, or `OFF` (no sensor records), which is not a config
 * value (Kafka has no such level) but the baseline a benchmark measures the levels against.
 * @category Configuration
 * @since 0.1.0
 */
export type SensorLevel = RecordingLevel | 'OFF'

const RANK: Readonly<Record<SensorLevel, number>> = { OFF: -1, INFO: 0, DEBUG: 1, TRACE: 2 }

/**
 * Whether a sensor of `sensorLevel` records under the `configured` level (Java's `Sensor.RecordingLevel
 * #shouldRecord`); nothing records under `OFF`. Decided once, when the sensor is built, so a disabled sensor costs a
 * branch.
 * @example
 * shouldRecord('INFO', 'DEBUG') // false
 * @category Configuration
 * @since 0.1.0
 */
export const shouldRecord = (configured: SensorLevel, sensorLevel: RecordingLevel): boolean =>
  RANK[sensorLevel] <= RANK[configured]

/**
 * The codec of `metrics.recording.level` (INFO, DEBUG or TRACE).
 * @category Configuration
 * @since 0.1.0
 */
export const RecordingLevelCodec = t.keyof(
  { INFO: null, DEBUG: null, TRACE: null },
  "'INFO', 'DEBUG' or 'TRACE' (which metrics are recorded; INFO is the default)",
)
