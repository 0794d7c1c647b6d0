/**
 * A stream thread's view of a Kafka cluster that stopped answering: a retriable client error (a broker gone, a
 * request timed out) is ridden out, as Java's `task.timeout.ms` (KIP-572) rides out timeouts, instead of killing
 * the thread. The outage is logged at warn when it starts and when it ends; it fails the thread only when the
 * cluster stayed unreachable longer than `task.timeout.ms`.
 * @since 0.1.0
 */
import type { Clock } from '../../core/clock.js'
import { taggedError } from '../../errors/taggedError.js'
import { isKafkaClientError } from '../../kafka/KafkaClientError.js'
import type { TaskLogger } from '../task/TaskLogger.js'

/**
 * The cluster did not answer for longer than `task.timeout.ms`: the thread gives up and its client fails.
 * @example
 * thread failure._tag // 'TaskTimeout'
 * @category Running
 * @since 0.1.0
 */
export class TaskTimeoutError extends taggedError('TaskTimeout', false) {
  constructor(
    readonly thread: string,
    readonly elapsedMs: number,
    cause: unknown,
  ) {
    super(
      `${thread}: the Kafka cluster did not answer for ${elapsedMs} ms, longer than task.timeout.ms; the last ` +
        `error was: ${cause instanceof Error ? cause.message : String(cause)}. Check that the brokers are up and ` +
        `reachable, or raise task.timeout.ms to wait longer.`,
      { cause },
    )
  }
}

/**
 * Whether `error` is one a later attempt may not see: a retriable client error (the broker cannot be reached, did
 * not answer in time, or refused a write while too few replicas are in sync). Java's record collector turns such a
 * failed send into a `TaskCorruptedException` (the task is closed dirty and revived), not a dead thread.
 * @example
 * isClusterTrouble(new KafkaClientError('BrokerNotAvailable', 'gone')) // true
 * @category Running
 * @since 0.1.0
 */
export const isClusterTrouble = (error: unknown): boolean =>
  isKafkaClientError(error) &&
  error.retryable &&
  (error._tag === 'BrokerNotAvailable' || error._tag === 'Timeout' || error._tag === 'NotEnoughReplicas')

/**
 * One thread's current outage, if any.
 * @example
 * const outage = new ClusterOutage('app-StreamThread-1', clock, logger, 300_000)
 * outage.failed(error) // logs the start; throws TaskTimeoutError once task.timeout.ms passed
 * outage.answered()   // the group answered: logs the end, if there was an outage
 * @category Running
 * @since 0.1.0
 */
export class ClusterOutage {
  /** The pause between two attempts while the cluster does not answer. */
  static readonly retryPauseMs = 500
  private since: number | undefined

  constructor(
    private readonly thread: string,
    private readonly clock: Clock,
    private readonly logger: TaskLogger,
    private readonly taskTimeoutMs: number,
  ) {}

  /** Whether the cluster is unreachable as far as this thread knows. */
  get ongoing(): boolean {
    return this.since !== undefined
  }

  /** Records a failed attempt; throws {@link TaskTimeoutError} when the outage lasted past `task.timeout.ms`. */
  failed(error: unknown): void {
    const now = this.clock.now()
    if (this.since === undefined) {
      this.since = now
      this.logger.warn(
        `${this.thread}: the Kafka cluster is not answering (${
          error instanceof Error ? error.message : String(error)
        }); its tasks are closed without committing and retried from their last commit for up to ` +
          `task.timeout.ms (${this.taskTimeoutMs} ms).`,
      )
      return
    }
    const elapsed = now - this.since
    if (elapsed > this.taskTimeoutMs) throw new TaskTimeoutError(this.thread, elapsed, error)
  }

  /** Records that the cluster answered (the group assigned this thread its tasks); logs the end of an outage. */
  answered(): void {
    if (this.since === undefined) return
    const elapsed = this.clock.now() - this.since
    this.since = undefined
    this.logger.warn(`${this.thread}: the Kafka cluster answers again, after ${elapsed} ms.`)
  }
}
