import type { LogicalGraph } from './LogicalGraph.js'

/**
 * Whether a node's output is a versioned table, when the node itself decides it, as Kafka Streams'
 * `GraphNode.isOutputVersioned`: a table source, an aggregation, a join or `toTable` by its store (versioned when
 * given a versioned store supplier); a `filter` or `mapValues` only when given a `Materialized`; a `suppress` never.
 * `undefined` when the node inherits versioning from its parents.
 * @example
 * outputVersioned(graph, tableNodeId) // true for builder.table(t, Materialized.as(versionedSupplier))
 * @category Building topologies
 * @since 0.1.0
 */
export const outputVersioned = (graph: LogicalGraph, id: number): boolean | undefined => {
  const table = graph.node(id).table
  if (table === undefined) return undefined
  if (table.role === 'suppress') return false
  if (table.role === 'stateless' && !table.given) return undefined
  return table.store?.kind === 'versionedKeyValue'
}

/**
 * Whether a node's output is versioned, by its own decision or inherited from its parents, as Kafka Streams'
 * `InternalStreamsBuilder.isVersionedOrVersionedUpstream`.
 * @example
 * versionedOutput(graph, joinedTableId) // true when the join's result store is versioned
 * @category Building topologies
 * @since 0.1.0
 */
export const versionedOutput = (graph: LogicalGraph, id: number): boolean =>
  outputVersioned(graph, id) ?? versionedUpstream(graph, id)

/**
 * Whether the input of a node is versioned, as Kafka Streams' `InternalStreamsBuilder.isVersionedUpstream`: every
 * parent's output is versioned (a node without parents is not). The processors that then use versioned semantics
 * (KIP-914) drop out-of-order updates (`isLatest: false`): table-table joins, table `groupBy`, and the foreign-key
 * join's subscription and foreign-table steps.
 * @example
 * versionedUpstream(graph, filterNodeId) // true below a versioned source table
 * @category Building topologies
 * @since 0.1.0
 */
export const versionedUpstream = (graph: LogicalGraph, id: number): boolean => {
  const parents = graph.parentsOf(id)
  return parents.length > 0 && parents.every((p) => versionedOutput(graph, p))
}
