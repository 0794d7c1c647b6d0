import type { ProcessSpec } from '../../graph/specs/StatelessSpecs.js'
import type { AnyProcessor, ProcessorFactory } from '../ProcessorFactory.js'
import { FixedKeyContext } from './FixedKeyContext.js'

export type { ProcessSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `process` / `processValues`: a fresh user processor from the supplier, per task. A fixed-key processor forwards
 * with the key of the record it is processing, whatever key it sets.
 * @category Building topologies
 * @since 0.1.0
 */
export const processProcessor: ProcessorFactory<ProcessSpec> = (spec) => {
  const user = spec.supplier.get()
  if (!spec.fixedKey) return user
  let context: FixedKeyContext | undefined
  const fixed: AnyProcessor = {
    init: (inner) => {
      context = new FixedKeyContext(inner)
      user.init?.(context)
    },
    process: (record) => {
      const c = context as FixedKeyContext
      c.key = record.key
      try {
        user.process(record)
      } finally {
        c.key = FixedKeyContext.NO_KEY
      }
    },
    close: () => user.close?.(),
  }
  return fixed
}
