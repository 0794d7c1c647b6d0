import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `selectKey` (and `groupBy` on a stream): the mapper's result (key, value) becomes the key.
 * @category constructors
 * @since 0.1.0
 */
export const selectKeyProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'SelectKey' }>> = (spec) => {
  const mapper = spec.mapper as (key: unknown, value: unknown) => unknown
  return statelessProcessor((record, context) =>
    context.forward(record.withKey(mapper(record.key, record.value))),
  )
}
