import type { LogicalGraph } from '../graph/LogicalGraph.js'
import type { LogicalNode } from '../graph/LogicalNode.js'
import type { Plan } from '../optimizer/Plan.js'
import { absurd } from '../core/absurd.js'
import { getterStores, type ProcessorSpec, type TableGetter } from '../graph/ProcessorSpec.js'
import type { StoreSpec } from '../graph/StoreSpec.js'
import type { Topology } from './Topology.js'
import { TopologyBuilder } from './TopologyBuilder.js'
import { InvalidTopologyError, NoSourceError } from '../errors/TopologyError.js'
import { validateCopartitioning } from './validateCopartitioning.js'
import { validateJoinGrace } from './validateJoinGrace.js'
import { versionedOutput, versionedUpstream } from '../graph/versionedSemantics.js'

/**
 * What lowering takes from the build config.
 * @category Building topologies
 * @since 0.1.0
 */
export interface LowerOptions {
  /** The backend of stores whose type nobody chose: LevelDB (true, the default) or memory. */
  readonly defaultStorePersistent?: boolean
}

/**
 * Lowers an optimized logical graph to a physical {@link Topology}: writes each node in build-priority order as
 * Kafka Streams' `writeToTopology` does, taking materialization, old values, getter stores, source-topic reuse and
 * self-joins from the {@link Plan} without deciding anything.
 * @throws NoSourceError when the graph has no source
 * @throws TopologyError subclasses for duplicate names and unknown stores
 * @example
 * const { graph: optimized, plan } = optimize(graph, 'none')
 * const topology = lower(optimized, plan)
 * @category Building topologies
 * @since 0.1.0
 */
export const lower = (graph: LogicalGraph, plan: Plan, options: LowerOptions = {}): Topology => {
  const order = graph.writeOrder()
  if (order.length === 0) {
    throw new NoSourceError(
      'The topology has no source: add builder.stream(...), builder.table(...) or a global table first.',
      'topology',
    )
  }
  const builder = new TopologyBuilder(options.defaultStorePersistent ?? true)
  for (const node of order) writeNode(builder, graph, plan, node)
  for (const group of graph.copartitionGroups())
    builder.copartitionSources(group.filter((n) => builder.has(n)))
  const topology = builder.build()
  validateCopartitioning(topology)
  return topology
}

const storeIfMaterialized = (plan: Plan, node: LogicalNode): StoreSpec | undefined =>
  plan.materialized.has(node.id) ? node.table?.store : undefined

