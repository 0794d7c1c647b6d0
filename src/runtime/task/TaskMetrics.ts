/**
 * Counters of one task, named after Kafka Streams' task-level sensors.
 * @example
 * const m: TaskMetrics = { processed: 0, droppedRecords: 0, punctuations: 0, commits: 0 }
 * @category Running
 * @since 0.1.0
 */
export interface TaskMetrics {
  /** Records taken from the input queues and run through their source node. */
  processed: number
  /** `dropped-records-total`: records skipped by a handler, by a negative timestamp or by a processor. */
  droppedRecords: number
  /** Punctuator calls. */
  punctuations: number
  /** Commits completed. */
  commits: number
}

/**
 * Fresh counters.
 * @category Running
 * @since 0.1.0
 */
export const emptyTaskMetrics = (): TaskMetrics => ({
  processed: 0,
  droppedRecords: 0,
  punctuations: 0,
  commits: 0,
})
