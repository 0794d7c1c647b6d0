import type { FilterSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { FilterSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `filter` / `filterNot` on a stream: forwards records whose predicate (key, value) is true (false when negated).
 * @category Building topologies
 * @since 0.1.0
 */
export const filterProcessor: ProcessorFactory<FilterSpec> = (spec) => {
  const predicate = spec.predicate
  const negate = spec.negate
  return statelessProcessor((record, context) => {
    if (predicate(record.key, record.value) !== negate) context.forward(record)
  })
}
