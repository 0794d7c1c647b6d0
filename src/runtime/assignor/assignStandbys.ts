import type { ClientState } from './ClientState.js'
import { freshness } from './freshness.js'
import { pickBest } from './pickBest.js'
import type { TaskAssignmentInput } from './TaskAssignmentInput.js'

const byProcessId = (clients: readonly ClientState[]): ClientState[] =>
  [...clients].sort((a, b) => (a.processId < b.processId ? -1 : a.processId > b.processId ? 1 : 0))

/**
 * Standby replicas: `numStandbyReplicas` copies of each stateful task (fewer only when there are not enough other
 * clients; a warm-up counts as one), never on a client holding the active, a warm-up or another copy, preferring
 * clients under their share of all replicas, then the freshest state, then the least load per thread.
 * @example
 * const standby = assignStandbys(input, active, warmup)
 * @category combinators
 * @since 0.1.0
 */
export const assignStandbys = (
  input: TaskAssignmentInput,
  active: ReadonlyMap<string, readonly string[]>,
  warmup: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> => {
  const { clients, tasks } = input
  const standby = new Map<string, string[]>(clients.map((c) => [c.processId, []]))
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
    const warm = clients.filter((c) => warmup.get(c.processId)?.includes(task) === true).length
    for (let r = warm; r < replicas; r++) {
      const candidates = ordered.filter((c) => !holds(c, task))
      const best = pickBest(candidates, (c) => [
        load(c) < cap(c) ? 1 : 0,
        freshness(c, task),
        -load(c) / c.capacity,
      ])
      if (best !== undefined) standby.get(best.processId)?.push(task)
    }
  }
  return standby
}
