/**
 * A handle on a scheduled punctuator.
 * @example
 * const handle = context.schedule(1000, PunctuationType.STREAM_TIME, tick)
 * handle.cancel()
 * @category Building topologies
 * @since 0.1.0
 */
export interface Cancellable {
  /** Stops future punctuations; calling it twice is harmless. */
  cancel(): void
}
