import type { Processor } from '../../core/processorApi/Processor.js'
import type { Record } from '../../core/processorApi/Record.js'
import { NodeContext } from './NodeContext.js'
import type { NodeHost } from './NodeHost.js'
import { TaskNode } from './TaskNode.js'

/**
 * A processor node: runs its processor inside the task's single processing-error guard, so a throwing user
 * callback goes to `processing.exception.handler` with the node, topic, partition and offset.
 * @category Running
 * @since 0.1.0
 */
export class ProcessorTaskNode extends TaskNode {
  readonly context: NodeContext

  constructor(
    name: string,
    private readonly processor: Processor<unknown, unknown, unknown, unknown>,
    private readonly host: NodeHost,
  ) {
    super(name)
    this.context = new NodeContext(this, host)
  }

  override init(): void {
    this.processor.init?.(this.context)
  }

  process(record: Record<unknown, unknown>): void {
    try {
      this.processor.process(record)
    } catch (error) {
      this.host.processingFailed(this.name, record, error)
    }
    this.e2e?.recordSince(record.timestamp)
  }

  override close(): void {
    this.processor.close?.()
  }
}
