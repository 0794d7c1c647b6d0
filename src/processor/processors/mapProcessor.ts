import type { MapSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'
import { requireMapperResult } from './NullMapperResultError.js'

export type { MapSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `map`: replaces key and value by the mapper's (key, value) pair.
 * @category Building topologies
 * @since 0.1.0
 */
export const mapProcessor: ProcessorFactory<MapSpec> = (spec) => {
  const mapper = spec.mapper
  return statelessProcessor((record, context) => {
    const pair = requireMapperResult('map', mapper(record.key, record.value))
    context.forward(record.withKey(pair.key).withValue(pair.value))
  })
}
