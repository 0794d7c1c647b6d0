import type { Topology } from './Topology.js'
import { CoPartitionViolationError } from '../errors/TopologyError.js'

/**
 * Checks co-partitioned topics whose partition counts are known at build time, as Kafka Streams'
 * `validateCopartition`: when every topic of a group is a repartition topic with an explicit partition count
 * (`Repartitioned.withNumberOfPartitions`), the counts must agree. Other groups are checked at run time against
 * topic metadata.
 * @throws CoPartitionViolationError naming the topics and their counts
 * @example
 * validateCopartitioning(topology)
 * @category Building topologies
 * @since 0.1.0
 */
export const validateCopartitioning = (topology: Topology): void => {
  const known = new Map(
    topology
      .internalTopics()
      .filter((t) => t.kind === 'repartition' && t.partitions !== undefined)
      .map((t) => [t.name, t.partitions as number]),
  )
  for (const group of topology.copartitionGroups()) {
    const topics = [...new Set(group)]
    if (topics.length === 0 || !topics.every((t) => known.has(t))) continue
    const counts = topics.map((t) => known.get(t) as number)
    if (counts.some((c) => c !== counts[0])) {
      const listed = topics
        .sort()
        .map((t) => `${t}=${known.get(t)}`)
        .join(', ')
      throw new CoPartitionViolationError(
        `Following topics do not have the same number of partitions: [${listed}]. Joined inputs must be ` +
          `co-partitioned: give their Repartitioned the same withNumberOfPartitions.`,
        topics[0] as string,
      )
    }
  }
}
