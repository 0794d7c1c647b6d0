/**
 * One timed store operation's sensor: `count` calls that took `latencyNs`, at time `now` (ms).
 * @category State stores
 * @since 0.1.0
 */
export interface StoreSensor {
  record(count: number, latencyNs: number, now: number): void
}

/**
 * Where a metered store gets its sensors (Kafka Streams' `stream-state-metrics`, tagged `thread-id`, `task-id` and
 * `<store type>-state-id`), given by the task that owns the store in its {@link StateStoreContext}: undefined when
 * `metrics.recording.level` does not record them (they are DEBUG), so the store then reads no clock.
 * @example
 * const put = context.sensors?.sensor('in-memory', 'counts', 'put')
 * @category State stores
 * @since 0.1.0
 */
export interface StoreSensors {
  /** The sensor of `operation` (`put`, `get`, ...) of the store `storeName` of type `storeType`; undefined when off. */
  sensor(storeType: string, storeName: string, operation: string): StoreSensor | undefined
}
