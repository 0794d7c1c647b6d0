/**
 * The time both sides of one stream-stream join share in a task (Kafka Streams' `TimeTracker`): the largest
 * timestamp either side has seen, the smallest timestamp waiting in the shared outer store, and the wall-clock
 * throttle of the scans that emit unmatched records.
 * @category Building topologies
 * @since 0.1.0
 */
export class JoinTimeTracker {
  streamTime = -1
  minTime = Number.MAX_SAFE_INTEGER
  nextTimeToEmit = 0

  constructor(readonly emitIntervalMs: number) {}

  advanceStreamTime(timestamp: number): void {
    this.streamTime = Math.max(this.streamTime, timestamp)
  }

  updateMinTime(timestamp: number): void {
    this.minTime = Math.min(this.minTime, timestamp)
  }
}

const shared = new WeakMap<object, JoinTimeTracker>()

/**
 * The tracker of the join owning `store` (the shared outer store of a task, or the processor itself for inner
 * joins), created on first use.
 * @example
 * const tracker = joinTimeTrackerFor(outerStore, 1000)
 * @category Building topologies
 * @since 0.1.0
 */
export const joinTimeTrackerFor = (owner: object, emitIntervalMs: number): JoinTimeTracker => {
  let tracker = shared.get(owner)
  if (tracker === undefined) {
    tracker = new JoinTimeTracker(emitIntervalMs)
    shared.set(owner, tracker)
  }
  return tracker
}
