import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

/**
 * `split` / `branch`: forwards each record to the child of the first predicate it matches, else to the default
 * branch (the last child name, when there is one more name than predicates), else drops it.
 * @category constructors
 * @since 0.1.0
 */
export const branchProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'Branch' }>> = (spec) => {
  const predicates = spec.predicates as readonly ((key: unknown, value: unknown) => boolean)[]
  const fallback = spec.childNames.length > predicates.length ? spec.childNames[predicates.length] : undefined
  return statelessProcessor((record, context) => {
    for (let i = 0; i < predicates.length; i++) {
      if ((predicates[i] as (key: unknown, value: unknown) => boolean)(record.key, record.value)) {
        context.forward(record, spec.childNames[i])
        return
      }
    }
    if (fallback !== undefined) context.forward(record, fallback)
  })
}
