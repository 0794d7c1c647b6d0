import type { TableView } from '../../graph/specs/TableSpecs.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import { operate } from './operate.js'
import { materializedSpec } from './asMaterialized.js'
import { storeFromMaterialized } from './stores.js'

/**
 * KTable `filter`, `filterNot` and `mapValues`: names as Kafka Streams' `KTableImpl` gives them (an unnamed
 * `Materialized` burns a store index first) and a node recording the materialization asked for; the optimizer
 * decides whether it becomes a store.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableOperation = <KR, VR>(
  source: KTable<unknown, unknown>,
  step: {
    readonly prefix: 'KTABLE-FILTER-' | 'KTABLE-MAPVALUES-'
    readonly named: string | undefined
    readonly materialized: Materialized<unknown, unknown> | undefined
    readonly operation: TableView
  },
): KTable<KR, VR> => {
  const s = source.state
  const names = s.graph.names
  const mat = materializedSpec(step.materialized)
  const generatedStore =
    mat.given && mat.storeName === undefined ? names.newStoreName(step.prefix) : undefined
  const keeps = step.operation._tag === 'TableFilter'
  const keySerde = mat.keySerde ?? s.keySerde
  const valueSerde = keeps ? (mat.valueSerde ?? s.valueSerde) : mat.valueSerde
  const storeName = mat.storeName ?? generatedStore
  return operate(s.graph, {
    name: { named: step.named, prefix: step.prefix },
    node: (name) => ({
      _tag: 'TableOperation',
      name,
      operation: step.operation,
      // A filter over an already materialized upstream drops the tombstones of rows that never passed it.
      ...(keeps ? { probesOldValuesOf: [s.nodeId] } : {}),
      table: {
        role: 'stateless',
        given: mat.given,
        queryable: mat.queryable,
        store:
          storeName === undefined
            ? undefined
            : storeFromMaterialized(mat, storeName, 'timestampedKeyValue', { keySerde, valueSerde }),
      },
    }),
    parents: [s.nodeId],
    handle: (node) =>
      new KTable<KR, VR>({
        graph: s.graph,
        nodeId: node.id,
        name: node.name,
        keySerde,
        valueSerde,
        sourceNodes: s.sourceNodes,
        queryableStoreName: mat.queryable ? mat.storeName : undefined,
      }),
  })
}
