import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode } from '../../graph/LogicalNode.js'
import { InvalidTopologyError } from '../../errors/TopologyError.js'
import { operate } from '../internal/operate.js'
import { KTable } from '../KTable.js'
import { Suppressed } from '../options/Suppressed.js'
import type { UnaryFunction } from '../Pipeable.js'
import { processorNode } from '../internal/processorNode.js'
import { outputVersioned } from '../../graph/versionedSemantics.js'

interface GraceWindows {
  readonly _tag: string
  gracePeriodMs(): number
  inactivityGap?: () => number
}

const graceOf = (windowing: string, windows: unknown): number => {
  const w = windows as GraceWindows
  return windowing === 'session' && w.inactivityGap !== undefined
    ? w.gracePeriodMs() + w.inactivityGap()
    : w.gracePeriodMs()
}

const ownGrace = (node: LogicalNode): number | undefined => {
  if (node._tag === 'StreamAggregate' && node.spec._tag === 'WindowedAggregate') {
    return graceOf(node.spec.windowing, node.spec.windows)
  }
  if (node._tag === 'Processor' && node.spec._tag === 'CogroupAggregate' && node.spec.windowing !== 'none') {
    return graceOf(node.spec.windowing, node.spec.windows)
  }
  return undefined
}

/**
 * How long after a window's end its result can still change: the grace period of the windowed aggregation
 * upstream of `id` (grace plus inactivity gap for sessions; the smallest one when several feed it), as Kafka
 * Streams' `GraphGraceSearchUtil`. `suppress(untilWindowCloses)` waits that long.
 * @throws InvalidTopologyError when no windowed aggregation is upstream
 */
const windowGrace = (graph: LogicalGraph, id: number, suppressName: string): number => {
  const search = (nodeId: number): number | undefined => {
    const node = graph.node(nodeId)
    const own = ownGrace(node)
    if (own !== undefined) return own
    const found = graph
      .parentsOf(nodeId)
      .map(search)
      .filter((g): g is number => g !== undefined)
    return found.length === 0 ? undefined : Math.min(...found)
  }
  const grace = search(id)
  if (grace === undefined) {
    throw new InvalidTopologyError(
      `suppress(untilWindowCloses) at ${suppressName} needs a windowed aggregation upstream: window close time is only defined for windowed computations.`,
      suppressName,
    )
  }
  return grace
}

/**
 * Holds back a table's updates: until a time limit passes per key (`untilTimeLimit`), or until each window closes
 * (`untilWindowCloses`, for windowed aggregations: one final result per window). Buffers in an in-memory store
 * (`<name>-store`, changelogged unless the buffer config turns logging off).
 * @example
 * counts.pipe(suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded())), toStream(), to('final'))
 * @category Operators
 * @since 0.1.0
 */
export const suppress =
  <K, V>(suppressed: Suppressed): UnaryFunction<KTable<K, V>, KTable<K, V>> =>
  (source) => {
    const s = source.state
    const spec = Suppressed.from(suppressed)
    const names = s.graph.names
    const name = spec.name ?? names.newProcessorName('KTABLE-SUPPRESS-')
    const storeName = spec.name === undefined ? names.newStoreName('KTABLE-SUPPRESS-') : `${spec.name}-store`
    // Kafka's eager check, where the parent decides its own versioning; an inherited one is refused at build
    if (outputVersioned(s.graph, s.nodeId) === true) {
      throw new InvalidTopologyError(
        `suppress() at ${name}: suppress() is only supported for non-versioned KTables.`,
        name,
      )
    }
    const graceMs = spec._tag === 'UntilWindowCloses' ? windowGrace(s.graph, s.nodeId, name) : 0
    const store = {
      name: storeName,
      kind: 'timeOrderedBuffer' as const,
      persistent: false,
      // the table's key serde, as Kafka Streams' buffer: a windowed table's writes the window as Java does
      keySerde: s.keySerde,
      valueSerde: s.valueSerde,
      logging: { enabled: spec.bufferConfig.loggingEnabled, config: spec.bufferConfig.topicConfig },
      caching: false,
    }
    return operate(s.graph, {
      name,
      node: processorNode(
        { _tag: 'Suppress', storeName, suppressed: spec, graceMs },
        {
          addStores: [store],
          forcesOldValuesOf: [s.nodeId],
          table: { role: 'suppress', given: true, queryable: false, store },
        },
      ),
      parents: [s.nodeId],
      handle: (node) =>
        new KTable<K, V>({
          ...s,
          nodeId: node.id,
          name,
          sourceNodes: [s.name],
          queryableStoreName: undefined,
        }),
    })
  }
