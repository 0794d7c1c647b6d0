import type { ProcessorHooks } from '../ProcessorFactory.js'

/**
 * Counts and logs a record a windowed aggregation drops because its window already closed, with Kafka Streams'
 * WARN line (`window` printed as the processor formats it, e.g. `[0,10000)`).
 * @category Building topologies
 * @since 0.1.0
 */
export const dropExpired = (
  hooks: ProcessorHooks,
  timestamp: number,
  window: string,
  expiration: number,
  streamTime: number,
): void =>
  hooks.recordDropped(
    `Skipping record for expired window. timestamp=[${timestamp}] window=${window} expiration=[${expiration}] ` +
      `streamTime=[${streamTime}]`,
  )
