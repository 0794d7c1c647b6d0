import type { RepartitionFilterSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { RepartitionFilterSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * The filter before a repartition sink: records with a null key cannot be partitioned and are dropped silently,
 * as Kafka Streams' repartition filter (`key != null`).
 * @category Building topologies
 * @since 0.1.0
 */
export const repartitionFilterProcessor: ProcessorFactory<RepartitionFilterSpec> = () =>
  statelessProcessor((record, context) => {
    if (record.key !== null && record.key !== undefined) context.forward(record)
  })
