import { absurd } from '../core/absurd.js'
import { JavaTreeSet, javaHashSetOrder } from './javaOrder.js'
import { diagramGraph } from './diagram/DiagramGraph.js'
import { dotOf } from './diagram/toDot.js'
import { mermaidOf } from './diagram/toMermaid.js'
import { predecessorsOf, type PhysicalNode } from './PhysicalNode.js'

/**
 * `Topology.describe()`: sub-topologies and global stores in the exact text of Kafka Streams'
 * `TopologyDescription.toString()`, so a program prints the same description in Tributary and in Java.
 * @since 0.1.0
 */

/**
 * One node of a description: its kind, name, neighbours (in the order Java prints them) and its stores or topics.
 * @category Building topologies
 * @since 0.1.0
 */
export interface NodeDescription {
  readonly kind: 'Source' | 'Processor' | 'Sink'
  readonly name: string
  readonly successors: readonly string[]
  readonly predecessors: readonly string[]
  /** Processors: connected stores, in Java's set order. */
  readonly stores: readonly string[]
  /** Sources: the topics (Java's set order) or the pattern. */
  readonly topics: readonly string[] | undefined
  readonly pattern: RegExp | undefined
  /** Sinks: the topic, or the label of the function choosing it. */
  readonly topic: string | undefined
  readonly extractor: string | undefined
}

/**
 * A sub-topology: the nodes one task runs, ordered as Java prints them.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SubtopologyDescription {
  readonly id: number
  readonly nodes: readonly NodeDescription[]
}

/**
 * A global store block: its source and update processor.
 * @category Building topologies
 * @since 0.1.0
 */
export interface GlobalStoreDescription {
  readonly id: number
  readonly source: NodeDescription
  readonly processor: NodeDescription
}

/**
 * The internal topics a description knows of, so diagrams can mark them: repartition topics by name, and each
 * logged store with its changelog topic (undecorated names, as `describe()` prints topics).
 * @category Building topologies
 * @since 0.1.0
 */
export interface DescribedInternalTopics {
  readonly repartition: readonly string[]
  readonly changelogs: readonly { readonly store: string; readonly topic: string }[]
}

const noInternalTopics: DescribedInternalTopics = { repartition: [], changelogs: [] }

const names = (list: readonly string[]): string => (list.length === 0 ? 'none' : list.join(', '))

const nodeText = (n: NodeDescription): string => {
  switch (n.kind) {
    case 'Source': {
      const topics = n.topics === undefined ? (n.pattern?.source ?? '') : `[${n.topics.join(', ')}]`
      return `Source: ${n.name} (topics: ${topics})\n      --> ${names(n.successors)}`
    }
    case 'Processor':
      return (
        `Processor: ${n.name} (stores: [${n.stores.join(', ')}])\n      --> ${names(n.successors)}` +
        `\n      <-- ${names(n.predecessors)}`
      )
    case 'Sink': {
      const target = n.topic !== undefined ? `topic: ${n.topic}` : `extractor class: ${n.extractor ?? ''}`
      return `Sink: ${n.name} (${target})\n      <-- ${names(n.predecessors)}`
    }
    default:
      return absurd(n.kind)
  }
}

/**
 * The description of a whole topology; `toString()` gives Kafka Streams' text, `toMermaid()` and `toDot()` draw it.
 * @example
 * console.log(topology.describe().toString())
 * console.log(topology.describe().toMermaid())
 * @category Building topologies
 * @since 0.1.0
 */
export class TopologyDescription {
  constructor(
    readonly subtopologies: readonly SubtopologyDescription[],
    readonly globalStores: readonly GlobalStoreDescription[],
    /** Which topics are repartition and changelog topics; not part of Java's text. */
    readonly internalTopics: DescribedInternalTopics = noInternalTopics,
  ) {}

  /**
   * A Mermaid flowchart: sub-topologies and global stores as subgraphs, topics outside them (internal ones marked),
   * stores linked to the processors that use them. Equal descriptions give equal text.
   * @example
   * writeFileSync('topology.mmd', topology.describe().toMermaid())
   */
  toMermaid(): string {
    return mermaidOf(diagramGraph(this))
  }

  /**
   * The same diagram in Graphviz DOT; `renderSvg(dot)` turns it into SVG without a system binary.
   * @example
   * const svg = await renderSvg(topology.describe().toDot())
   */
  toDot(): string {
    return dotOf(diagramGraph(this))
  }

