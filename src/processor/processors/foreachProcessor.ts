import type { ForeachSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { ForeachSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `foreach`: runs the action (key, value); a terminal node.
 * @category Building topologies
 * @since 0.1.0
 */
export const foreachProcessor: ProcessorFactory<ForeachSpec> = (spec) => {
  const action = spec.action
  return statelessProcessor((record) => action(record.key, record.value))
}
