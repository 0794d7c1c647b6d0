import type { PeekSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { PeekSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `peek`: runs the action (key, value), then forwards the record unchanged.
 * @category Building topologies
 * @since 0.1.0
 */
export const peekProcessor: ProcessorFactory<PeekSpec> = (spec) => {
  const action = spec.action
  return statelessProcessor((record, context) => {
    action(record.key, record.value)
    context.forward(record)
  })
}
