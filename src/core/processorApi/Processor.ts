import type { ProcessorContext } from './ProcessorContext.js'
import type { Record } from './Record.js'

/**
 * A record processor, as Kafka Streams' `Processor`: `init` once per task with its context, `process` once per
 * record (synchronously: it must not await), `close` when the task closes.
 * @example
 * class Upper implements Processor<string, string, string, string> {
 *   private context!: ProcessorContext<string, string>
 *   init(context: ProcessorContext<string, string>) { this.context = context }
 *   process(record: Record<string, string>) { this.context.forward(record.withValue(record.value.toUpperCase())) }
 * }
 * @category Building topologies
 * @since 0.1.0
 */
export interface Processor<KIn, VIn, KOut = KIn, VOut = VIn> {
  init?(context: ProcessorContext<KOut, VOut>): void
  process(record: Record<KIn, VIn>): void
  close?(): void
}
