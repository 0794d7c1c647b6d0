import type { ProducedRecord } from '../task/ProducedRecord.js'

/**
 * Where a task's record collector hands serialized records: the test driver's in-memory topics, or a producer.
 * `send` is synchronous (a producer buffers and flushes between batches).
 * @example
 * const captured: ProducedRecord[] = []
 * const port: SinkPort = { send: (r) => void captured.push(r) }
 * @category Running
 * @since 0.1.0
 */
export interface SinkPort {
  send(record: ProducedRecord): void
  /**
   * Sends a dead-letter record (KIP-1034). A sink that implements it keeps such records apart, so a task failing
   * right after still delivers them; without it they go through `send`.
   */
  sendDeadLetter?(record: ProducedRecord): void
  /** How many partitions `topic` has, when known; sinks with a `StreamPartitioner` need it to call it. */
  partitionsFor?(topic: string): number | undefined
}
