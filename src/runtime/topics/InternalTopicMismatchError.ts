import { taggedError } from '../../errors/taggedError.js'

/**
 * An internal topic exists with another partition count than the topology needs (for example after the source
 * topics were repartitioned). Reset the application (delete its internal topics) or restore the source topics.
 * @example
 * e instanceof InternalTopicMismatchError && e.topic // 'app-counts-changelog'
 * @category Errors
 * @since 0.1.0
 */
export class InternalTopicMismatchError extends taggedError('InternalTopicMismatch', false) {
  constructor(
    readonly topic: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(
      `Internal topic '${topic}' has ${actual} partitions but the topology needs ${expected}. Reset the ` +
        `application (delete its internal topics, e.g. with kafka-streams-application-reset) or give the source ` +
        `topics their former partition counts.`,
    )
  }
}
