import type { Fold, Initializer } from '../../graph/specs/Callback.js'
import type { KGroupedTable } from '../KGroupedTable.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import { operate, operateNode } from './operate.js'
import { materializedSpec } from './asMaterialized.js'
import type { AnySerde } from './HandleState.js'
import { storeFromMaterialized } from './stores.js'

/**
 * `count`, `reduce` and `aggregate` of a re-grouped table (Kafka Streams' `KGroupedTableImpl`): the store name
 * first, then `<named>-sink`/`-source` (or generated) names, then the aggregate processor; the repartition topic
 * (no filter step) is named after the `Grouped` name, else the store.
 * @category Building topologies
 * @since 0.1.0
 */
export const aggregateTable = <KR, VR>(
  source: KGroupedTable<unknown, unknown>,
  step: {
    readonly named: string | undefined
    readonly materialized: Materialized<unknown, unknown> | undefined
    readonly processorPrefix: 'KTABLE-AGGREGATE-' | 'KTABLE-REDUCE-'
    readonly initializer: Initializer | undefined
    readonly adder: Fold
    readonly subtractor: Fold
    readonly valueSerde: AnySerde | undefined
  },
): KTable<KR, VR> => {
  const s = source.state
  const names = s.graph.names
  const mat = materializedSpec(step.materialized)
  const storeName = mat.storeName ?? names.newStoreName('KTABLE-AGGREGATE-')
  const sinkName = names.suffixOrElseGenerate(step.named, '-sink', 'KSTREAM-SINK-')
  const sourceName = names.suffixOrElseGenerate(step.named, '-source', 'KSTREAM-SOURCE-')
  const name = names.orElseGenerate(step.named, step.processorPrefix)
  const topic = `${s.groupedName ?? storeName}-repartition`
  const cached = s.groupedName !== undefined ? source.repartition.node : undefined
  let repartition = cached
  if (repartition === undefined) {
    repartition = operateNode(s.graph, {
      name: sourceName,
      node: (name) => ({
        _tag: 'Repartition' as const,
        variant: 'groupedTable' as const,
        name,
        topic,
        sinkName,
        filterName: undefined,
        keySerde: s.keySerde,
        valueSerde: s.valueSerde,
        partitions: undefined,
        partitioner: undefined,
      }),
      parents: [s.nodeId],
    })
    source.repartition.node = repartition
  } else {
    s.graph.touch(repartition.id)
    s.graph.addEdge(s.nodeId, repartition.id)
  }
  const keySerde = mat.keySerde ?? s.keySerde
  const valueSerde = mat.valueSerde ?? step.valueSerde
  return operate(s.graph, {
    name,
    node: (name) => ({
      _tag: 'TableAggregate',
      name,
      spec: {
        _tag: 'TableAggregate',
        storeName,
        initializer: step.initializer,
        adder: step.adder,
        subtractor: step.subtractor,
        reduce: step.initializer === undefined,
      },
      table: {
        role: 'aggregation',
        given: true,
        queryable: mat.queryable,
        store: storeFromMaterialized(mat, storeName, 'timestampedKeyValue', { keySerde, valueSerde }),
      },
    }),
    parents: [repartition.id],
    handle: (node) =>
      new KTable<KR, VR>({
        graph: s.graph,
        nodeId: node.id,
        name,
        keySerde,
        valueSerde,
        sourceNodes: [sourceName],
        queryableStoreName: mat.queryable ? storeName : undefined,
      }),
  })
}
