import type { Serde } from '../serde/Serde.js'
import type { UserFunction } from './ProcessorSpec.js'

/**
 * Where a sink writes: a fixed topic, or the topic a function picks per record (with a label for `describe()`).
 * @category Building topologies
 * @since 0.1.0
 */
export type SinkTopic = string | { readonly extractor: UserFunction; readonly label: string }

/**
 * Serdes and partitioner of a sink.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SinkOptions {
  readonly keySerde?: Serde<unknown> | undefined
  readonly valueSerde?: Serde<unknown> | undefined
  readonly partitioner?: UserFunction | undefined
}
