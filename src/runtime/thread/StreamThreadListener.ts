/**
 * What a stream thread tells its client: when it rebalances, when it runs its tasks again, and when it dies.
 * @category Running
 * @since 0.1.0
 */
export interface StreamThreadListener {
  rebalancing(thread: string): void
  running(thread: string): void
  /** The thread's loop ended with `error` (its tasks closed dirty). */
  failed(thread: string, error: unknown): void
}
