import { UnsupportedProcessorError } from '../../runtime/task/errors/UnsupportedProcessorError.js'
import type { ProcessorSpec } from '../../topology/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { streamAggregation } from './streamAggregate.js'

/**
 * One input of a non-windowed `cogroup(...).aggregate(...)`: an aggregation into the store shared by every input
 * (Kafka Streams runs one `KStreamAggregate` per input). Windowed cogroups belong to the windowed processors.
 * @category constructors
 * @since 0.1.0
 */
export const cogroupAggregate: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'CogroupAggregate' }>> = (
  spec,
  hooks,
) => {
  if (spec.windowing !== 'none') {
    throw new UnsupportedProcessorError(
      `Windowed cogroup aggregations (${spec.windowing} windows, store ${spec.storeName}) are not supported yet.`,
      spec.storeName,
      `CogroupAggregate/${spec.windowing}`,
    )
  }
  return streamAggregation({ ...spec, reduce: false, sendOldValues: false }, hooks)
}
