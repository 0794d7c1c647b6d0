import type { FlatMapValuesSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'
import { requireMapperResult } from './NullMapperResultError.js'

export type { FlatMapValuesSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `flatMapValues`: forwards each value the mapper (value, key) yields, keeping key and timestamp.
 * @category Building topologies
 * @since 0.1.0
 */
export const flatMapValuesProcessor: ProcessorFactory<FlatMapValuesSpec> = (spec) => {
  const mapper = spec.mapper
  return statelessProcessor((record, context) => {
    for (const value of requireMapperResult('flatMapValues', mapper(record.value, record.key))) {
      context.forward(record.withValue(value))
    }
  })
}