  /** Kafka Streams' exact `TopologyDescription.toString()`. */
  toString(): string {
    const blocks = [
      ...this.subtopologies.map((s) => ({
        id: s.id,
        text: `Sub-topology: ${s.id}\n${s.nodes.map((n) => `    ${nodeText(n)}\n`).join('')}\n`,
      })),
      ...this.globalStores.map((g) => ({
        id: g.id,
        text:
          `Sub-topology: ${g.id} for global store (will not generate tasks)\n` +
          `    ${nodeText(g.source)}\n    ${nodeText(g.processor)}\n`,
      })),
    ].sort((a, b) => a.id - b.id)
    return `Topologies:\n ${blocks.map((b) => `  ${b.text}`).join('')}`
  }
}

interface Live {
  readonly node: PhysicalNode
  size: number
  readonly predecessors: JavaTreeSet<Live>
  readonly successors: JavaTreeSet<Live>
}

const compareLive = (a: Live, b: Live): number => {
  if (a === b) return 0
  if (a.size !== b.size) return b.size - a.size
  return a.node.name < b.node.name ? -1 : a.node.name > b.node.name ? 1 : 0
}

const updateSize = (node: Live, delta: number): void => {
  node.size += delta
  for (const p of node.predecessors) updateSize(p, delta)
}

const toDescription = (live: Live): NodeDescription => {
  const node = live.node
  const successors = [...live.successors].map((s) => s.node.name)
  const predecessors = [...live.predecessors].map((p) => p.node.name)
  const base = {
    name: node.name,
    successors,
    predecessors,
    stores: [],
    topics: undefined,
    pattern: undefined,
  }
  switch (node._tag) {
    case 'Source':
      return {
        ...base,
        kind: 'Source',
        topics: node.topics === undefined ? undefined : javaHashSetOrder(node.topics),
        pattern: node.pattern,
        topic: undefined,
        extractor: undefined,
      }
    case 'Processor':
      return {
        ...base,
        kind: 'Processor',
        stores: javaHashSetOrder(node.stores),
        topic: undefined,
        extractor: undefined,
      }
    case 'Sink':
      return {
        ...base,
        kind: 'Sink',
        topic: typeof node.topic === 'string' ? node.topic : undefined,
        extractor: typeof node.topic === 'string' ? undefined : node.topic.label,
      }
    default:
      return absurd(node)
  }
}

/**
 * Describes one group of nodes as Java does: nodes visited in hash order, neighbours kept in tree sets ordered by
 * sub-DAG size (descending) then name, with sizes growing as edges are added.
 * @category Building topologies
 * @since 0.1.0
 */
export const describeSubtopology = (id: number, group: readonly PhysicalNode[]): SubtopologyDescription => {
  const byName = new Map<string, Live>()
  for (const name of javaHashSetOrder(group.map((n) => n.name))) {
    const node = group.find((n) => n.name === name) as PhysicalNode
    byName.set(name, {
      node,
      size: 1,
      predecessors: new JavaTreeSet(compareLive),
      successors: new JavaTreeSet(compareLive),
    })
  }
  for (const live of byName.values()) {
    for (const predecessorName of predecessorsOf(live.node)) {
      const predecessor = byName.get(predecessorName)
      if (predecessor === undefined) continue
      live.predecessors.add(predecessor)
      predecessor.successors.add(live)
      updateSize(predecessor, live.size)
    }
  }
  const ordered = [...byName.values()].sort(compareLive)
  return { id, nodes: ordered.map(toDescription) }
}

/**
 * Describes a global store block (its source and its update processor).
 * @category Building topologies
 * @since 0.1.0
 */
export const describeGlobalStore = (
  id: number,
  source: PhysicalNode,
  processor: PhysicalNode,
  storeName: string,
  topic: string,
): GlobalStoreDescription => ({
  id,
  source: {
    kind: 'Source',
    name: source.name,
    successors: [processor.name],
    predecessors: [],
    stores: [],
    topics: [topic],
    pattern: undefined,
    topic: undefined,
    extractor: undefined,
  },
  processor: {
    kind: 'Processor',
    name: processor.name,
    successors: [],
    predecessors: [source.name],
    stores: [storeName],
    topics: undefined,
    pattern: undefined,
    topic: undefined,
    extractor: undefined,
  },
})
