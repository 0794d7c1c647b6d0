import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { LogicalNode } from '../../graph/LogicalNode.js'
import { InvalidTopologyError } from '../../errors/TopologyError.js'

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
 * @category destructors
 * @since 0.1.0
 */
export const windowGrace = (graph: LogicalGraph, id: number, suppressName: string): number => {
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
