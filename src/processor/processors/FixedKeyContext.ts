import type { BaseStateStore } from '../../core/processorApi/BaseStateStore.js'
import type { Cancellable } from '../../core/processorApi/Cancellable.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { PunctuationType } from '../../core/processorApi/PunctuationType.js'
import type { Punctuator } from '../../core/processorApi/Punctuator.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { RecordMetadata } from '../../core/processorApi/RecordMetadata.js'

/**
 * The context handed to a fixed-key processor: while a record is processed, everything it forwards keeps that
 * record's key (Kafka Streams' `FixedKeyRecord` cannot change keys).
 * @category Building topologies
 * @since 0.1.0
 */
export class FixedKeyContext implements ProcessorContext<unknown, unknown> {
  static readonly NO_KEY: unique symbol = Symbol('no key')
  /** The key of the record being processed, or `NO_KEY` outside `process`. */
  key: unknown = FixedKeyContext.NO_KEY

  constructor(private readonly inner: ProcessorContext<unknown, unknown>) {}

  get applicationId(): string {
    return this.inner.applicationId
  }

  get taskId(): string {
    return this.inner.taskId
  }

  forward(record: Record<unknown, unknown>, childName?: string): void {
    const fixed = this.key === FixedKeyContext.NO_KEY ? record : record.withKey(this.key)
    this.inner.forward(fixed, childName)
  }

  schedule(intervalMs: number, type: PunctuationType, punctuator: Punctuator): Cancellable {
    return this.inner.schedule(intervalMs, type, punctuator)
  }

  commit(): void {
    this.inner.commit()
  }

  recordMetadata(): RecordMetadata | undefined {
    return this.inner.recordMetadata()
  }

  getStateStore<S extends BaseStateStore = BaseStateStore>(name: string): S {
    return this.inner.getStateStore<S>(name)
  }

  currentStreamTimeMs(): number {
    return this.inner.currentStreamTimeMs()
  }

  currentSystemTimeMs(): number {
    return this.inner.currentSystemTimeMs()
  }
}
