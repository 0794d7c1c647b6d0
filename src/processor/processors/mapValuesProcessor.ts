import type { MapValuesSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { MapValuesSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `mapValues` on a stream: the mapper (value, key) gives the new value.
 * @category Building topologies
 * @since 0.1.0
 */
export const mapValuesProcessor: ProcessorFactory<MapValuesSpec> = (spec) => {
  const mapper = spec.mapper
  return statelessProcessor((record, context) =>
    context.forward(record.withValue(mapper(record.value, record.key))),
  )
}