const writeNode = (builder: TopologyBuilder, graph: LogicalGraph, plan: Plan, node: LogicalNode): void => {
  const parents = graph.parentsOf(node.id).map((p) => graph.node(p).name)
  const old = plan.sendOldValues.has(node.id)
  const getter = (id: number): TableGetter => getterOf(graph, plan, id)
  switch (node._tag) {
    case 'StreamSource':
      builder.addSource(node.name, node.pattern ?? node.topics ?? [], node.source)
      return
    case 'TableSource': {
      const store = storeIfMaterialized(plan, node)
      builder.addSource(node.sourceName, [node.topic], node.source)
      builder.addProcessor(
        node.name,
        { _tag: 'TableSource', storeName: store?.name, sendOldValues: old, origin: 'topic' },
        [node.sourceName],
      )
      if (store !== undefined) {
        builder.addStateStore(store, [node.name])
        if (plan.reuseSourceTopics) builder.connectSourceStoreAndTopic(store.name, node.topic)
      }
      return
    }
    case 'GlobalTable':
      builder.addGlobalStore(node.store, node.sourceName, node.topic, node.source, node.name, {
        _tag: 'TableSource',
        storeName: node.store.name,
        sendOldValues: false,
        origin: 'global',
      })
      return
    case 'GlobalStore':
      builder.addGlobalStore(node.store, node.sourceName, node.topic, node.source, node.name, {
        _tag: 'Process',
        supplier: node.supplier,
        fixedKey: false,
      })
      return
    case 'Processor':
      builder.addProcessor(node.name, processorSpec(graph, plan, node), parents)
      if (node.connectStores.length > 0)
        builder.connectProcessorAndStateStores([node.name], node.connectStores)
      for (const table of node.connectGetterOf ?? []) {
        builder.connectProcessorAndStateStores([node.name], getterStores(getter(table)))
      }
      for (const store of node.addStores) builder.addStateStore(store, [node.name])
      return
    case 'TableSourceProcessor': {
      const store = storeIfMaterialized(plan, node)
      builder.addProcessor(
        node.name,
        { _tag: 'TableSource', storeName: store?.name, sendOldValues: old, origin: 'stream' },
        parents,
      )
      if (store !== undefined) builder.addStateStore(store, [node.name])
      return
    }
    case 'TableOperation': {
      const store = storeIfMaterialized(plan, node)
      const spec: ProcessorSpec =
        node.operation._tag === 'TableFilter'
          ? {
              ...node.operation,
              storeName: store?.name,
              sendOldValues: old,
              versionedUpstream: versionedUpstream(graph, node.id),
            }
          : { ...node.operation, storeName: store?.name, sendOldValues: old }
      builder.addProcessor(node.name, spec, parents)
      if (store !== undefined) builder.addStateStore(store, [node.name])
      return
    }
    case 'StreamAggregate':
    case 'TableAggregate': {
      builder.addProcessor(node.name, { ...node.spec, sendOldValues: old }, parents)
      const store = storeIfMaterialized(plan, node)
      if (store !== undefined) builder.addStateStore(store, [node.name])
      return
    }
    case 'Repartition': {
      builder.addInternalTopic(node.topic, node.partitions)
      const serdes = { keySerde: node.keySerde, valueSerde: node.valueSerde }
      if (node.filterName !== undefined) {
        builder.addProcessor(node.filterName, { _tag: 'RepartitionFilter' }, parents)
      }
      builder.addSink(
        node.sinkName,
        node.topic,
        { ...serdes, partitioner: node.partitioner },
        node.filterName !== undefined ? [node.filterName] : parents,
      )
      builder.addSource(node.name, [node.topic], serdes)
      return
    }
    case 'StreamStreamJoin': {
      if (plan.selfJoins.has(node.id)) {
        builder.addProcessor(
          node.name,
          {
            _tag: 'StreamStreamSelfJoin',
            joiner: node.joiner,
            windows: node.windows,
            storeName: node.thisStore.name,
          },
          [node.thisWindowName],
        )
        builder.addStateStore(node.thisStore, [node.thisWindowName, node.name])
        return
      }
      const common = { joiner: node.joiner, windows: node.windows, outerStore: node.outerStore?.name }
      builder.addProcessor(
        node.thisJoinName,
        {
          _tag: 'StreamStreamJoin',
          side: 'this',
          outer: node.join !== 'inner',
          otherStore: node.otherStore.name,
          ...common,
        },
        [node.thisWindowName],
      )
      builder.addProcessor(
        node.otherJoinName,
        {
          _tag: 'StreamStreamJoin',
          side: 'other',
          outer: node.join === 'outer',
          otherStore: node.thisStore.name,
          ...common,
        },
        [node.otherWindowName],
      )
      builder.addProcessor(node.name, { _tag: 'PassThrough' }, [node.thisJoinName, node.otherJoinName])
      builder.addStateStore(node.thisStore, [node.thisWindowName, node.otherJoinName])
      builder.addStateStore(node.otherStore, [node.otherWindowName, node.thisJoinName])
      if (node.outerStore !== undefined) {
        builder.addStateStore(node.outerStore, [node.thisJoinName, node.otherJoinName])
      }
      return
    }
    case 'StreamTableJoin': {
      const tableGetter = getter(node.tableNode)
      const stores = getterStores(tableGetter)
      const buffer = node.bufferStore
      builder.addProcessor(
        node.name,
        {
          _tag: 'StreamTableJoin',
          left: node.left,
          joiner: node.joiner,
          tableGetter,
          bufferStore: buffer?.name,
        },
        parents,
      )
      builder.connectProcessorAndStateStores([node.name], stores)
      if (buffer !== undefined) {
        validateJoinGrace(
          node.name,
          buffer.retentionMs ?? 0,
          stores.map((n) => builder.storeSpec(n)),
        )
        builder.addStateStore(buffer, [node.name])
      }
      return
    }
    case 'TableTableJoin': {
      const thisGetter = getter(node.thisSide)
      const otherGetter = getter(node.otherSide)
      const common = {
        _tag: 'TableTableJoin',
        join: node.join,
        joiner: node.joiner,
        sendOldValues: old,
      } as const
      builder.addProcessor(
        node.thisName,
        { ...common, side: 'this', otherGetter, versionedUpstream: versionedOutput(graph, node.thisSide) },
        [node.thisSideName],
      )
      builder.addProcessor(
        node.otherName,
        {
          ...common,
          side: 'other',
          otherGetter: thisGetter,
          versionedUpstream: versionedOutput(graph, node.otherSide),
        },
        [node.otherSideName],
      )
      const store = storeIfMaterialized(plan, node)
      builder.addProcessor(
        node.name,
        { _tag: 'TableTableJoinMerge', storeName: store?.name, sendOldValues: old },
        [node.thisName, node.otherName],
      )
      builder.connectProcessorAndStateStores([node.thisName], getterStores(otherGetter))
      builder.connectProcessorAndStateStores([node.otherName], getterStores(thisGetter))
      if (store !== undefined) builder.addStateStore(store, [node.name])
      return
    }
    case 'Sink':
      if (node.internalTopic === true && typeof node.topic === 'string')
        builder.addInternalTopic(node.topic, undefined)
      builder.addSink(node.name, node.topic, node.sink, parents)
      return
    case 'StateStore':
      builder.addStateStore(node.store, [])
      return
    default:
      absurd(node)
  }
}

