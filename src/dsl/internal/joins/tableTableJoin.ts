import type { ValueJoiner } from '../../../graph/specs/Callback.js'
import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { Named } from '../../options/Named.js'
import { namedAndMaterialized } from '../options.js'
import { KTable } from '../../KTable.js'
import type { Materialized } from '../../options/Materialized.js'
import { operate } from '../operate.js'
import { materializedSpec } from '../asMaterialized.js'
import { storeFromMaterialized } from '../stores.js'

/**
 * A table-table join on the same key (Kafka Streams' `KTableImpl.doJoin`): a join processor per side reading the
 * other side's value getter, and a merge processor that owns a store only when a `Materialized` was given.
 * Left joins make this side send old values, outer joins both sides.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableTableJoin = (
  join: JoinKind,
  left: KTable<unknown, unknown>,
  right: KTable<unknown, unknown>,
  joiner: ValueJoiner,
  options?: Named | string | Materialized<unknown, unknown>,
  given?: Materialized<unknown, unknown>,
): KTable<unknown, unknown> => {
  const { named, materialized } = namedAndMaterialized(options, given)
  const t = left.state
  const o = right.state
  const graph = t.graph
  const names = graph.names
  const mat = materializedSpec(materialized)
  const storeName = mat.given ? (mat.storeName ?? names.newStoreName('KTABLE-MERGE-')) : undefined
  const name = names.orElseGenerate(named, 'KTABLE-MERGE-')
  const sourceNodes = [...new Set([...t.sourceNodes, ...o.sourceNodes])]
  graph.copartition(sourceNodes)
  const thisName = names.suffixOrElseGenerate(named, '-join-this', 'KTABLE-JOINTHIS-')
  const otherName = names.suffixOrElseGenerate(named, '-join-other', 'KTABLE-JOINOTHER-')
  const keySerde = mat.keySerde ?? t.keySerde
  const forced = join === 'inner' ? [] : join === 'left' ? [t.nodeId] : [t.nodeId, o.nodeId]
  return operate(graph, {
    name,
    node: (name) => ({
      _tag: 'TableTableJoin',
      name,
      join,
      joiner,
      thisName,
      otherName,
      thisSide: t.nodeId,
      otherSide: o.nodeId,
      thisSideName: t.name,
      otherSideName: o.name,
      needsGetterOf: [t.nodeId, o.nodeId],
      forcesOldValuesOf: forced,
      table: {
        role: 'join',
        given: mat.given,
        queryable: mat.queryable,
        store:
          storeName === undefined
            ? undefined
            : storeFromMaterialized(mat, storeName, 'timestampedKeyValue', {
                keySerde,
                valueSerde: mat.valueSerde,
              }),
      },
    }),
    parents: [t.nodeId, o.nodeId],
    handle: (node) =>
      new KTable({
        graph,
        nodeId: node.id,
        name,
        keySerde,
        valueSerde: mat.valueSerde,
        sourceNodes,
        queryableStoreName: storeName,
      }),
  })
}
