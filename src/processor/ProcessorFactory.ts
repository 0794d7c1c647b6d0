import type { ProcessorSpec } from '../graph/ProcessorSpec.js'
import type { Processor } from '../core/processorApi/Processor.js'

/**
 * What a built-in processor may ask of the runtime besides its context: count and log a record it drops (as
 * Kafka Streams' dropped-records sensor and its WARN line), write a printed line, and read the application's configuration.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProcessorHooks {
  readonly recordDropped: (reason: string) => void
  readonly warn: (message: string) => void
  readonly print: (line: string) => void
  /** The application's configuration (Kafka Streams' `context.appConfigs()`). */
  readonly appConfigs: Readonly<Record<string, unknown>>
}

/** Any processor, with the types erased (the topology holds callbacks as data). */
export type AnyProcessor = Processor<unknown, unknown, unknown, unknown>

/**
 * Creates the processor of one {@link ProcessorSpec} kind for one task.
 * @example
 * const make: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'PassThrough' }>> = () => statelessProcessor((r, c) => c.forward(r))
 * @category Building topologies
 * @since 0.1.0
 */
export type ProcessorFactory<S extends ProcessorSpec> = (spec: S, hooks: ProcessorHooks) => AnyProcessor
