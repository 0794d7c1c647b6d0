import { absurd } from '../../core/absurd.js'
import type { DiagramEdge, DiagramGraph, DiagramNode } from './DiagramGraph.js'
import { clusterCaption, nodeLabelLines } from './diagramLabels.js'

/**
 * Writes a {@link DiagramGraph} as a Mermaid flowchart.
 * @since 0.1.0
 */

const text = (s: string): string => `"${s.replace(/[#"<>]/g, (c) => `#${c.charCodeAt(0)};`)}"`

const label = (node: DiagramNode): string => text(nodeLabelLines(node).join('\n')).replace(/\n/g, '<br/>')

const shape = (node: DiagramNode): string => {
  const l = label(node)
  switch (node.kind) {
    case 'source':
    case 'sink':
      return `([${l}])`
    case 'processor':
      return `[${l}]`
    case 'store':
      return `[(${l})]`
    case 'topic':
    case 'repartitionTopic':
    case 'changelogTopic':
    case 'topicPattern':
    case 'topicExtractor':
      return `[/${l}/]`
    default:
      return absurd(node.kind)
  }
}

const nodeLine = (indent: string, node: DiagramNode): string =>
  `${indent}${node.id}${shape(node)}:::${node.kind}`

const edgeLine = (edge: DiagramEdge): string => {
  switch (edge.kind) {
    case 'flow':
      return `  ${edge.from} --> ${edge.to}`
    case 'store':
      return `  ${edge.from} -.- ${edge.to}`
    case 'changelog':
      return `  ${edge.from} -. changelog .-> ${edge.to}`
    default:
      return absurd(edge.kind)
  }
}

const classes = [
  'classDef source fill:#e3f2fd,stroke:#1565c0',
  'classDef processor fill:#ffffff,stroke:#424242',
  'classDef sink fill:#e8f5e9,stroke:#2e7d32',
  'classDef store fill:#fff8e1,stroke:#f9a825',
  'classDef topic fill:#f5f5f5,stroke:#616161',
  'classDef repartitionTopic fill:#fce4ec,stroke:#ad1457,stroke-dasharray:4 2',
  'classDef changelogTopic fill:#ede7f6,stroke:#4527a0,stroke-dasharray:4 2',
  'classDef topicPattern fill:#f5f5f5,stroke:#616161',
  'classDef topicExtractor fill:#f5f5f5,stroke:#616161',
]

/**
 * The Mermaid text of a diagram: one `subgraph` per cluster, topics outside them, store links dotted.
 * @example
 * mermaidOf(diagramGraph(topology.describe())).startsWith('flowchart TB') // true
 * @category Building topologies
 * @since 0.1.0
 */
export const mermaidOf = (graph: DiagramGraph): string => {
  const lines = ['flowchart TB']
  for (const cluster of graph.clusters) {
    lines.push(`  subgraph ${cluster.id}[${text(clusterCaption(cluster))}]`)
    for (const node of cluster.nodes) lines.push(nodeLine('    ', node))
    lines.push('  end')
  }
  for (const topic of graph.topics) lines.push(nodeLine('  ', topic))
  for (const edge of graph.edges) lines.push(edgeLine(edge))
  for (const c of classes) lines.push(`  ${c}`)
  return `${lines.join('\n')}\n`
}
