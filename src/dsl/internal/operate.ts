import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode, WithoutId } from '../../graph/LogicalNode.js'
import { validateName } from '../options/validateName.js'

/**
 * A node's name as an operator asks for it: the user's name (`named`, plus `suffix` when Kafka Streams appends
 * one) or, without one, `prefix` plus the next index of the builder's shared counter. An index is burned either
 * way, as Java's `NamedInternal.orElseGenerateWithPrefix` does, unless `burnWhenNamed` is false (`process` and
 * `processValues` generate a name only when none is given).
 * @category Building topologies
 * @since 0.1.0
 */
export interface NameRequest {
  readonly named: string | undefined
  readonly prefix: string
  readonly suffix?: string
  readonly burnWhenNamed?: false
}

/**
 * One logical node an operator appends.
 * - `name`: a name decided earlier (in Kafka Streams' order, e.g. after the store names it burns) or a
 *   {@link NameRequest} that `operate` resolves now, on the shared counter.
 * - `node`: the node, given its name.
 * - `parents`: the nodes it hangs under (none for sources).
 * - `handle`: the handle the operator returns, given the appended node.
 * @category Building topologies
 * @since 0.1.0
 */
export interface Operation<N extends WithoutId<LogicalNode>, H> {
  readonly name: string | NameRequest
  readonly node: (name: string) => N
  readonly parents: readonly number[]
  readonly handle: (node: N & { readonly id: number }) => H
}

const resolveName = (graph: LogicalGraph, name: string | NameRequest): string => {
  if (typeof name === 'string') return name
  const named = name.named === undefined ? undefined : validateName(name.named)
  if (named !== undefined && name.burnWhenNamed === false) return named
  return name.suffix === undefined
    ? graph.names.orElseGenerate(named, name.prefix)
    : graph.names.suffixOrElseGenerate(named, name.suffix, name.prefix)
}

/** Topic and store names a node carries, checked as Kafka Streams checks them when the node is added. */
const validateNode = (node: WithoutId<LogicalNode>): void => {
  switch (node._tag) {
    case 'StreamSource':
      for (const topic of node.topics ?? []) validateName(topic, 'Topic name')
      return
    case 'TableSource':
    case 'GlobalTable':
    case 'GlobalStore':
      validateName(node.topic, 'Topic name')
      return
    case 'Sink':
      if (typeof node.topic === 'string' && node.topic.length > 0) validateName(node.topic, 'Topic name')
      return
    case 'StateStore':
      validateName(node.store.name, 'Store name')
      return
    case 'Processor':
    case 'TableSourceProcessor':
    case 'TableOperation':
    case 'TableAggregate':
    case 'StreamAggregate':
    case 'Repartition':
    case 'StreamStreamJoin':
    case 'StreamTableJoin':
    case 'TableTableJoin':
      return
  }
}

/**
 * The one helper every operator is built on (as RxJS builds every operator on `operate`): names the node (Kafka
 * Streams' naming on the builder's shared counter), validates it (the user's name, the topics and store names it
 * carries), appends it to the logical graph under its parents and returns the handle the operator hands back. No
 * operator calls `graph.add` itself.
 * @example
 * const stream = operate(s.graph, {
 *   name: { named, prefix: 'KSTREAM-FILTER-' },
 *   node: (name) => ({ _tag: 'Processor', name, spec, connectStores: [], addStores: [] }),
 *   parents: [s.nodeId],
 *   handle: (node) => new KStream({ ...s, nodeId: node.id, name: node.name }),
 * })
 * @category Building topologies
 * @since 0.1.0
 */
export const operate = <N extends WithoutId<LogicalNode>, H>(
  graph: LogicalGraph,
  operation: Operation<N, H>,
): H => {
  const node = operation.node(resolveName(graph, operation.name))
  validateNode(node)
  return operation.handle(graph.add(node, operation.parents))
}

/**
 * {@link operate} for a node whose operator returns no new handle (sinks, stores, steps inside a larger operator):
 * returns the appended node itself.
 * @example
 * operateNode(s.graph, { name: sinkName, node: (name) => ({ _tag: 'Sink', name, topic, sink }), parents: [s.nodeId] })
 * @category Building topologies
 * @since 0.1.0
 */
export const operateNode = <N extends WithoutId<LogicalNode>>(
  graph: LogicalGraph,
  operation: Omit<Operation<N, N & { readonly id: number }>, 'handle'>,
): N & { readonly id: number } => operate(graph, { ...operation, handle: (node) => node })
