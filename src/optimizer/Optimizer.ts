import type { LogicalGraph } from '../graph/LogicalGraph.js'
import { mergeDuplicateSources } from './mergeDuplicateSources.js'
import { optimizationRules, type OptimizationConfig } from './optimizationConfig.js'
import type { Plan } from './Plan.js'
import { materialization } from './rules/materialization.js'
import { ruleIds, rules } from './rules/registry.js'

/**
 * Runs the passes in their fixed order on a copy of the graph: merge duplicate sources, the materialization pass
 * (always), then each enabled rule of `topology.optimization` in registry order.
 * @throws InvalidOptimizationConfigError for an invalid `topology.optimization`
 * @example
 * const { graph: optimized, plan } = optimize(graph, 'all')
 * @category Building topologies
 * @since 0.1.0
 */
export const optimize = (
  graph: LogicalGraph,
  config: OptimizationConfig | undefined,
): { readonly graph: LogicalGraph; readonly plan: Plan } => {
  const enabled = optimizationRules(config)
  const copy = graph.copy()
  mergeDuplicateSources(copy)
  let plan = materialization(copy)
  for (const id of ruleIds) {
    if (enabled.has(id)) plan = rules[id](copy, plan)
  }
  return { graph: copy, plan }
}