/**
 * A processor node's spec with what only the plan knows (and a suppress over a versioned table refused, as Kafka
 * Streams refuses it at build when the table inherits its versioning): whether a cogroup aggregate sends old values (Java's
 * `KTablePassThrough` enabling its parents), how a foreign-key join step reads the table it looks up, and whether a
 * table `groupBy` or foreign-key join step reads a versioned table (KIP-914's versioned semantics).
 */
const processorSpec = (
  graph: LogicalGraph,
  plan: Plan,
  node: Extract<LogicalNode, { _tag: 'Processor' }>,
): ProcessorSpec => {
  const spec = node.spec
  if (spec._tag === 'Suppress' && versionedUpstream(graph, node.id)) {
    throw new InvalidTopologyError(
      `suppress() at ${node.name}: suppress() is only supported for non-versioned KTables ` +
        '(note that version semantics might be inherited from upstream).',
      node.name,
    )
  }
  if (spec._tag === 'CogroupAggregate') {
    return { ...spec, sendOldValues: graph.childrenOf(node.id).some((c) => plan.sendOldValues.has(c)) }
  }
  if (spec._tag === 'TableSelect') return { ...spec, versionedUpstream: versionedUpstream(graph, node.id) }
  if (spec._tag === 'ForeignKeyJoin') {
    const table = node.connectGetterOf?.[0]
    const read =
      table === undefined
        ? spec
        : { ...spec, params: { ...spec.params, getter: getterOf(graph, plan, table) } }
    return { ...read, versionedUpstream: versionedUpstream(graph, node.id) }
  }
  return spec
}

/** The value getter the plan decided for a table; a table read through none is a build error naming it. */
const getterOf = (graph: LogicalGraph, plan: Plan, id: number): TableGetter => {
  const found = plan.getters.get(id)
  if (found === undefined) {
    const name = graph.node(id).name
    throw new InvalidTopologyError(
      `The table ${name} has no value to look up: it has no store and no parent table.`,
      name,
    )
  }
  return found
}
