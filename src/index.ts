/**
 * Tributary: Kafka Streams for TypeScript.
 *
 * Curated public exports; internals are not exported.
 * @packageDocumentation
 */
export type { Clock, Timer } from './internal/clock.js'
export { systemClock, ManualClock } from './internal/clock.js'
