import type { PartitionGroup } from '../processing/PartitionGroup.js'

/**
 * Kafka Streams' task idling (`max.task.idle.ms`, KIP-353 and KIP-695), as `PartitionGroup.readyToProcess` decides
 * it: while some input partition of the task has no record queued, the task waits up to `maxIdleMs` of wall-clock
 * time for it (from when it was first found empty), so records of several inputs are processed in timestamp
 * order; after that, processing is enforced. 0 and -1 never wait (Kafka's 0 waits only for fetch lags, which are
 * not tracked here).
 * @example
 * const idling = new TaskIdling(1000, ['orders', 'customers'], 0)
 * idling.ready(queues, clock.now())
 * @category Running
 * @since 0.1.0
 */
export class TaskIdling {
  /** Per empty input topic: the wall-clock time until which the task waits for it. */
  private readonly deadlines = new Map<string, number>()
  /** Whether the last {@link TaskIdling.ready} that answered true enforced processing (an input was still empty). */
  enforced = false

  constructor(
    private readonly maxIdleMs: number,
    /** The task's input topics (not those of global stores); one partition each, `partition`. */
    private readonly inputs: readonly string[],
    private readonly partition: number,
  ) {}

  /** Whether the task may process a record now: some are queued and no empty input is still waited for. */
  ready(queues: PartitionGroup, now: number): boolean {
    this.enforced = false
    if (queues.isEmpty) return false
    if (this.maxIdleMs <= 0) return true
    let ready = true
    let empty = false
    for (const topic of this.inputs) {
      if (queues.queued(topic, this.partition) > 0) {
        this.deadlines.delete(topic)
        continue
      }
      empty = true
      const deadline = this.deadlines.get(topic) ?? now + this.maxIdleMs
      this.deadlines.set(topic, deadline)
      if (now < deadline) ready = false
    }
    this.enforced = ready && empty
    return ready
  }
}
