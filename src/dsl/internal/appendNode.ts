import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode, WithoutId } from '../../graph/LogicalNode.js'

/**
 * The one helper every operator is built on: appends a logical node under its parents and returns it with its
 * id (its build priority). Operators compute names (in Kafka Streams' order, so indices match) before calling it.
 * @example
 * const node = appendNode(graph, { _tag: 'Processor', name, spec, connectStores: [], addStores: [] }, [parent])
 * @category constructors
 * @since 0.1.0
 */
export const appendNode = <N extends WithoutId<LogicalNode>>(
  graph: LogicalGraph,
  node: N,
  parents: readonly number[],
): N & { readonly id: number } => graph.add(node, parents)
