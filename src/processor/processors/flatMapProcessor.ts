import type { KeyValue } from '../../core/KeyValue.js'
import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `flatMap`: forwards each (key, value) pair the mapper yields, in order, with the input's timestamp.
 * @category constructors
 * @since 0.1.0
 */
export const flatMapProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'FlatMap' }>> = (spec) => {
  const mapper = spec.mapper as (key: unknown, value: unknown) => Iterable<KeyValue<unknown, unknown>>
  return statelessProcessor((record, context) => {
    for (const pair of mapper(record.key, record.value)) {
      context.forward(record.withKey(pair.key).withValue(pair.value))
    }
  })
}
