import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `filter` / `filterNot` on a stream: forwards records whose predicate (key, value) is true (false when negated).
 * @category constructors
 * @since 0.1.0
 */
export const filterProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Filter' }>> = (spec) => {
  const predicate = spec.predicate as (key: unknown, value: unknown) => boolean
  const negate = spec.negate
  return statelessProcessor((record, context) => {
    if (predicate(record.key, record.value) !== negate) context.forward(record)
  })
}
