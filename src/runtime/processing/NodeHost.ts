import type { Cancellable } from '../../core/processorApi/Cancellable.js'
import type { PunctuationType } from '../../core/processorApi/PunctuationType.js'
import type { Punctuator } from '../../core/processorApi/Punctuator.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { StateStore } from '../../state/StateStore.js'
import type { RecordContext } from './RecordContext.js'

/**
 * What the nodes of a task need from it: the current record context, time, punctuation, stores, the
 * processing-error guard's handler and the dropped-records counter. {@link StreamTask} implements it.
 * @category Running
 * @since 0.1.0
 */
export interface NodeHost {
  readonly applicationId: string
  readonly taskId: string
  /** The record being processed (or the punctuation / flush context); nodes swap it while forwarding. */
  recordContext: RecordContext
  streamTime(): number
  wallClockTime(): number
  schedule(node: string, intervalMs: number, type: PunctuationType, punctuator: Punctuator): Cancellable
  requestCommit(): void
  /** A store connected to `node` (or a global store); throws a typed error otherwise. */
  store(node: string, name: string): StateStore
  /** The processing-error guard's decision: returns when the handler resumes, throws when it fails. */
  processingFailed(node: string, record: Record<unknown, unknown> | undefined, error: unknown): void
  /** Counts a record a processor dropped (null key, late record, ...) and logs why, as Kafka Streams. */
  recordDropped(node: string, reason: string): void
}
