import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `foreach`: runs the action (key, value); a terminal node.
 * @category constructors
 * @since 0.1.0
 */
export const foreachProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Foreach' }>> = (spec) => {
  const action = spec.action as (key: unknown, value: unknown) => void
  return statelessProcessor((record) => action(record.key, record.value))
}
