import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { Plan } from '../Plan.js'

/**
 * `single.store.self.join` (KIP-862): a stream-stream join of a stream with itself (both sides are the same node)
 * becomes one self-join processor over one window store: the "other" windowed processor is dropped. Kafka Streams
 * 4.4 rewrites left and outer self-joins the same way, and so do we.
 * @example
 * const next = singleStoreSelfJoin(graph, plan) // next.selfJoins has the rewritten join
 * @category Building topologies
 * @since 0.1.0
 */
export const singleStoreSelfJoin = (graph: LogicalGraph, plan: Plan): Plan => {
  const selfJoins = new Set(plan.selfJoins)
  for (const node of graph.all()) {
    if (node._tag !== 'StreamStreamJoin') continue
    const parents = graph.parentsOf(node.id)
    const parent = parents[0]
    if (parents.length !== 1 || parent === undefined) continue
    const other = graph
      .childrenOf(parent)
      .map((c) => graph.node(c))
      .find((c) => c.name === node.otherWindowName)
    if (other === undefined) continue
    graph.removeEdge(parent, other.id)
    selfJoins.add(node.id)
  }
  return { ...plan, selfJoins }
}
