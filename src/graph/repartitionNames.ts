import type { NameProvider } from './NameProvider.js'

/** Kafka Streams' repartition topic suffix. */
const SUFFIX = '-repartition'

/** A generated (not user-given) prefix, as Java recognises it. */
const GENERATED = /^KSTREAM.*-[0-9]{10}$/

/**
 * The names of a repartition step (sink, filter, source and topic), as Kafka Streams'
 * `createRepartitionedSource`: three indices are always burned; when the prefix is a user's name the processors
 * are named after the topic (`<topic>-sink`, `<topic>-filter`, `<topic>-source`).
 * @example
 * repartitionNames(names, 'counts-store') // { topic: 'counts-store-repartition', sinkName: 'counts-store-repartition-sink', ... }
 * @category Building topologies
 * @since 0.1.0
 */
export const repartitionNames = (
  names: NameProvider,
  prefix: string,
): { topic: string; sinkName: string; filterName: string; sourceName: string } => {
  const topic = prefix.endsWith(SUFFIX) ? prefix : `${prefix}${SUFFIX}`
  const sinkName = names.newProcessorName('KSTREAM-SINK-')
  const filterName = names.newProcessorName('KSTREAM-FILTER-')
  const sourceName = names.newProcessorName('KSTREAM-SOURCE-')
  return GENERATED.test(prefix)
    ? { topic, sinkName, filterName, sourceName }
    : { topic, sinkName: `${topic}-sink`, filterName: `${topic}-filter`, sourceName: `${topic}-source` }
}
