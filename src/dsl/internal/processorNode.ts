import type { LogicalNode } from '../../graph/LogicalNode.js'
import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'

type ProcessorNode = Omit<Extract<LogicalNode, { _tag: 'Processor' }>, 'id'>

/**
 * The `node` of an {@link operate} call for a plain processor: the spec it runs, no stores unless `extra` lists
 * them, and any other field of a processor node in `extra`.
 * @example
 * operate(graph, { name, node: processorNode({ _tag: 'PassThrough' }, { mergeNode: true }), parents, handle })
 * @category Building topologies
 * @since 0.1.0
 */
export const processorNode =
  (spec: ProcessorSpec, extra: Partial<Omit<ProcessorNode, '_tag' | 'name' | 'spec'>> = {}) =>
  (name: string): ProcessorNode => ({
    _tag: 'Processor',
    name,
    spec,
    connectStores: [],
    addStores: [],
    ...extra,
  })
