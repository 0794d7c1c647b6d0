/**
 * Tributary: Kafka Streams for TypeScript.
 *
 * Curated public exports; internals are not exported.
 * @packageDocumentation
 */
export type { Clock, Timer } from './internal/clock.js'
export { systemClock, ManualClock } from './internal/clock.js'

// serde
export type { Serde, Serializer, Deserializer } from './serde/Serde.js'
export { serdeFrom } from './serde/Serde.js'
export { Serdes } from './serde/Serdes.js'
export { SerializationError } from './serde/SerializationError.js'
