import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `flatMapValues`: forwards each value the mapper (value, key) yields, keeping key and timestamp.
 * @category constructors
 * @since 0.1.0
 */
export const flatMapValuesProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'FlatMapValues' }>> = (
  spec,
) => {
  const mapper = spec.mapper as (value: unknown, key: unknown) => Iterable<unknown>
  return statelessProcessor((record, context) => {
    for (const value of mapper(record.value, record.key)) context.forward(record.withValue(value))
  })
}
