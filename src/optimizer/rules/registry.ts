import type { LogicalGraph } from '../../graph/LogicalGraph.js'
import type { Plan } from '../Plan.js'
import { mergeRepartitionTopics } from './mergeRepartitionTopics.js'
import { reuseKTableSourceTopics } from './reuseKTableSourceTopics.js'
import { singleStoreSelfJoin } from './singleStoreSelfJoin.js'

/**
 * An optimization rule: rewrites the (copied) graph and returns the updated plan.
 * @category Building topologies
 * @since 0.1.0
 */
export type Rule = (graph: LogicalGraph, plan: Plan) => Plan

/**
 * The rules `topology.optimization` can name, in the order they run (Kafka Streams' order). The rule id is the
 * config value.
 * @example
 * Object.keys(rules) // ['reuse.ktable.source.topics', 'merge.repartition.topics', 'single.store.self.join']
 * @category Building topologies
 * @since 0.1.0
 */
export const rules = {
  'reuse.ktable.source.topics': reuseKTableSourceTopics,
  'merge.repartition.topics': mergeRepartitionTopics,
  'single.store.self.join': singleStoreSelfJoin,
} as const satisfies Record<string, Rule>

/**
 * The id of an optimization rule.
 * @category Building topologies
 * @since 0.1.0
 */
export type RuleId = keyof typeof rules

/**
 * Every rule id, in running order.
 * @category Building topologies
 * @since 0.1.0
 */
export const ruleIds = Object.keys(rules) as readonly RuleId[]
