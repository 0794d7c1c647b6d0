import type { ClientState } from './ClientState.js'

/**
 * The input of the task assignment: task ids are `<subtopology>_<partition>` strings, in task order.
 * @example
 * const input: TaskAssignmentInput = {
 *   clients, tasks: ['0_0', '1_0'], statefulTasks: new Set(['1_0']), numStandbyReplicas: 1,
 *   acceptableRecoveryLag: 10_000, maxWarmupReplicas: 2, endOffsetSums: new Map([['1_0', 5_000]]),
 * }
 * @category Running
 * @since 0.1.0
 */
export interface TaskAssignmentInput {
  readonly clients: readonly ClientState[]
  readonly tasks: readonly string[]
  /** Tasks with state stores: they are balanced on their own, and only these get standby and warm-up replicas. */
  readonly statefulTasks: ReadonlySet<string>
  readonly numStandbyReplicas: number
  /** A client whose lag on a task is at most this is caught up on it (`acceptable.recovery.lag`). */
  readonly acceptableRecoveryLag?: number
  /**
   * Most warm-up replicas at once (`max.warmup.replicas`). Absent or 0: tasks go to their balanced place at once,
   * whatever its lag (no task movements, no warm-ups).
   */
  readonly maxWarmupReplicas?: number
  /**
   * Per stateful task, the sum of the end offsets of its changelog partitions, as the group leader read them while
   * assigning (Java's `allTaskEndOffsetSums`): a client's lag on a task is this minus its offset sum. A task absent
   * here has its end estimated from the freshest offset sum any client reported; with none reported, only its
   * previous owner counts as caught up.
   */
  readonly endOffsetSums?: ReadonlyMap<string, number>
}
