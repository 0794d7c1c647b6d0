import type { LogicalNode } from '../../graph/LogicalNode.js'
import type { StoreSpec } from '../../graph/StoreSpec.js'
import { KTable } from '../KTable.js'
import { operate } from './operate.js'
import type { AnySerde, GroupedState, RepartitionCache } from './HandleState.js'
import { repartitionStep } from './repartitionStep.js'

type AggregateSpec = Extract<LogicalNode, { _tag: 'StreamAggregate' }>['spec']

/**
 * The tail every stream aggregation shares (Kafka Streams' `GroupedStreamAggregateBuilder`): repartition when the
 * key changed (topic named after the `Grouped` name, else the store; a named grouping reuses its repartition
 * node), then the aggregate processor owning its store.
 * @category Building topologies
 * @since 0.1.0
 */
export const aggregateGrouped = <KR, VR>(
  source: { readonly state: GroupedState; readonly repartition: RepartitionCache },
  step: {
    readonly name: string
    readonly store: StoreSpec
    readonly queryable: boolean
    readonly spec: AggregateSpec
    readonly keySerde: AnySerde | undefined
    readonly valueSerde: AnySerde | undefined
  },
): KTable<KR, VR> => {
  const s = source.state
  let parent = { id: s.nodeId, name: s.name }
  let sourceNodes = s.sourceNodes
  if (s.repartitionRequired) {
    parent = repartitionStep(s, {
      prefix: s.groupedName ?? step.store.name,
      variant: 'optimizable',
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      cache: { slot: source.repartition, reuse: s.groupedName !== undefined, touch: true },
    })
    sourceNodes = [parent.name]
  }
  return operate(s.graph, {
    name: step.name,
    node: (name) => ({
      _tag: 'StreamAggregate',
      name,
      spec: step.spec,
      table: { role: 'aggregation', given: true, queryable: step.queryable, store: step.store },
    }),
    parents: [parent.id],
    handle: (node) =>
      new KTable<KR, VR>({
        graph: s.graph,
        nodeId: node.id,
        name: node.name,
        keySerde: step.keySerde,
        valueSerde: step.valueSerde,
        sourceNodes,
        queryableStoreName: step.queryable ? step.store.name : undefined,
      }),
  })
}
