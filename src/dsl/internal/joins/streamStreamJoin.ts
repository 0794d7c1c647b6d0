import type { ValueJoiner } from '../../../graph/specs/Callback.js'
import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { StoreSpec } from '../../../graph/StoreSpec.js'
import { KStream } from '../../KStream.js'
import type { JoinSerdes } from '../../options/JoinSerdes.js'
import { StreamJoined, type StreamJoinedSpec } from '../../options/StreamJoined.js'
import type { JoinWindows } from '../../../core/windows/JoinWindows.js'
import { operate, operateNode } from '../operate.js'
import type { AnySerde } from '../HandleState.js'
import { repartitionForJoin } from './repartitionForJoin.js'
import { processorNode } from '../processorNode.js'
import { checkJoinStoreSuppliers, joinStoreFromSupplier } from './joinStoreSuppliers.js'
import { persistenceOf, storeBackend } from '../stores.js'

/** Java's `StreamJoinedStoreFactory`: a join store the DSL builds, on `StreamJoined`'s DSL store suppliers if any. */
const joinStore = (
  name: string,
  windows: JoinWindows,
  spec: StreamJoinedSpec<unknown, unknown, unknown>,
  valueSerde: AnySerde | undefined,
): StoreSpec => ({
  name,
  kind: 'window',
  ...storeBackend(persistenceOf(spec.dslStoreSuppliers?.storeType)),
  keySerde: spec.keySerde,
  valueSerde,
  // the store keeps duplicates, so its changelog must not be compacted (Java sets this over the user's configs too)
  logging: { enabled: spec.loggingEnabled, config: { ...spec.topicConfig, 'cleanup.policy': 'delete' } },
  caching: false,
  retentionMs: windows.size() + windows.gracePeriodMs(),
  windowSizeMs: windows.size(),
  retainDuplicates: true,
})

/**
 * A windowed stream-stream join (Kafka Streams' `KStreamImplJoin`): both sides repartitioned if their keys
 * changed, a windowed processor and window store per side, a join processor per side and a merge processor; left
 * and outer joins add a shared store of records still waiting for a partner.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamStreamJoin = (
  join: JoinKind,
  left: KStream<unknown, unknown>,
  right: KStream<unknown, unknown>,
  joiner: ValueJoiner,
  windows: JoinWindows,
  streamJoined?: StreamJoined<unknown, unknown, unknown> | JoinSerdes<unknown, unknown, unknown>,
): KStream<unknown, unknown> => {
  const spec = StreamJoined.from(streamJoined)
  checkJoinStoreSuppliers(windows, spec.thisStoreSupplier, spec.otherStoreSupplier)
  const named = spec.name
  let thisSide = left
  let otherSide = right
  if (thisSide.state.repartitionRequired) {
    const prefix = named === undefined ? thisSide.state.name : `${named}-left`
    thisSide = repartitionForJoin(thisSide, prefix, spec.keySerde, spec.valueSerde)
  }
  if (otherSide.state.repartitionRequired) {
    const prefix = named === undefined ? otherSide.state.name : `${named}-right`
    otherSide = repartitionForJoin(otherSide, prefix, spec.keySerde, spec.otherValueSerde)
  }
  const t = thisSide.state
  const o = otherSide.state
  const graph = t.graph
  graph.copartition([...t.sourceNodes, ...o.sourceNodes])
  const names = graph.names
  const leftOuter = join !== 'inner'
  const rightOuter = join === 'outer'
  const thisSuffix = rightOuter ? '-outer-this-join' : '-this-join'
  const otherSuffix = leftOuter ? '-outer-other-join' : '-other-join'
  const thisWindowName = names.suffixOrElseGenerate(named, '-this-windowed', 'KSTREAM-WINDOWED-')
  const otherWindowName = names.suffixOrElseGenerate(named, '-other-windowed', 'KSTREAM-WINDOWED-')
  const thisGenerated = names.newProcessorName(rightOuter ? 'KSTREAM-OUTERTHIS-' : 'KSTREAM-JOINTHIS-')
  const otherGenerated = names.newProcessorName(leftOuter ? 'KSTREAM-OUTEROTHER-' : 'KSTREAM-JOINOTHER-')
  const thisJoinName = named === undefined ? thisGenerated : `${named}${thisSuffix}`
  const otherJoinName = named === undefined ? otherGenerated : `${named}${otherSuffix}`
  const mergeName = names.suffixOrElseGenerate(named, '-merge', 'KSTREAM-MERGE-')
  const base = spec.storeName
  const thisStore =
    spec.thisStoreSupplier === undefined
      ? joinStore(
          `${base === undefined ? thisGenerated : base + thisSuffix}-store`,
          windows,
          spec,
          spec.valueSerde,
        )
      : joinStoreFromSupplier(spec.thisStoreSupplier, spec.keySerde, spec.valueSerde)
  const otherStore =
    spec.otherStoreSupplier === undefined
      ? joinStore(
          `${base === undefined ? otherGenerated : base + otherSuffix}-store`,
          windows,
          spec,
          spec.otherValueSerde,
        )
      : joinStoreFromSupplier(spec.otherStoreSupplier, spec.keySerde, spec.otherValueSerde)
  const sharedSuffix = rightOuter ? '-outer-shared-join' : '-left-shared-join'
  // Java's OuterStreamJoinStoreFactory: named after this side's supplier, else the store name, else generated; on
  // StreamJoined's DSL store suppliers, else the backend of this side's supplier, else the build config's default
  const sharedBase = spec.thisStoreSupplier?.name ?? base
  const outerStore = leftOuter
    ? {
        ...joinStore(
          sharedBase === undefined
            ? `${thisGenerated.replace(/^KSTREAM-(OUTERTHIS|JOINTHIS)-/, 'KSTREAM-OUTERSHARED-')}-store`
            : `${sharedBase}${sharedSuffix}-store`,
          windows,
          spec,
          spec.valueSerde,
        ),
        ...storeBackend(persistenceOf(spec.dslStoreSuppliers?.storeType), spec.thisStoreSupplier?.persistent),
        logging: { enabled: spec.loggingEnabled, config: spec.topicConfig },
        kind: 'keyValue' as const,
        retainDuplicates: false,
        outerJoin: { otherValueSerde: spec.otherValueSerde },
      }
    : undefined
  operateNode(graph, {
    name: thisWindowName,
    node: processorNode({ _tag: 'JoinWindow', storeName: thisStore.name }),
    parents: [t.nodeId],
  })
  operateNode(graph, {
    name: otherWindowName,
    node: processorNode({ _tag: 'JoinWindow', storeName: otherStore.name }),
    parents: [o.nodeId],
  })
  return operate(graph, {
    name: mergeName,
    node: (name) => ({
      _tag: 'StreamStreamJoin',
      name,
      join,
      joiner,
      windows,
      thisWindowName,
      otherWindowName,
      thisJoinName,
      otherJoinName,
      thisStore,
      otherStore,
      outerStore,
    }),
    parents: [t.nodeId, o.nodeId],
    handle: (node) =>
      new KStream({
        graph,
        nodeId: node.id,
        name: mergeName,
        keySerde: spec.keySerde,
        valueSerde: undefined,
        sourceNodes: [...new Set([...t.sourceNodes, ...o.sourceNodes])],
        repartitionRequired: false,
      }),
  })
}
