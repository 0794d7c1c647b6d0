import type { ClientState } from './ClientState.js'
import type { TaskAssignmentInput } from './TaskAssignmentInput.js'

/**
 * How far behind each client's state of each stateful task is (Java's `ClientState#lagFor`).
 * @category Running
 * @since 0.1.0
 */
export interface TaskLags {
  /**
   * {@link RUNNING} for the task's previous active owner; otherwise end offset sum minus the client's offset sum
   * (the whole end when the client has no state; the end alone when the client reports more than the end, a sign
   * its state is corrupt); `Number.MAX_SAFE_INTEGER` when the end is unknown.
   */
  lag(client: ClientState, task: string): number
  /** Its previous owner, or a lag within `acceptable.recovery.lag`. */
  caughtUp(client: ClientState, task: string): boolean
}

/**
 * The lag of a task on the client that ran it as active until this rebalance (Java's `Task.LATEST_OFFSET`).
 * @example
 * lags.lag(owner, '1_0') === RUNNING
 * @category Running
 * @since 0.1.0
 */
export const RUNNING = -2

/**
 * The lags of `input`'s clients, `owners` mapping each task to its one previous active client.
 * @example
 * const lags = taskLags(input, owners)
 * lags.caughtUp(client, '1_0')
 * @category Running
 * @since 0.1.0
 */
export const taskLags = (input: TaskAssignmentInput, owners: ReadonlyMap<string, string>): TaskLags => {
  const acceptable = input.acceptableRecoveryLag ?? 0
  const ends = new Map<string, number | undefined>()
  const endOf = (task: string): number | undefined => {
    if (!ends.has(task)) {
      const sums = input.clients.flatMap((c) => {
        const sum = c.offsetSums.get(task)
        return sum === undefined ? [] : [sum]
      })
      ends.set(task, input.endOffsetSums?.get(task) ?? (sums.length === 0 ? undefined : Math.max(...sums)))
    }
    return ends.get(task)
  }
  const lag = (client: ClientState, task: string): number => {
    if (owners.get(task) === client.processId) return RUNNING
    const end = endOf(task)
    if (end === undefined) return Number.MAX_SAFE_INTEGER
    const sum = client.offsetSums.get(task) ?? 0
    return end < sum ? end : end - sum
  }
  return {
    lag,
    caughtUp: (client, task) => {
      const l = lag(client, task)
      return l === RUNNING || (l >= 0 && l <= acceptable)
    },
  }
}
