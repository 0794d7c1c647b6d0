import type { StoreSpec } from '../../graph/StoreSpec.js'
import type { CogroupedKStream } from '../CogroupedKStream.js'
import { KTable } from '../KTable.js'
import type { Materialized } from '../options/Materialized.js'
import type { Initializer, Merger } from '../../graph/specs/Callback.js'
import { operate, operateNode } from './operate.js'
import { materializedSpec } from './asMaterialized.js'
import { repartitionStep } from './repartitionStep.js'
import { storeFromMaterialized } from './stores.js'
import { windowedKeySerde } from './windowedKeySerde.js'
import { windowedStore } from './windowedStore.js'
import { processorNode } from './processorNode.js'

/**
 * `aggregate` of a cogrouped stream (Kafka Streams' `CogroupedStreamAggregateBuilder`): the store name, the
 * repartitions of inputs whose key changed (named after their `Grouped` name, else the store; made once per
 * cogroup, so a second `aggregate` of the same cogroup reads the first one's), one aggregate
 * processor per input sharing the store (`<name>-cogroup-agg-<i>`), and a merge processor
 * (`<name>-cogroup-merge`). The inputs are co-partitioned.
 * @category Building topologies
 * @since 0.1.0
 */
export const aggregateCogrouped = (
  source: CogroupedKStream<unknown, unknown>,
  step: {
    readonly initializer: Initializer
    readonly merger: Merger | undefined
    readonly named: string | undefined
    readonly materialized: Materialized<unknown, unknown> | undefined
  },
): KTable<unknown, unknown> => {
  const first = source.groups[0]
  if (first === undefined) throw new RangeError('A cogroup needs at least one grouped stream')
  const graph = first.grouped.state.graph
  const names = graph.names
  const mat = materializedSpec(step.materialized)
  const storeName = mat.storeName ?? names.newStoreName('COGROUPKSTREAM-AGGREGATE-')
  const keySerde = mat.keySerde ?? first.grouped.state.keySerde
  const serdes = { keySerde, valueSerde: mat.valueSerde }
  const windows = source.windows
  const store: StoreSpec =
    windows === undefined
      ? storeFromMaterialized(mat, storeName, 'timestampedKeyValue', serdes)
      : windowedStore(windows, mat.retentionMs, (kind, extra) =>
          storeFromMaterialized(mat, storeName, kind, serdes, extra),
        )
  const parents = source.groups.map(({ grouped }) => {
    const s = grouped.state
    if (!s.repartitionRequired) return { id: s.nodeId, name: s.name }
    const slot = source.repartitions.get(grouped) ?? { node: undefined }
    source.repartitions.set(grouped, slot)
    return repartitionStep(s, {
      prefix: s.groupedName ?? storeName,
      variant: 'optimizable',
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      cache: { slot, reuse: slot.node !== undefined, touch: false },
    })
  })
  graph.copartition(parents.map((p) => p.name))
  const aggregates = source.groups.map(({ aggregator }, i) =>
    operateNode(graph, {
      name: { named: step.named, suffix: `-cogroup-agg-${i}`, prefix: 'COGROUPKSTREAM-AGGREGATE-' },
      node: processorNode(
        {
          _tag: 'CogroupAggregate',
          windowing:
            windows === undefined
              ? 'none'
              : windows._tag === 'SessionWindows'
                ? 'session'
                : windows._tag === 'SlidingWindows'
                  ? 'sliding'
                  : 'time',
          windows,
          storeName,
          initializer: step.initializer,
          aggregator,
          sendOldValues: false,
          merger: step.merger,
        },
        { connectStores: i === 0 ? [] : [storeName], addStores: i === 0 ? [store] : [] },
      ),
      parents: [(parents[i] as { id: number }).id],
    }),
  )
  return operate(graph, {
    name: { named: step.named, suffix: '-cogroup-merge', prefix: 'COGROUPKSTREAM-MERGE-' },
    node: processorNode(
      { _tag: 'PassThrough' },
      { table: { role: 'aggregation', given: true, queryable: mat.queryable, store } },
    ),
    parents: aggregates.map((a) => a.id),
    handle: (node) =>
      new KTable({
        graph,
        nodeId: node.id,
        name: node.name,
        keySerde: windows === undefined ? keySerde : windowedKeySerde(windows, keySerde),
        valueSerde: mat.valueSerde,
        sourceNodes: [node.name],
        queryableStoreName: mat.queryable ? storeName : undefined,
      }),
  })
}
