import type { FlatMapSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'
import { requireMapperResult } from './NullMapperResultError.js'

export type { FlatMapSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `flatMap`: forwards each (key, value) pair the mapper yields, in order, with the input's timestamp.
 * @category Building topologies
 * @since 0.1.0
 */
export const flatMapProcessor: ProcessorFactory<FlatMapSpec> = (spec) => {
  const mapper = spec.mapper
  return statelessProcessor((record, context) => {
    for (const pair of requireMapperResult('flatMap', mapper(record.key, record.value))) {
      context.forward(record.withKey(pair.key).withValue(pair.value))
    }
  })
}
