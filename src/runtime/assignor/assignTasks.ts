import { fillBins, type Bin } from './fillBins.js'
import { pickBest } from './pickBest.js'

/**
 * One instance (all stream threads sharing a process id) as the assignor sees it.
 * @category model
 * @since 0.1.0
 */
export interface ClientState {
  readonly processId: string
  /** Number of stream threads: the client's share of tasks is proportional to it. */
  readonly capacity: number
  readonly prevActive: ReadonlySet<string>
  readonly prevStandby: ReadonlySet<string>
  /** Changelog offset sums of the tasks whose state the client has locally. */
  readonly offsetSums: ReadonlyMap<string, number>
}

/**
 * The input of {@link assignTasks}: task ids are `<subtopology>_<partition>` strings, in task order.
 * @category model
 * @since 0.1.0
 */
export interface TaskAssignmentInput {
  readonly clients: readonly ClientState[]
  readonly tasks: readonly string[]
  /** Tasks with state stores: only these get standby replicas. */
  readonly statefulTasks: ReadonlySet<string>
  readonly numStandbyReplicas: number
  /** A client whose offset sum is within this of the freshest is caught up (`acceptable.recovery.lag`). */
  readonly acceptableRecoveryLag?: number
  /** Most warm-up replicas at once (`max.warmup.replicas`); default 0, no warm-ups. */
  readonly maxWarmupReplicas?: number
}

/**
 * The tasks of one client.
 * @category model
 * @since 0.1.0
 */
export interface ClientAssignment {
  readonly active: readonly string[]
  readonly standby: readonly string[]
  /** Tasks this client will run once its state caught up; meanwhile a caught-up client runs them (KIP-441). */
  readonly warmup: readonly string[]
}

/** How fresh a client's state of a task is: the previous active owner first, then by offset sum. */
const freshness = (client: ClientState, task: string): number =>
  client.prevActive.has(task)
    ? Number.MAX_SAFE_INTEGER
    : (client.offsetSums.get(task) ?? (client.prevStandby.has(task) ? 0 : -1))

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

const byProcessId = (clients: readonly ClientState[]): ClientState[] =>
  [...clients].sort((a, b) => (a.processId < b.processId ? -1 : a.processId > b.processId ? 1 : 0))

const assignStandbys = (
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

/**
 * KIP-441 warm-ups: a stateful task placed on a client far behind (more than the acceptable recovery lag behind
 * the freshest offset sum, a client without state counting as offset sum 0; not its previous owner) runs on the freshest caught-up client instead, while the
 * target client warms its state up as a replica; a later probing rebalance moves it once caught up.
 */
const moveToCaughtUp = (
  input: TaskAssignmentInput,
  active: Map<string, string[]>,
  owners: ReadonlyMap<string, string>,
): Map<string, string[]> => {
  const warmup = new Map<string, string[]>(input.clients.map((c) => [c.processId, []]))
  let budget = input.maxWarmupReplicas ?? 0
  const acceptable = input.acceptableRecoveryLag ?? 0
  for (const task of input.tasks) {
    if (budget <= 0) break
    if (!input.statefulTasks.has(task)) continue
    const sums = input.clients.flatMap((c) => {
      const sum = c.offsetSums.get(task)
      return sum === undefined ? [] : [sum]
    })
    // the freshest reported offset sum stands for the changelog end (the owner commits up to it); a client
    // without state has lag = end - 0, so a small store is caught up everywhere (Java's ClientState lag).
    // With no sum reported at all the end is unknown and only the owner counts as caught up.
    const end = sums.length === 0 ? undefined : Math.max(...sums)
    const caughtUp = (c: ClientState): boolean =>
      owners.get(task) === c.processId ||
      (end !== undefined && end - (c.offsetSums.get(task) ?? 0) <= acceptable)
    const target = input.clients.find((c) => active.get(c.processId)?.includes(task) === true)
    if (target === undefined || caughtUp(target)) continue
    const runner = pickBest(
      byProcessId(input.clients).filter((c) => c !== target && caughtUp(c)),
      (c) => [freshness(c, task)],
    )
    if (runner === undefined) continue
    active.set(
      target.processId,
      (active.get(target.processId) ?? []).filter((t) => t !== task),
    )
    active.get(runner.processId)?.push(task)
    warmup.get(target.processId)?.push(task)
    budget--
  }
  return warmup
}

/**
 * Kafka Streams' task assignment, our own way. Active tasks: every task exactly once, each client's count in
 * proportion to its threads (equal clients differ by at most one), a task staying with its previous active client
 * while that client has room, otherwise going to the client with the freshest state of it. Standby tasks:
 * `numStandbyReplicas` copies of each stateful task (fewer only when there are not enough other clients), never on
 * the client holding the active or another copy, preferring clients that have the state and are not over their
 * share. With `maxWarmupReplicas`, a stateful task whose balanced place is far behind runs on a caught-up client
 * meanwhile, and its balanced place holds it as a warm-up (which counts as one of its replicas). Deterministic.
 * @example
 * assignTasks({ clients, tasks: ['0_0', '0_1'], statefulTasks: new Set(['0_0', '0_1']), numStandbyReplicas: 1 })
 * @category constructors
 * @since 0.1.0
 */
export const assignTasks = (input: TaskAssignmentInput): Map<string, ClientAssignment> => {
  const owners = previousOwners(input.clients)
  const bins: Bin[] = input.clients.map((c) => ({
    id: c.processId,
    capacity: c.capacity,
    previous: new Set(input.tasks.filter((t) => owners.get(t) === c.processId)),
  }))
  const byId = new Map(input.clients.map((c) => [c.processId, c]))
  // stateful tasks first: a client over its share keeps its state and lets stateless tasks go
  const statefulFirst = [
    ...input.tasks.filter((t) => input.statefulTasks.has(t)),
    ...input.tasks.filter((t) => !input.statefulTasks.has(t)),
  ]
  const active = fillBins(statefulFirst, bins, (id, task) => {
    const client = byId.get(id)
    return client === undefined ? -1 : freshness(client, task)
  })
  const warmup = moveToCaughtUp(input, active, owners)
  const standby = assignStandbys(input, active, warmup)
  const order = new Map(input.tasks.map((t, i) => [t, i]))
  const inTaskOrder = (tasks: readonly string[] = []): string[] =>
    [...tasks].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
  return new Map(
    input.clients.map((c) => [
      c.processId,
      {
        active: inTaskOrder(active.get(c.processId)),
        standby: inTaskOrder(standby.get(c.processId)),
        warmup: inTaskOrder(warmup.get(c.processId)),
      },
    ]),
  )
}
