import { absurd } from '../../core/absurd.js'
import type { DiagramEdge, DiagramGraph, DiagramNode } from './DiagramGraph.js'
import { clusterCaption, nodeLabelLines } from './diagramLabels.js'

/**
 * Writes a {@link DiagramGraph} in Graphviz's DOT language.
 * @since 0.1.0
 */

const quoted = (s: string): string => `"${s.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')}"`

const attributes = (node: DiagramNode): string => {
  switch (node.kind) {
    case 'source':
      return 'shape=box, style="rounded,filled", fillcolor="#e3f2fd", color="#1565c0"'
    case 'processor':
      return 'shape=box, style=filled, fillcolor="#ffffff", color="#424242"'
    case 'sink':
      return 'shape=box, style="rounded,filled", fillcolor="#e8f5e9", color="#2e7d32"'
    case 'store':
      return 'shape=cylinder, style=filled, fillcolor="#fff8e1", color="#f9a825"'
    case 'topic':
    case 'topicPattern':
    case 'topicExtractor':
      return 'shape=cds, style=filled, fillcolor="#f5f5f5", color="#616161"'
    case 'repartitionTopic':
      return 'shape=cds, style="filled,dashed", fillcolor="#fce4ec", color="#ad1457"'
    case 'changelogTopic':
      return 'shape=cds, style="filled,dashed", fillcolor="#ede7f6", color="#4527a0"'
    default:
      return absurd(node.kind)
  }
}

const nodeLine = (indent: string, node: DiagramNode): string =>
  `${indent}${node.id} [label=${quoted(nodeLabelLines(node).join('\n'))}, ${attributes(node)}];`

const edgeLine = (edge: DiagramEdge): string => {
  switch (edge.kind) {
    case 'flow':
      return `  ${edge.from} -> ${edge.to};`
    case 'store':
      return `  ${edge.from} -> ${edge.to} [style=dashed, dir=none];`
    case 'changelog':
      return `  ${edge.from} -> ${edge.to} [style=dashed, label="changelog"];`
    default:
      return absurd(edge.kind)
  }
}

/**
 * The DOT text of a diagram: one `cluster_` subgraph per cluster, topics outside them, store links dashed.
 * @example
 * dotOf(diagramGraph(topology.describe())).startsWith('digraph topology {') // true
 * @category Building topologies
 * @since 0.1.0
 */
export const dotOf = (graph: DiagramGraph): string => {
  const lines = [
    'digraph topology {',
    '  rankdir=TB;',
    '  graph [fontname="Helvetica", fontsize=11];',
    '  node [fontname="Helvetica", fontsize=10];',
    '  edge [fontname="Helvetica", fontsize=9];',
  ]
  for (const cluster of graph.clusters) {
    lines.push(`  subgraph cluster_${cluster.id} {`)
    lines.push(`    label=${quoted(clusterCaption(cluster))};`)
    lines.push(`    style=${cluster.global ? '"rounded,dashed"' : 'rounded'};`)
    for (const node of cluster.nodes) lines.push(nodeLine('    ', node))
    lines.push('  }')
  }
  for (const topic of graph.topics) lines.push(nodeLine('  ', topic))
  for (const edge of graph.edges) lines.push(edgeLine(edge))
  lines.push('}')
  return `${lines.join('\n')}\n`
}
