import type { ConsumerRecord, GroupConsumerPort, TopicPartition } from '../../kafka/ports.js'
import type { StreamTask } from './StreamTask.js'

const key = (topic: string, partition: number): string => `${topic}\u0000${partition}`

/**
 * Routes polled records to the active task owning their partition, and applies the back-pressure the tasks
 * report: a task takes at most `buffered.records.per.partition` records of a partition per round; the consumer is
 * sought back to the first record over the bound and the partition paused until the queues drained.
 * @example
 * const routing = new PartitionRouting(consumer, 1000)
 * routing.route(task, [{ topic: 'in', partition: 0 }])
 * routing.addRecords(await consumer.poll(100))
 * // process the tasks' queues, then
 * routing.resumeDrained()
 * @category Running
 * @since 0.1.0
 */
export class PartitionRouting {
  private readonly byPartition = new Map<string, StreamTask>()
  /** Partitions paused because their queue was full. */
  private readonly full = new Map<string, TopicPartition>()

  constructor(
    private readonly consumer: GroupConsumerPort,
    private readonly bufferedRecordsPerPartition: number,
  ) {}

  /** Routes the records of `partitions` to `task`. */
  route(task: StreamTask, partitions: readonly TopicPartition[]): void {
    for (const tp of partitions) this.byPartition.set(key(tp.topic, tp.partition), task)
  }

  /** Stops routing records to `task`. */
  unroute(task: StreamTask): void {
    for (const [k, t] of this.byPartition) if (t === task) this.byPartition.delete(k)
  }

  /** Queues polled records in the tasks owning their partitions, pausing the partitions whose queue is full. */
  addRecords(records: readonly ConsumerRecord[]): void {
    const bound = this.bufferedRecordsPerPartition
    // a poll returns runs of records of one partition: one key and one look-up per run, not per record
    let topic: string | undefined
    let partition = -1
    let k = ''
    let task: StreamTask | undefined
    for (let i = 0; i < records.length; i++) {
      const r = records[i]!
      if (r.topic !== topic || r.partition !== partition) {
        topic = r.topic
        partition = r.partition
        k = key(topic, partition)
        task = this.byPartition.get(k)
      }
      if (task === undefined || this.full.has(k)) continue
      if (task.offer(r, bound)) continue
      const tp = { topic: r.topic, partition: r.partition }
      this.full.set(k, tp)
      this.consumer.seek({ ...tp, offset: r.offset })
      this.consumer.pause([tp])
    }
  }

  /** The tasks drained their queues: resumes the partitions paused for a full queue that are still assigned. */
  resumeDrained(): void {
    if (this.full.size === 0) return
    const assigned = new Set(this.consumer.assignment().map((tp) => key(tp.topic, tp.partition)))
    const resumed = [...this.full].filter(([k]) => assigned.has(k)).map(([, tp]) => tp)
    this.full.clear()
    if (resumed.length > 0) this.consumer.resume(resumed)
  }

  /** Forgets the paused partitions (the tasks were closed dirty; the consumer rejoins the group). */
  clear(): void {
    this.full.clear()
  }
}
