import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * A pass-through node (`merge`, join merges): forwards every record unchanged.
 * @category constructors
 * @since 0.1.0
 */
export const passThroughProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'PassThrough' }>> = () =>
  statelessProcessor((record, context) => context.forward(record))
