/**
 * The offsets one consumer group committed, by partition (Kafka's `__consumer_offsets` for that group).
 * @since 0.1.0
 */
import type { TopicPartition, TopicPartitionOffset } from '../ports.js'

const partitionKey = (tp: TopicPartition): string => `${tp.topic}\u0000${tp.partition}`

/** Committed offsets of one group. */
export class CommittedOffsets {
  private readonly offsets = new Map<string, TopicPartitionOffset>()

  /** Stores offsets (after the group checked the committer's generation, or from a committed transaction). */
  store(offsets: readonly TopicPartitionOffset[]): void {
    for (const o of offsets) {
      this.offsets.set(partitionKey(o), { topic: o.topic, partition: o.partition, offset: o.offset })
    }
  }

  /** The committed offset of a partition. */
  get(partition: TopicPartition): number | undefined {
    return this.offsets.get(partitionKey(partition))?.offset
  }

  /** Every committed offset of the given topics, by topic then partition. */
  forTopics(topics: readonly string[]): TopicPartitionOffset[] {
    return [...this.offsets.values()]
      .filter((o) => topics.includes(o.topic))
      .sort((a, b) => (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : a.partition - b.partition))
  }

  /** Forgets a deleted (or recreated) topic's offsets, as Kafka does. */
  dropTopic(topic: string): void {
    for (const [key, o] of [...this.offsets]) if (o.topic === topic) this.offsets.delete(key)
  }
}
