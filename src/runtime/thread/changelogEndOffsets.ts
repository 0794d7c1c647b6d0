import type {
  AdminPort,
  ConsumerIsolationLevel,
  TopicPartition,
  TopicPartitionOffset,
} from '../../kafka/ports.js'

/**
 * How the group leader reads the end offsets of changelog partitions while it assigns (Java's
 * `StreamsPartitionAssignor#populateClientStatesMap`): `listOffsets` for changelog topics (the last stable offset
 * under `read_committed`), the group's committed offsets for source topics that stores restore from, as their
 * restore stops there. `admin` is connected; a partition without a committed offset is left out.
 * @example
 * const read = changelogEndOffsets(admin, 'app', 'read_uncommitted', new Set(['input']))
 * await read([{ topic: 'app-counts-changelog', partition: 0 }]) // [{ topic, partition: 0, offset: 42 }]
 * @category Running
 * @since 0.1.0
 */
export const changelogEndOffsets =
  (
    admin: AdminPort,
    groupId: string,
    isolation: ConsumerIsolationLevel,
    sourceTopics: ReadonlySet<string>,
  ): ((partitions: readonly TopicPartition[]) => Promise<TopicPartitionOffset[]>) =>
  async (partitions) => {
    const topics = [...new Set(partitions.map((p) => p.topic))]
    const restored = topics.filter((t) => sourceTopics.has(t))
    const [committed, ...latest] = await Promise.all([
      restored.length === 0 ? Promise.resolve([]) : admin.fetchCommittedOffsets(groupId, restored),
      ...topics
        .filter((t) => !sourceTopics.has(t))
        .map(async (topic) =>
          (await admin.listOffsets(topic, isolation)).map((o) => ({
            topic,
            partition: o.partition,
            offset: o.latest,
          })),
        ),
    ])
    const wanted = new Set(partitions.map((p) => `${p.topic}\u0000${p.partition}`))
    return [...(committed ?? []), ...latest.flat()].filter((o) =>
      wanted.has(`${o.topic}\u0000${o.partition}`),
    )
  }
