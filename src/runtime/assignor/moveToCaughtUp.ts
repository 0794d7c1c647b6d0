import type { ClientState } from './ClientState.js'
import { pickBest } from './pickBest.js'
import type { TaskAssignmentInput } from './TaskAssignmentInput.js'
import type { TaskLags } from './taskLags.js'

/**
 * What {@link moveToCaughtUp} decided: the warm-up replicas by client, and how many tasks run away from their
 * balanced place (a probing rebalance should look again once their warm-ups caught up).
 * @category Running
 * @since 0.1.0
 */
export interface TaskMovements {
  readonly warmup: Map<string, string[]>
  /**
   * Standbys from swaps: the task's previous standby, caught up, runs it, and its balanced place takes the standby
   * over (Java's `swapStandbyAndActive`; this uses no warm-up budget).
   */
  readonly swapped: Map<string, string[]>
  readonly movements: number
}

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * KIP-441's active task movements (Java's `TaskMovement#assignActiveTaskMovements`): a stateful task whose balanced
 * place `active` chose is not caught up on it, while another client is more caught up, runs on a caught-up client
 * instead (one holding a standby of it first, then the least loaded, by active tasks per thread), or failing that on the most caught-up client; its
 * balanced place keeps a warm-up replica while `max.warmup.replicas` allows (or, when the runner was its standby and
 * standbys are configured, takes the standby over), so that a later probing rebalance can move the task there. Tasks with the fewest caught-up clients move first. Changes `active` in place.
 * @example
 * const { warmup, movements } = moveToCaughtUp(input, active, lags)
 * @category Running
 * @since 0.1.0
 */
export const moveToCaughtUp = (
  input: TaskAssignmentInput,
  active: Map<string, string[]>,
  lags: TaskLags,
): TaskMovements => {
  const warmup = new Map<string, string[]>(input.clients.map((c) => [c.processId, []]))
  const swapped = new Map<string, string[]>(input.clients.map((c) => [c.processId, []]))
  if ((input.maxWarmupReplicas ?? 0) <= 0) return { warmup, swapped, movements: 0 }
  let budget = input.maxWarmupReplicas ?? 0
  const clients = [...input.clients].sort((a, b) => compareIds(a.processId, b.processId))
  const holder = (task: string): ClientState | undefined =>
    clients.find((c) => active.get(c.processId)?.includes(task) === true)
  const caughtUpCount = (task: string): number => clients.filter((c) => lags.caughtUp(c, task)).length
  const wanted = input.tasks.flatMap((task) => {
    const target = holder(task)
    if (!input.statefulTasks.has(task) || target === undefined || lags.caughtUp(target, task)) return []
    const best = Math.min(...clients.map((c) => lags.lag(c, task)))
    return best < lags.lag(target, task) ? [{ task, target }] : []
  })
  wanted.sort((a, b) => caughtUpCount(a.task) - caughtUpCount(b.task) || compareIds(a.task, b.task))
  const load = (c: ClientState): number => (active.get(c.processId)?.length ?? 0) / c.capacity
  for (const { task, target } of wanted) {
    const byLag = [...clients].sort(
      (a, b) => lags.lag(a, task) - lags.lag(b, task) || compareIds(a.processId, b.processId),
    )
    const runner =
      pickBest(
        clients.filter((c) => c !== target && lags.caughtUp(c, task)),
        (c) => [c.prevStandby.has(task) ? 1 : 0, -load(c)],
      ) ?? byLag[0]
    if (runner === undefined || runner === target) continue
    active.set(
      target.processId,
      (active.get(target.processId) ?? []).filter((t) => t !== task),
    )
    active.get(runner.processId)?.push(task)
    if (input.numStandbyReplicas > 0 && runner.prevStandby.has(task))
      swapped.get(target.processId)?.push(task)
    else if (budget-- > 0) warmup.get(target.processId)?.push(task)
  }
  return { warmup, swapped, movements: wanted.length }
}
