import type { KeyValue } from '../../core/KeyValue.js'
import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `map`: replaces key and value by the mapper's (key, value) pair.
 * @category constructors
 * @since 0.1.0
 */
export const mapProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Map' }>> = (spec) => {
  const mapper = spec.mapper as (key: unknown, value: unknown) => KeyValue<unknown, unknown>
  return statelessProcessor((record, context) => {
    const pair = mapper(record.key, record.value)
    context.forward(record.withKey(pair.key).withValue(pair.value))
  })
}
