import { InvalidOptimizationConfigError } from '../errors/TopologyError.js'
import { ruleIds, type RuleId } from './rules/registry.js'

/**
 * The value of `topology.optimization`: `'all'`, `'none'`, one rule id, a comma-separated list of rule ids, or an
 * array of rule ids.
 * @category Building topologies
 * @since 0.1.0
 */
export type OptimizationConfig = 'all' | 'none' | RuleId | (string & {}) | readonly RuleId[]

const isRuleId = (value: string): value is RuleId => (ruleIds as readonly string[]).includes(value)

/**
 * Expands `topology.optimization` to the set of rules to run, rejecting unknown values and mixes of `all` or
 * `none` with anything else, as Kafka Streams' `verifyTopologyOptimizationConfigs` does.
 * @throws InvalidOptimizationConfigError naming the bad value
 * @example
 * optimizationRules('all') // Set { 'reuse.ktable.source.topics', 'merge.repartition.topics', 'single.store.self.join' }
 * optimizationRules('merge.repartition.topics,single.store.self.join')
 * @category Building topologies
 * @since 0.1.0
 */
export const optimizationRules = (config: OptimizationConfig | undefined): ReadonlySet<RuleId> => {
  if (config === undefined) return new Set()
  const values =
    typeof config === 'string' ? config.split(',').map((v) => v.trim()) : config.map((v: string) => v.trim())
  if (values.length === 1 && values[0] === 'none') return new Set()
  if (values.length === 1 && values[0] === 'all') return new Set(ruleIds)
  for (const value of values) {
    if (value === 'all' || value === 'none') {
      throw new InvalidOptimizationConfigError(
        `topology.optimization "${values.join(',')}" is not a valid optimization config: ` +
          `'${value}' cannot be combined with other values. Use 'all', 'none', or a list of ${ruleIds.join(', ')}.`,
        'topology.optimization',
      )
    }
    if (!isRuleId(value)) {
      throw new InvalidOptimizationConfigError(
        `topology.optimization: unrecognized value '${value}'. Use 'all', 'none', or a list of ${ruleIds.join(', ')}.`,
        'topology.optimization',
      )
    }
  }
  return new Set(values as RuleId[])
}
