import type { SelectKeySpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { SelectKeySpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `selectKey` (and `groupBy` on a stream): the mapper's result (key, value) becomes the key.
 * @category Building topologies
 * @since 0.1.0
 */
export const selectKeyProcessor: ProcessorFactory<SelectKeySpec> = (spec) => {
  const mapper = spec.mapper
  return statelessProcessor((record, context) =>
    context.forward(record.withKey(mapper(record.key, record.value))),
  )
}
