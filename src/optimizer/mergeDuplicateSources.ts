import type { LogicalGraph } from '../graph/LogicalGraph.js'
import type { AutoOffsetReset } from '../core/AutoOffsetReset.js'
import { ConflictingOffsetResetError, OverlappingSourceTopicsError } from '../errors/TopologyError.js'

const describeReset = (reset: AutoOffsetReset | undefined): string =>
  reset === undefined
    ? 'none set'
    : reset._tag === 'ByDuration'
      ? `byDuration(${reset.durationMs})`
      : reset._tag

const sameReset = (a: AutoOffsetReset | undefined, b: AutoOffsetReset | undefined): boolean =>
  describeReset(a) === describeReset(b)

/**
 * Merges stream sources that read exactly the same topics (or the same pattern) into the first of them, as Kafka
 * Streams does before optimizing, so `builder.stream('a')` twice reads `a` once.
 * @throws OverlappingSourceTopicsError when two sources share some topics but not all
 * @throws ConflictingOffsetResetError when merged sources ask for different `auto.offset.reset` policies
 * @example
 * mergeDuplicateSources(graph)
 * @category Building topologies
 * @since 0.1.0
 */
export const mergeDuplicateSources = (graph: LogicalGraph): void => {
  const byTopic = new Map<string, number>()
  const byPattern = new Map<string, number>()
  for (const id of [...graph.rootIds()]) {
    const node = graph.node(id)
    if (node._tag !== 'StreamSource') continue
    const moveInto = (main: number): void => {
      const mainNode = graph.node(main)
      const mainReset = mainNode._tag === 'StreamSource' ? mainNode.source.offsetReset : undefined
      if (!sameReset(mainReset, node.source.offsetReset)) {
        throw new ConflictingOffsetResetError(
          `Sources ${mainNode.name} and ${node.name} read the same topics but with different offset reset ` +
            `policies (${describeReset(mainReset)} and ${describeReset(node.source.offsetReset)}): give both ` +
            `the same Consumed.withOffsetResetPolicy, or read the topics once and share the stream.`,
          node.name,
        )
      }
      for (const child of [...graph.childrenOf(id)]) {
        graph.removeEdge(id, child)
        graph.addEdge(main, child)
      }
      graph.removeRoot(id)
    }
    if (node.pattern !== undefined) {
      const key = `${node.pattern.source}/${node.pattern.flags}`
      const main = byPattern.get(key)
      if (main === undefined) byPattern.set(key, id)
      else moveInto(main)
      continue
    }
    const topics = node.topics ?? []
    for (const topic of topics) {
      const main = byTopic.get(topic)
      if (main === undefined) {
        byTopic.set(topic, id)
        continue
      }
      const mainNode = graph.node(main)
      const mainTopics = mainNode._tag === 'StreamSource' ? (mainNode.topics ?? []) : []
      const same = mainTopics.length === topics.length && mainTopics.every((t) => topics.includes(t))
      if (!same) {
        throw new OverlappingSourceTopicsError(
          `Two source nodes are subscribed to overlapping but not equal input topics: ${mainNode.name} ` +
            `[${mainTopics.join(', ')}] and ${node.name} [${topics.join(', ')}]. Read each topic set once.`,
          node.name,
        )
      }
      moveInto(main)
      break
    }
  }
}
