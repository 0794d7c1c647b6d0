import type { ClientState } from './ClientState.js'
import { binQuotas } from './fillBins.js'
import { pickBest } from './pickBest.js'
import { threadBalancedOrder } from './threadBalancedOrder.js'

/**
 * Places the stateless tasks after the stateful ones so that each client's total share of active tasks follows its
 * threads (Java's `assignStatelessActiveTasks` gives each to the least loaded client): a task stays with its
 * previous owner while that client is under its share of all tasks (giving up some of each thread's when it cannot
 * keep them all), every other task goes to the client with room
 * and the fewest active tasks per thread (then the smallest id), or to the least loaded client when none has room.
 * Changes `active` in place.
 * @example
 * placeStateless(['0_0', '0_1'], clients, active, owners, allTasks)
 * @category Running
 * @since 0.1.0
 */
export const placeStateless = (
  stateless: readonly string[],
  clients: readonly ClientState[],
  active: Map<string, string[]>,
  owners: ReadonlyMap<string, string>,
  allTasks: readonly string[],
): void => {
  const sorted = [...clients].sort((a, b) =>
    a.processId < b.processId ? -1 : a.processId > b.processId ? 1 : 0,
  )
  const placed = (c: ClientState): string[] => {
    const list = active.get(c.processId) ?? []
    active.set(c.processId, list)
    return list
  }
  // a client's stateful tasks count against its quota, and it gets room for them all; ties then go to clients
  // holding more of their tasks already (stateful ones included)
  const quota = binQuotas(
    allTasks,
    sorted.map((c) => ({
      id: c.processId,
      capacity: c.capacity,
      held: placed(c).length,
      previous: new Set([...placed(c), ...stateless.filter((t) => owners.get(t) === c.processId)]),
    })),
  )
  const room = (c: ClientState): boolean => placed(c).length < (quota.get(c.processId) ?? 0)
  const load = (c: ClientState): number => placed(c).length / c.capacity
  const kept = new Set<string>()
  for (const c of sorted) {
    const previous = stateless.filter((t) => owners.get(t) === c.processId)
    for (const task of threadBalancedOrder(c.threads ?? [], placed(c), previous)) {
      if (!room(c)) break
      placed(c).push(task)
      kept.add(task)
    }
  }
  const rest = stateless.filter((t) => !kept.has(t))
  for (const task of rest) {
    const withRoom = sorted.filter(room)
    const best = pickBest(withRoom.length > 0 ? withRoom : sorted, (c) => [-load(c)])
    if (best !== undefined) placed(best).push(task)
  }
}
