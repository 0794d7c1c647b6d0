import type { BaseStateStore } from './BaseStateStore.js'
import type { Cancellable } from './Cancellable.js'
import type { PunctuationType } from './PunctuationType.js'
import type { Punctuator } from './Punctuator.js'
import type { Record } from './Record.js'
import type { RecordMetadata } from './RecordMetadata.js'

/**
 * What a processor can do while it runs: forward records to its children, schedule punctuators, request a commit,
 * read the metadata of the current record and reach its connected state stores. Every call is synchronous.
 * @example
 * init(context: ProcessorContext<string, number>) {
 *   this.store = context.getStateStore<KeyValueStore<string, number>>('counts')
 *   context.schedule(10_000, PunctuationType.WALL_CLOCK_TIME, (ts) => context.forward(new Record('tick', 1, ts)))
 * }
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProcessorContext<KOut, VOut> {
  /** `application.id` of the running application. */
  readonly applicationId: string
  /** The task running this processor, as `<subtopology>_<partition>`. */
  readonly taskId: string
  /** Forwards a record to every child, or only to the child named `childName`. */
  forward(record: Record<KOut, VOut>, childName?: string): void
  /** Calls `punctuator` every `intervalMs` of stream time or wall-clock time. */
  schedule(intervalMs: number, type: PunctuationType, punctuator: Punctuator): Cancellable
  /** Asks the runtime to commit as soon as possible (after the current record). */
  commit(): void
  /** Topic, partition and offset of the record being processed; `undefined` during punctuation. */
  recordMetadata(): RecordMetadata | undefined
  /** A store connected to this processor; throws a typed error naming the store otherwise. */
  getStateStore<S extends BaseStateStore = BaseStateStore>(name: string): S
  /** The task's stream time: the largest timestamp processed so far (-1 before the first record). */
  currentStreamTimeMs(): number
  /** The wall-clock time of the runtime's clock (the driver's mocked clock in tests). */
  currentSystemTimeMs(): number
}
