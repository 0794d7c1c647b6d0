import type { BranchSpec } from '../../graph/specs/StatelessSpecs.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { statelessProcessor } from '../statelessProcessor.js'

export type { BranchSpec } from '../../graph/specs/StatelessSpecs.js'

/**
 * `split` / `branch`: forwards each record to the child of the first predicate it matches, else to the default
 * branch (the last child name, when there is one more name than predicates), else drops it.
 * @category Building topologies
 * @since 0.1.0
 */
export const branchProcessor: ProcessorFactory<BranchSpec> = (spec) => {
  const predicates = spec.predicates
  const fallback = spec.childNames.length > predicates.length ? spec.childNames[predicates.length] : undefined
  return statelessProcessor((record, context) => {
    for (const [i, predicate] of predicates.entries()) {
      if (predicate(record.key, record.value)) {
        context.forward(record, spec.childNames[i])
        return
      }
    }
    if (fallback !== undefined) context.forward(record, fallback)
  })
}
