import { taggedError } from '../../errors/taggedError.js'
import { missingTopicsMessage } from './requireTopics.js'

/**
 * Source topics of the topology do not exist, so the application cannot start. Create them (the runtime creates
 * only its internal repartition and changelog topics) or fix the topic names in the topology.
 * @example
 * e instanceof MissingSourceTopicsError && e.topics // ['text-lines']
 * @category Errors
 * @since 0.1.0
 */
export class MissingSourceTopicsError extends taggedError('MissingSourceTopics', false) {
  constructor(
    readonly topics: readonly string[],
    options?: { readonly cause?: unknown },
  ) {
    super(missingTopicsMessage('Source', topics), options)
  }
}
