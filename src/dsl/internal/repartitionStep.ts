import { repartitionNames } from '../../graph/repartitionNames.js'
import type { UserFunction } from '../../graph/ProcessorSpec.js'
import type { AnySerde, NodeState, RepartitionCache } from './HandleState.js'
import { operateNode } from './operate.js'

/**
 * A repartition step (sink, filter, source over `<prefix>-repartition`), named as Kafka Streams'
 * `createRepartitionedSource`: three indices are always burned, even when `cache` already holds a node to reuse.
 * Returns the node the next step hangs under.
 * @category Building topologies
 * @since 0.1.0
 */
export const repartitionStep = (
  from: NodeState,
  step: {
    readonly prefix: string
    readonly variant: 'optimizable' | 'unoptimizable'
    readonly keySerde: AnySerde | undefined
    readonly valueSerde: AnySerde | undefined
    readonly partitions?: number | undefined
    readonly partitioner?: UserFunction | undefined
    /**
     * A node cached on the handle: reused when `reuse` holds. Groupings add the reused node again (it gets a new
     * build priority, `touch`); joins do not.
     */
    readonly cache?: { readonly slot: RepartitionCache; readonly reuse: boolean; readonly touch: boolean }
  },
): { readonly id: number; readonly name: string } => {
  const names = repartitionNames(from.graph.names, step.prefix)
  const cached = step.cache?.reuse === true ? step.cache.slot.node : undefined
  if (cached === undefined) {
    const node = operateNode(from.graph, {
      name: names.sourceName,
      node: (name) => ({
        _tag: 'Repartition' as const,
        variant: step.variant,
        name,
        topic: names.topic,
        sinkName: names.sinkName,
        filterName: names.filterName,
        keySerde: step.keySerde,
        valueSerde: step.valueSerde,
        partitions: step.partitions,
        partitioner: step.partitioner,
      }),
      parents: [from.nodeId],
    })
    if (step.cache !== undefined) step.cache.slot.node = node
    return node
  }
  if (step.cache?.touch === true) {
    from.graph.addEdge(from.nodeId, cached.id)
    from.graph.touch(cached.id)
  }
  return cached
}
