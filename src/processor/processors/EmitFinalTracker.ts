/**
 * When an `emitStrategy(onWindowClose)` aggregation emits, as Kafka Streams' time tracker: at most once per
 * `intervalMs` of wall-clock time (internal config `__emit.interval.ms.kstreams.windowed.aggregation__`, 1000 ms;
 * the test driver sets 0), and only when the window close time moved past the last emission.
 * @example
 * const tracker = new EmitFinalTracker(1000)
 * if (tracker.shouldEmit(context.currentSystemTimeMs(), closeTime)) emit(tracker.lastEmitCloseTime)
 * @category Building topologies
 * @since 0.1.0
 */
export class EmitFinalTracker {
  /** The close time of the last emission; -1 before the first. */
  lastEmitCloseTime = -1
  private nextTimeToEmit = 0

  constructor(private readonly intervalMs: number) {}

  /** Whether to emit now; throttled on the wall clock, and false when the close time did not progress. */
  shouldEmit(nowMs: number, closeTime: number): boolean {
    if (nowMs < this.nextTimeToEmit) return false
    this.nextTimeToEmit = nowMs + this.intervalMs
    return this.lastEmitCloseTime === -1 || this.lastEmitCloseTime < closeTime
  }
}

/** The internal config key of the windowed aggregation emit throttle (milliseconds). */
export const EMIT_INTERVAL_WINDOWED_AGGREGATION = '__emit.interval.ms.kstreams.windowed.aggregation__'

/** The internal config key of the stream-stream outer join emit throttle (milliseconds). */
export const EMIT_INTERVAL_OUTER_JOIN = '__emit.interval.ms.kstreams.outer.join.spurious.results.fix__'
