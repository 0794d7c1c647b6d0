import type { CogroupAggregateSpec } from '../../graph/specs/AggregateSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { streamAggregation } from './streamAggregateProcessor.js'
import { windowedAggregation } from './windowedAggregateProcessor.js'

export type { CogroupAggregateSpec } from '../../graph/specs/AggregateSpecs.js'

/**
 * One input of a `cogroup(...).aggregate(...)`: an aggregation into the store shared by every input, as Kafka
 * Streams runs one `KStreamAggregate` (or windowed aggregate, emitting every update) per input.
 * @category Building topologies
 * @since 0.1.0
 */
export const cogroupAggregateProcessor: ProcessorFactory<CogroupAggregateSpec> = (spec, hooks) => {
  const common = { ...spec, reduce: false, emitOnWindowClose: false }
  return spec.windowing === 'none'
    ? streamAggregation(common, hooks)
    : windowedAggregation(spec.windowing, common, hooks)
}
