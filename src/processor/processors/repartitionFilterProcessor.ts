import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * The filter before a repartition sink: records with a null key cannot be partitioned and are dropped silently,
 * as Kafka Streams' repartition filter (`key != null`).
 * @category constructors
 * @since 0.1.0
 */
export const repartitionFilterProcessor: ProcessorFactory<
  Extract<ProcessorSpec, { _tag: 'RepartitionFilter' }>
> = () =>
  statelessProcessor((record, context) => {
    if (record.key !== null && record.key !== undefined) context.forward(record)
  })
