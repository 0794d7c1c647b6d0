/**
 * The Processor API shapes the topology records for `process` and `processValues`; they are defined in
 * `src/processor/` (the runtime runs them) and re-exported here for the DSL.
 * @since 0.1.0
 */

export type { Processor } from '../core/processorApi/Processor.js'
export type { FixedKeyProcessorSupplier, ProcessorSupplier } from '../graph/ProcessorSupplier.js'

/**
 * A record handed to a processor (the Processor API's `Record`).
 * @category model
 * @since 0.1.0
 */
export type { Record as ProcessorRecord } from '../core/processorApi/Record.js'

/**
 * What a processor can do with its context (the Processor API's `ProcessorContext`).
 * @category model
 * @since 0.1.0
 */
export type { ProcessorContext as ProcessorContextLike } from '../core/processorApi/ProcessorContext.js'
