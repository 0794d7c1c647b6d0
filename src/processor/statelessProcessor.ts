import type { AnyProcessor } from './ProcessorFactory.js'
import type { ProcessorContext } from '../core/processorApi/ProcessorContext.js'
import type { Record } from '../core/processorApi/Record.js'

/**
 * A processor without state: `step` gets each record and the context to forward with.
 * @example
 * const passThrough = statelessProcessor((record, context) => context.forward(record))
 * @category Building topologies
 * @since 0.1.0
 */
export const statelessProcessor = (
  step: (record: Record<unknown, unknown>, context: ProcessorContext<unknown, unknown>) => void,
): AnyProcessor => {
  let context: ProcessorContext<unknown, unknown> | undefined
  return {
    init: (c) => {
      context = c
    },
    process: (record) => step(record, context as ProcessorContext<unknown, unknown>),
  }
}
