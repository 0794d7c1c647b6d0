import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { Plan } from '../Plan.js'

/**
 * `reuse.ktable.source.topics`: every materialized KTable source uses its input topic as the changelog of its
 * store (no `-changelog` topic is created and restoration reads the source topic). The topic must be compacted
 * and its serdes symmetric, as in Kafka Streams.
 * @example
 * const next = reuseKTableSourceTopics(graph, plan) // next.reuseSourceTopics === true
 * @category Building topologies
 * @since 0.1.0
 */
export const reuseKTableSourceTopics = (_graph: LogicalGraph, plan: Plan): Plan => ({
  ...plan,
  reuseSourceTopics: true,
})
