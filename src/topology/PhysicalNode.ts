import type { AutoOffsetReset } from '../core/AutoOffsetReset.js'
import type { Serde } from '../serde/Serde.js'
import type { ProcessorSpec, UserFunction } from '../graph/ProcessorSpec.js'
import type { SinkTopic } from '../graph/SinkOptions.js'
import { absurd } from '../core/absurd.js'

/**
 * The nodes of a physical topology: sources read topics, processors run a {@link ProcessorSpec}, sinks write.
 * @since 0.1.0
 */

/** Where a source starts when it has no committed offset (`AutoOffsetReset`). */
export type OffsetReset = AutoOffsetReset

/**
 * A source node: reads a list of topics or every topic matching a pattern.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SourceNode {
  readonly _tag: 'Source'
  readonly name: string
  readonly topics: readonly string[] | undefined
  readonly pattern: RegExp | undefined
  readonly keySerde: Serde<unknown> | undefined
  readonly valueSerde: Serde<unknown> | undefined
  readonly offsetReset: OffsetReset | undefined
  readonly timestampExtractor: UserFunction | undefined
  /** Sources of global stores feed a global state store, never a task. */
  readonly global: boolean
}

/**
 * A processor node with its predecessors and connected stores (in the order they were connected).
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProcessorNode {
  readonly _tag: 'Processor'
  readonly name: string
  readonly spec: ProcessorSpec
  readonly predecessors: readonly string[]
  readonly stores: readonly string[]
}

/**
 * A sink node: writes to a fixed topic or to the topic a function picks per record.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SinkNode {
  readonly _tag: 'Sink'
  readonly name: string
  readonly topic: SinkTopic
  readonly keySerde: Serde<unknown> | undefined
  readonly valueSerde: Serde<unknown> | undefined
  readonly partitioner: UserFunction | undefined
  readonly predecessors: readonly string[]
}

/**
 * Any physical node.
 * @category Building topologies
 * @since 0.1.0
 */
export type PhysicalNode = SourceNode | ProcessorNode | SinkNode

/**
 * The predecessors of a node (none for a source).
 * @category Building topologies
 * @since 0.1.0
 */
export const predecessorsOf = (node: PhysicalNode): readonly string[] => {
  switch (node._tag) {
    case 'Source':
      return []
    case 'Processor':
    case 'Sink':
      return node.predecessors
    default:
      return absurd(node)
  }
}
