import type { PassThroughSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { PassThroughSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * A pass-through node (`merge`, join merges): forwards every record unchanged.
 * @category Building topologies
 * @since 0.1.0
 */
export const passThroughProcessor: ProcessorFactory<PassThroughSpec> = () =>
  statelessProcessor((record, context) => context.forward(record))
