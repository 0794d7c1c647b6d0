import type { Record } from '../../core/processorApi/Record.js'
import type { RecordContext } from './RecordContext.js'
import type { SourceTaskNode } from './SourceTaskNode.js'

/**
 * A deserialized record waiting in a task's partition queue, with its context and the source node it enters.
 * @category Running
 * @since 0.1.0
 */
export interface QueuedRecord {
  readonly record: Record<unknown, unknown>
  readonly context: RecordContext
  readonly source: SourceTaskNode
}
