import type { TopicPartitionOffset } from '../../kafka/ports.js'

/** One input partition of a task: records queued since its queues last drained, the next offset to commit. */
interface InputPartition {
  readonly topic: string
  readonly partition: number
  queued: number
  /** The offset after the last record processed since the last commit; -1 when none was. */
  next: number
}

/**
 * The bookkeeping of a task's input partitions between two commits: how many records each has queued (for
 * `buffered.records.per.partition`) and the offsets to commit for the records processed. Entries are made once
 * per partition and updated in place: processing a record allocates nothing here.
 * @example
 * const inputs = new InputPartitions()
 * if (inputs.admit('in', 0, 1000)) queue(record)
 * inputs.processed('in', 0, record.offset)
 * consumer.commitOffsets(inputs.committable())
 * @category Running
 * @since 0.1.0
 */
export class InputPartitions {
  private readonly byTopic = new Map<string, Map<number, InputPartition>>()

  /** Counts one more queued record of a partition; false (and not counted) when `bound` are queued already. */
  admit(topic: string, partition: number, bound: number): boolean {
    const p = this.entry(topic, partition)
    if (p.queued >= bound) return false
    p.queued++
    return true
  }

  /** The queues drained: every partition has room again. */
  drained(): void {
    for (const partitions of this.byTopic.values()) for (const p of partitions.values()) p.queued = 0
  }

  /** A record of a partition was processed. */
  processed(topic: string, partition: number, offset: number): void {
    this.entry(topic, partition).next = offset + 1
  }

  /** The offsets to commit: the partitions with records processed since the last commit. */
  committable(): TopicPartitionOffset[] {
    const out: TopicPartitionOffset[] = []
    for (const partitions of this.byTopic.values())
      for (const p of partitions.values())
        if (p.next >= 0) out.push({ topic: p.topic, partition: p.partition, offset: p.next })
    return out
  }

  /** The offsets were committed (or dropped by a dirty close). */
  committed(): void {
    for (const partitions of this.byTopic.values()) for (const p of partitions.values()) p.next = -1
  }

  private entry(topic: string, partition: number): InputPartition {
    let partitions = this.byTopic.get(topic)
    if (partitions === undefined) {
      partitions = new Map()
      this.byTopic.set(topic, partitions)
    }
    let p = partitions.get(partition)
    if (p === undefined) {
      p = { topic, partition, queued: 0, next: -1 }
      partitions.set(partition, p)
    }
    return p
  }
}
