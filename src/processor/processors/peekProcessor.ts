import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `peek`: runs the action (key, value), then forwards the record unchanged.
 * @category constructors
 * @since 0.1.0
 */
export const peekProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Peek' }>> = (spec) => {
  const action = spec.action as (key: unknown, value: unknown) => void
  return statelessProcessor((record, context) => {
    action(record.key, record.value)
    context.forward(record)
  })
}
