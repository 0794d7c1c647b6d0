import type { Cancellable } from '../../core/processorApi/Cancellable.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { PunctuationType } from '../../core/processorApi/PunctuationType.js'
import type { Punctuator } from '../../core/processorApi/Punctuator.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { RecordMetadata } from '../../core/processorApi/RecordMetadata.js'
import type { BaseStateStore } from '../../core/processorApi/BaseStateStore.js'
import type { NodeHost } from './NodeHost.js'
import type { TaskNode } from './TaskNode.js'
import { UnknownChildNodeError } from './UnknownChildNodeError.js'

/**
 * The {@link ProcessorContext} of one processor node: forwarding sets the record context (timestamp, headers) of
 * the forwarded record for the children and restores it after, as Kafka Streams' `ProcessorContextImpl`.
 * @category Running
 * @since 0.1.0
 */
export class NodeContext implements ProcessorContext<unknown, unknown> {
  constructor(
    private readonly node: TaskNode,
    private readonly host: NodeHost,
  ) {}

  get applicationId(): string {
    return this.host.applicationId
  }

  get taskId(): string {
    return this.host.taskId
  }

  forward(record: Record<unknown, unknown>, childName?: string): void {
    const host = this.host
    const saved = host.recordContext
    if (saved.timestamp !== record.timestamp || saved.headers !== record.headers) {
      host.recordContext = { ...saved, timestamp: record.timestamp, headers: record.headers }
    }
    try {
      if (childName === undefined) {
        for (const child of this.node.children) child.process(record)
      } else {
        const child = this.node.children.find((c) => c.name === childName)
        if (child === undefined) throw new UnknownChildNodeError(this.node.name, childName)
        child.process(record)
      }
    } finally {
      host.recordContext = saved
    }
  }

  schedule(intervalMs: number, type: PunctuationType, punctuator: Punctuator): Cancellable {
    return this.host.schedule(this.node.name, intervalMs, type, punctuator)
  }

  commit(): void {
    this.host.requestCommit()
  }

  recordMetadata(): RecordMetadata | undefined {
    const c = this.host.recordContext
    return c.topic === undefined ? undefined : { topic: c.topic, partition: c.partition, offset: c.offset }
  }

  getStateStore<S extends BaseStateStore = BaseStateStore>(name: string): S {
    return this.host.store(this.node.name, name) as BaseStateStore as S
  }

  currentStreamTimeMs(): number {
    return this.host.streamTime()
  }

  currentSystemTimeMs(): number {
    return this.host.wallClockTime()
  }
}
