import type { Record } from '../../core/processorApi/Record.js'
import type { EndToEndLatencySensor } from '../metrics/EndToEndLatencySensor.js'

/**
 * A node of a task's processor graph: a source, a processor or a sink, with its children in the order they were
 * connected.
 * @category Running
 * @since 0.1.0
 */
export abstract class TaskNode {
  readonly children: TaskNode[] = []
  /**
   * The node's `record-e2e-latency` sensor, set by the task on its source and terminal nodes (as Java's): a source
   * records before it forwards, a terminal node after it processed the record.
   */
  e2e: EndToEndLatencySensor | undefined = undefined

  constructor(readonly name: string) {}

  /** Processes one record synchronously (and forwards to children as the node decides). */
  abstract process(record: Record<unknown, unknown>): void

  /** Called once after the task's stores are open. */
  init(): void {}

  /** Called once when the task closes. */
  close(): void {}
}
