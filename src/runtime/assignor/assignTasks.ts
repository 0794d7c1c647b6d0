import { assignStandbys } from './assignStandbys.js'
import type { ClientState } from './ClientState.js'
import { fillBins, type Bin } from './fillBins.js'
import { freshness } from './freshness.js'
import { moveToCaughtUp } from './moveToCaughtUp.js'
import { placeStateless } from './placeStateless.js'
import type { TaskAssignmentInput } from './TaskAssignmentInput.js'
import { taskLags } from './taskLags.js'
import { threadBalancedOrder } from './threadBalancedOrder.js'

export type { ClientState } from './ClientState.js'
export type { TaskAssignmentInput } from './TaskAssignmentInput.js'

/**
 * The tasks of one client.
 * @category Running
 * @since 0.1.0
 */
export interface ClientAssignment {
  readonly active: readonly string[]
  readonly standby: readonly string[]
  /** Tasks this client will run once its state caught up; meanwhile a caught-up client runs them (KIP-441). */
  readonly warmup: readonly string[]
}

/**
 * The result of {@link planAssignment}.
 * @category Running
 * @since 0.1.0
 */
export interface TaskAssignment {
  readonly clients: Map<string, ClientAssignment>
  /**
   * Some stateful task runs away from its balanced place (waiting on a warm-up, or on a warm-up budget): the group
   * should rebalance again after `probing.rebalance.interval.ms` (Java's `probingRebalanceNeeded`).
   */
  readonly probingRebalanceNeeded: boolean
}

/** The one previous owner of each task: when several clients claim it, the freshest, then the smallest id. */
const previousOwners = (clients: readonly ClientState[]): Map<string, string> => {
  const owners = new Map<string, ClientState>()
  for (const client of clients) {
    for (const task of client.prevActive) {
      const other = owners.get(task)
      const otherSum = other?.offsetSums.get(task) ?? -1
      const sum = client.offsetSums.get(task) ?? -1
      if (other === undefined || sum > otherSum || (sum === otherSum && client.processId < other.processId)) {
        owners.set(task, client)
      }
    }
  }
  return new Map([...owners].map(([task, client]) => [task, client.processId]))
}

/**
 * Kafka Streams' high-availability task assignment (KIP-441), our own way, in Java's order:
 * 1. stateful active tasks, balanced on their own: each client's count in proportion to its threads (equal clients
 *    differ by at most one), a task staying with its previous owner while that client has room (an owner over its
 *    share gives up first the tasks another client is caught up on), otherwise going to the client with the
 *    freshest state of it;
 * 2. with `maxWarmupReplicas`, task movements: a stateful task whose balanced place is not caught up (lag above
 *    `acceptableRecoveryLag`, lags from `endOffsetSums`) runs on a caught-up client meanwhile, and its balanced place
 *    holds it as a warm-up replica;
 * 3. standby replicas of every stateful task on other clients, besides its warm-ups;
 * 4. stateless tasks, filling each client up to its share of all tasks.
 * Deterministic: the same input gives the same output, whatever the order of clients.
 * @example
 * const { clients, probingRebalanceNeeded } = planAssignment(input)
 * @category Running
 * @since 0.1.0
 */
export const planAssignment = (input: TaskAssignmentInput): TaskAssignment => {
  const owners = previousOwners(input.clients)
  const byId = new Map(input.clients.map((c) => [c.processId, c]))
  const stateful = input.tasks.filter((t) => input.statefulTasks.has(t))
  const lags = taskLags(input, owners)
  // an owner over its share gives up first the tasks another client is caught up on: they move at once
  const caughtUpElsewhere = (c: ClientState, task: string): number =>
    input.clients.some((o) => o !== c && lags.caughtUp(o, task)) ? 1 : 0
  const bins: Bin[] = input.clients.map((c) => ({
    id: c.processId,
    capacity: c.capacity,
    previous: new Set(stateful.filter((t) => owners.get(t) === c.processId)),
    keepOrder: (previous) =>
      threadBalancedOrder(
        c.threads ?? [],
        [],
        [...previous].sort((a, b) => caughtUpElsewhere(c, a) - caughtUpElsewhere(c, b)),
      ),
  }))
  const active = fillBins(stateful, bins, (id, task) => {
    const client = byId.get(id)
    return client === undefined ? -1 : freshness(client, task)
  })
  const { warmup, swapped, movements } = moveToCaughtUp(input, active, lags)
  const standby = assignStandbys(input, active, warmup, swapped, lags)
  placeStateless(
    input.tasks.filter((t) => !input.statefulTasks.has(t)),
    input.clients,
    active,
    owners,
    input.tasks,
  )
  const order = new Map(input.tasks.map((t, i) => [t, i]))
  const inTaskOrder = (tasks: readonly string[] = []): string[] =>
    [...tasks].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
  return {
    clients: new Map(
      input.clients.map((c) => [
        c.processId,
        {
          active: inTaskOrder(active.get(c.processId)),
          standby: inTaskOrder(standby.get(c.processId)),
          warmup: inTaskOrder(warmup.get(c.processId)),
        },
      ]),
    ),
    probingRebalanceNeeded: movements > 0,
  }
}

/**
 * The tasks of each client, as {@link planAssignment} places them.
 * @example
 * assignTasks({ clients, tasks: ['0_0', '0_1'], statefulTasks: new Set(['0_0', '0_1']), numStandbyReplicas: 1 })
 * @category Running
 * @since 0.1.0
 */
export const assignTasks = (input: TaskAssignmentInput): Map<string, ClientAssignment> =>
  planAssignment(input).clients
