import type { QuerySubtopology, QueryTopicLayout } from './QueryTopicLayout.js'

/**
 * The topic a store's keys are placed by: of its sub-topology's source topics, the one with the most
 * partitions (Kafka Streams hashes keys against it for key metadata), with that partition count (0 when none
 * is known yet). Key metadata (`queryMetadataForKey`) and unhinted key reads (`storeKeyPartitioner`) both use
 * it, so they agree on a key's partition.
 * @example
 * keyedSourceTopic(layout, subtopology) // { topic: 'words', partitions: 6 }
 * @category Interactive queries
 * @since 0.1.0
 */
export const keyedSourceTopic = (
  layout: QueryTopicLayout,
  subtopology: QuerySubtopology,
): { readonly topic: string; readonly partitions: number } => {
  let best = { topic: subtopology.sourceTopics[0] ?? '', partitions: 0 }
  for (const topic of subtopology.sourceTopics) {
    const partitions = layout.partitions.get(topic) ?? 0
    if (partitions > best.partitions) best = { topic, partitions }
  }
  return best
}
