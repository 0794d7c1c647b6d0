import type { AnyProcessor } from '../../ProcessorFactory.js'
import type { ProcessorContext } from '../../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../../core/processorApi/Record.js'

/**
 * A processor that opens one resource (a store, a value getter) in `init` and uses it with its context for
 * every record.
 * @example
 * initialized((c) => c.getStateStore<KeyValueStore<string, number>>('s'), (record, c, store) => c.forward(record))
 * @category Building topologies
 * @since 0.1.0
 */
export const initialized = <T>(
  open: (context: ProcessorContext<unknown, unknown>) => T,
  step: (record: Record<unknown, unknown>, context: ProcessorContext<unknown, unknown>, resource: T) => void,
): AnyProcessor => {
  let context: ProcessorContext<unknown, unknown> | undefined
  let resource: T | undefined
  return {
    init: (c) => {
      context = c
      resource = open(c)
    },
    process: (record) => step(record, context as ProcessorContext<unknown, unknown>, resource as T),
  }
}
