import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `mapValues` on a stream: the mapper (value, key) gives the new value.
 * @category constructors
 * @since 0.1.0
 */
export const mapValuesProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'MapValues' }>> = (spec) => {
  const mapper = spec.mapper as (value: unknown, key: unknown) => unknown
  return statelessProcessor((record, context) =>
    context.forward(record.withValue(mapper(record.value, record.key))),
  )
}
