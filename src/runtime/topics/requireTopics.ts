/**
 * Throws the error `missing` builds from the topics of `wanted` that are not in `existing` (sorted, each once);
 * does nothing when all exist. The one rule `start()` checks source and sink topics with.
 * @example
 * requireTopics(new Set(['in']), ['in', 'out'], (topics) => new MissingSinkTopicsError(topics)) // throws for ['out']
 * @category Running
 * @since 0.1.0
 */
export const requireTopics = (
  existing: ReadonlySet<string>,
  wanted: Iterable<string>,
  missing: (topics: readonly string[]) => Error,
): void => {
  const absent = [...new Set(wanted)].filter((t) => !existing.has(t)).sort()
  if (absent.length > 0) throw missing(absent)
}

/**
 * The message of a missing-topics error: which topics, and that the application creates only its internal ones.
 * @example
 * missingTopicsMessage('Sink', ['out']) // "Sink topics missing: 'out'. Create them before starting ..."
 * @category Running
 * @since 0.1.0
 */
export const missingTopicsMessage = (kind: 'Source' | 'Sink', topics: readonly string[]): string =>
  `${kind} topics missing: ${topics.map((t) => `'${t}'`).join(', ')}. Create them before starting the ` +
  `application (Kafka Streams creates only its internal repartition and changelog topics).`
