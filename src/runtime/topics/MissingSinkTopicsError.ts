import { taggedError } from '../../errors/taggedError.js'
import { missingTopicsMessage } from './requireTopics.js'

/**
 * Sink topics the topology names do not exist, so the application cannot start: its first send would fail. Create
 * them (the runtime creates only its internal repartition and changelog topics) or fix the topic names in the
 * topology. Sinks that choose their topic per record (a `TopicNameExtractor`) are not checked.
 * @example
 * e instanceof MissingSinkTopicsError && e.topics // ['word-counts']
 * @category Errors
 * @since 0.1.0
 */
export class MissingSinkTopicsError extends taggedError('MissingSinkTopics', false) {
  constructor(
    readonly topics: readonly string[],
    options?: { readonly cause?: unknown },
  ) {
    super(missingTopicsMessage('Sink', topics), options)
  }
}
