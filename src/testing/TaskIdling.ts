/**
 * Kafka Streams' task idling (`max.task.idle.ms`) as the test driver sees it, after `PartitionGroup.readyToProcess`:
 * a task whose inputs are not all buffered waits, per empty input, until the wall clock passes the moment it was
 * first seen empty plus the idle time. The driver's inputs have nothing left to fetch (every lag is 0), so an empty
 * input only ever waits for the idle time; 0 and -1 never wait. (Records of a global topic wait with the task here,
 * where Kafka's driver updates global stores apart.)
 * @example
 * const idling = new TaskIdling(1000, ['left', 'right'])
 * idling.readyToProcess(clock.now(), (topic) => task.queuedIn(topic, 0))
 * @category model
 * @since 0.1.0
 */
export class TaskIdling {
  private readonly deadlines = new Map<string, number>()

  constructor(
    private readonly maxTaskIdleMs: number,
    private readonly inputs: readonly string[],
  ) {}

  /** Whether the task may process now: every input buffered, or the idle time of each empty one passed. */
  readyToProcess(wallClockMs: number, queuedIn: (topic: string) => number): boolean {
    // -1 never waits; 0 waits until now, which has passed
    if (this.maxTaskIdleMs <= 0) return true
    let enforced = false
    let buffered = false
    for (const topic of this.inputs) {
      if (queuedIn(topic) > 0) {
        this.deadlines.delete(topic)
        buffered = true
        continue
      }
      const deadline = this.deadlines.get(topic) ?? wallClockMs + this.maxTaskIdleMs
      this.deadlines.set(topic, deadline)
      if (wallClockMs < deadline) return false
      enforced = true
    }
    return !enforced || buffered
  }
}
