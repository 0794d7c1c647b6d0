import { absurd } from '../../core/absurd.js'
import type { NodeDescription, TopologyDescription } from '../TopologyDescription.js'

/**
 * The picture of a topology before it is written as Mermaid or DOT: clusters (one per sub-topology and one per global
 * store) holding processor and store nodes, topic nodes outside every cluster, and typed edges. Both writers read
 * this one model, so the two diagrams always show the same graph.
 * @since 0.1.0
 */

/**
 * What a diagram node stands for; topics are split by role so writers can mark internal ones.
 * @category Building topologies
 * @since 0.1.0
 */
export type DiagramNodeKind =
  | 'source'
  | 'processor'
  | 'sink'
  | 'store'
  | 'topic'
  | 'repartitionTopic'
  | 'changelogTopic'
  | 'topicPattern'
  | 'topicExtractor'

/**
 * One node: a short id that is safe in every diagram language, the name it shows, and its kind.
 * @category Building topologies
 * @since 0.1.0
 */
export interface DiagramNode {
  readonly id: string
  readonly name: string
  readonly kind: DiagramNodeKind
}

/**
 * `flow`: records move along it; `store`: a processor uses a store; `changelog`: a store is backed up to a topic.
 * @category Building topologies
 * @since 0.1.0
 */
export interface DiagramEdge {
  readonly from: string
  readonly to: string
  readonly kind: 'flow' | 'store' | 'changelog'
}

/**
 * A sub-topology (tasks run it) or a global store block (every instance runs it, no tasks).
 * @category Building topologies
 * @since 0.1.0
 */
export interface DiagramCluster {
  readonly id: string
  readonly subtopology: number
  readonly global: boolean
  readonly nodes: readonly DiagramNode[]
}

/**
 * The whole picture, in a fixed order: clusters by sub-topology id, nodes and edges as the description lists them,
 * topics in order of first use.
 * @category Building topologies
 * @since 0.1.0
 */
export interface DiagramGraph {
  readonly clusters: readonly DiagramCluster[]
  readonly topics: readonly DiagramNode[]
  readonly edges: readonly DiagramEdge[]
}

const nodeKind = (node: NodeDescription): DiagramNodeKind => {
  switch (node.kind) {
    case 'Source':
      return 'source'
    case 'Processor':
      return 'processor'
    case 'Sink':
      return 'sink'
    default:
      return absurd(node.kind)
  }
}

/** Hands out ids per prefix in order of first request, so equal descriptions get equal ids. */
class Ids {
  private readonly byKey = new Map<string, string>()
  private readonly counts = new Map<string, number>()

  get(prefix: string, name: string): { readonly id: string; readonly fresh: boolean } {
    const key = `${prefix}\u0000${name}`
    const known = this.byKey.get(key)
    if (known !== undefined) return { id: known, fresh: false }
    const n = this.counts.get(prefix) ?? 0
    this.counts.set(prefix, n + 1)
    const id = `${prefix}${n}`
    this.byKey.set(key, id)
    return { id, fresh: true }
  }
}

/**
 * Builds the diagram model of a description.
 * @example
 * const graph = diagramGraph(topology.describe())
 * graph.clusters.length // one per sub-topology and per global store
 * @category Building topologies
 * @since 0.1.0
 */
export const diagramGraph = (description: TopologyDescription): DiagramGraph => {
  const ids = new Ids()
  const topics: DiagramNode[] = []
  const edges: DiagramEdge[] = []
  const repartition = new Set(description.internalTopics.repartition)
  const changelogOf = new Map(description.internalTopics.changelogs.map((c) => [c.store, c.topic]))

  const topic = (name: string, kind: DiagramNodeKind): string => {
    const { id, fresh } = ids.get('t', `${kind}\u0000${name}`)
    if (fresh) topics.push({ id, name, kind })
    return id
  }
  const namedTopic = (name: string): string =>
    topic(name, repartition.has(name) ? 'repartitionTopic' : 'topic')
  const processor = (name: string): string => ids.get('p', name).id

  const cluster = (
    subtopology: number,
    global: boolean,
    nodes: readonly NodeDescription[],
  ): DiagramCluster => {
    const members: DiagramNode[] = []
    for (const node of nodes) {
      const id = processor(node.name)
      members.push({ id, name: node.name, kind: nodeKind(node) })
      if (node.kind === 'Source') {
        const from =
          node.topics !== undefined
            ? node.topics.map(namedTopic)
            : [topic(node.pattern?.source ?? '', 'topicPattern')]
        for (const t of from) edges.push({ from: t, to: id, kind: 'flow' })
      }
      for (const successor of node.successors)
        edges.push({ from: id, to: processor(successor), kind: 'flow' })
      if (node.kind === 'Sink') {
        const to =
          node.topic !== undefined ? namedTopic(node.topic) : topic(node.extractor ?? '', 'topicExtractor')
        edges.push({ from: id, to, kind: 'flow' })
      }
      for (const store of node.stores) {
        const { id: storeId, fresh } = ids.get('s', store)
        if (fresh) {
          members.push({ id: storeId, name: store, kind: 'store' })
          const changelog = changelogOf.get(store)
          if (changelog !== undefined)
            edges.push({ from: storeId, to: topic(changelog, 'changelogTopic'), kind: 'changelog' })
        }
        edges.push({ from: id, to: storeId, kind: 'store' })
      }
    }
    return { id: `${global ? 'global' : 'sub'}${subtopology}`, subtopology, global, nodes: members }
  }

  const blocks = [
    ...description.subtopologies.map((s) => ({ id: s.id, build: () => cluster(s.id, false, s.nodes) })),
    ...description.globalStores.map((g) => ({
      id: g.id,
      build: () => cluster(g.id, true, [g.source, g.processor]),
    })),
  ].sort((a, b) => a.id - b.id)
  return { clusters: blocks.map((b) => b.build()), topics, edges }
}
