import type { QueuedRecord } from './QueuedRecord.js'

interface Queue {
  readonly items: QueuedRecord[]
  head: number
  /** Largest timestamp taken from this partition (-1 before the first). */
  partitionTime: number
}

/**
 * The input queues of a task, one per topic-partition, as Kafka Streams' `PartitionGroup`: `next` takes the head
 * record with the smallest timestamp (the queue created first wins a tie) and tracks partition times.
 * @example
 * const group = new PartitionGroup()
 * group.add('in', 0, queued)
 * const next = group.next()
 * @category Running
 * @since 0.1.0
 */
export class PartitionGroup {
  /** Per topic, by partition (no key string per record). */
  private readonly queues = new Map<string, Queue[]>()
  /** Every queue, in the order they were created (`next` scans it without an iterator per record). */
  private readonly ordered: Queue[] = []
  private buffered = 0

  /** Appends a record to the queue of `topic`-`partition`. */
  add(topic: string, partition: number, record: QueuedRecord): void {
    this.queueOf(topic, partition).items.push(record)
    this.buffered++
  }

  /** The partition time of `topic`-`partition` (-1 before its first record). */
  partitionTime(topic: string, partition: number): number {
    return this.queues.get(topic)?.[partition]?.partitionTime ?? -1
  }

  /** How many records of `topic`-`partition` are queued. */
  queued(topic: string, partition: number): number {
    const q = this.queues.get(topic)?.[partition]
    return q === undefined ? 0 : q.items.length - q.head
  }

  /** Whether any record is queued. */
  get isEmpty(): boolean {
    return this.buffered === 0
  }

  /** Takes the next record to process, or undefined when every queue is empty. */
  next(): QueuedRecord | undefined {
    let best: Queue | undefined
    let bestTimestamp = 0
    const ordered = this.ordered
    for (let i = 0; i < ordered.length; i++) {
      const q = ordered[i]!
      const head = q.items[q.head]
      if (head === undefined) continue
      if (best === undefined || head.record.timestamp < bestTimestamp) {
        best = q
        bestTimestamp = head.record.timestamp
      }
    }
    if (best === undefined) return undefined
    const item = best.items[best.head] as QueuedRecord
    best.head++
    if (best.head === best.items.length) {
      best.items.length = 0
      best.head = 0
    }
    this.buffered--
    if (item.record.timestamp > best.partitionTime) best.partitionTime = item.record.timestamp
    return item
  }

  private queueOf(topic: string, partition: number): Queue {
    let byPartition = this.queues.get(topic)
    if (byPartition === undefined) this.queues.set(topic, (byPartition = []))
    let q = byPartition[partition]
    if (q === undefined) {
      q = { items: [], head: 0, partitionTime: -1 }
      byPartition[partition] = q
      this.ordered.push(q)
    }
    return q
  }
}
