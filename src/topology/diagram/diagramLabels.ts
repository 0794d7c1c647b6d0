import { absurd } from '../../core/absurd.js'
import type { DiagramCluster, DiagramNode } from './DiagramGraph.js'

/**
 * The words both diagram writers show, kept in one place so Mermaid and DOT read alike.
 * @since 0.1.0
 */

/**
 * The caption of a cluster: `Sub-topology 1`, or `Global store (sub-topology 0)`.
 * @example
 * clusterCaption({ id: 'sub1', subtopology: 1, global: false, nodes: [] }) // 'Sub-topology 1'
 * @category Building topologies
 * @since 0.1.0
 */
export const clusterCaption = (cluster: DiagramCluster): string =>
  cluster.global
    ? `Global store (sub-topology ${cluster.subtopology})`
    : `Sub-topology ${cluster.subtopology}`

/**
 * The lines of a node's label: a kind line where the shape alone does not say it, then the name.
 * @example
 * nodeLabelLines({ id: 't0', name: 'counts-repartition', kind: 'repartitionTopic' }) // ['counts-repartition', '(repartition topic)']
 * @category Building topologies
 * @since 0.1.0
 */
export const nodeLabelLines = (node: DiagramNode): readonly string[] => {
  switch (node.kind) {
    case 'source':
      return ['Source', node.name]
    case 'processor':
      return ['Processor', node.name]
    case 'sink':
      return ['Sink', node.name]
    case 'store':
      return ['Store', node.name]
    case 'topic':
      return [node.name]
    case 'repartitionTopic':
      return [node.name, '(repartition topic)']
    case 'changelogTopic':
      return [node.name, '(changelog topic)']
    case 'topicPattern':
      return [`/${node.name}/`, '(topic pattern)']
    case 'topicExtractor':
      return [node.name, '(topic chosen per record)']
    default:
      return absurd(node.kind)
  }
}
