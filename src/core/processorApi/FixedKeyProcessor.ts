import type { Processor } from './Processor.js'

/**
 * A processor that may change values but never keys (`processValues`): whatever key it forwards, the runtime
 * keeps the key of the input record, as Kafka Streams' `FixedKeyRecord` guarantees.
 * @example
 * const upper: FixedKeyProcessor<string, string, string> = { process: (r) => ctx.forward(r.withValue(r.value.toUpperCase())) }
 * @category Building topologies
 * @since 0.1.0
 */
export type FixedKeyProcessor<K, VIn, VOut = VIn> = Processor<K, VIn, K, VOut>
