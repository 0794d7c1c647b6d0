import type { ClientState } from './ClientState.js'
import { freshness } from './freshness.js'
import { pickBest } from './pickBest.js'
import type { TaskAssignmentInput } from './TaskAssignmentInput.js'
import type { TaskLags } from './taskLags.js'

const byProcessId = (clients: readonly ClientState[]): ClientState[] =>
  [...clients].sort((a, b) => (a.processId < b.processId ? -1 : a.processId > b.processId ? 1 : 0))

/**
 * Standby replicas: `numStandbyReplicas` copies of each stateful task besides its warm-ups (fewer only when there
 * are not enough other clients; a standby `swapped` to a task's balanced place counts as one), never on a client
 * holding the active, a warm-up or another copy, preferring clients under their share of all replicas, then clients
 * caught up on the task, then the least load per thread, then the freshest state.
 * @example
 * const standby = assignStandbys(input, active, warmup, swapped, lags)
 * @category Running
 * @since 0.1.0
 */
export const assignStandbys = (
  input: TaskAssignmentInput,
  active: ReadonlyMap<string, readonly string[]>,
  warmup: ReadonlyMap<string, readonly string[]>,
  swapped: ReadonlyMap<string, readonly string[]>,
  lags: TaskLags,
): Map<string, string[]> => {
  const { clients, tasks } = input
  const standby = new Map<string, string[]>(
    clients.map((c) => [c.processId, [...(swapped.get(c.processId) ?? [])]]),
  )
  const replicas = Math.max(0, Math.min(input.numStandbyReplicas, clients.length - 1))
  const stateful = tasks.filter((t) => input.statefulTasks.has(t))
  const totalCapacity = clients.reduce((sum, c) => sum + c.capacity, 0)
  const totalLoad = tasks.length + stateful.length * replicas
  const load = (c: ClientState): number =>
    (active.get(c.processId)?.length ?? 0) + (standby.get(c.processId)?.length ?? 0)
  const cap = (c: ClientState): number => Math.ceil((totalLoad * c.capacity) / totalCapacity)
  const ordered = byProcessId(clients)
  const holds = (c: ClientState, task: string): boolean =>
    [active, standby, warmup].some((m) => m.get(c.processId)?.includes(task) === true)
  for (const task of stateful) {
    const taken = clients.filter((c) => swapped.get(c.processId)?.includes(task) === true).length
    for (let r = taken; r < replicas; r++) {
      const candidates = ordered.filter((c) => !holds(c, task))
      const best = pickBest(candidates, (c) => [
        load(c) < cap(c) ? 1 : 0,
        lags.caughtUp(c, task) ? 1 : 0,
        -load(c) / c.capacity,
        freshness(c, task),
      ])
      if (best !== undefined) standby.get(best.processId)?.push(task)
    }
  }
  return standby
}
