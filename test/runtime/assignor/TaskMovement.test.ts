// Cases ported from Apache Kafka's
// streams/src/test/java/org/apache/kafka/streams/processor/internals/assignment/TaskMovementTest.java
// (assignActiveTaskMovements), run through our moveToCaughtUp with Kafka's expected values. Java passes the caught-up
// clients and the clients by lag explicitly; here they come from the same lags through a TaskLags.
import { describe, expect, it } from 'vitest'
import type { ClientState } from '../../../src/runtime/assignor/ClientState.js'
import { moveToCaughtUp } from '../../../src/runtime/assignor/moveToCaughtUp.js'
import type { TaskLags } from '../../../src/runtime/assignor/taskLags.js'
import { javaClient } from './javaClients.js'

const MAX = Number.MAX_SAFE_INTEGER

/** Lags by client and task; caught up means in `caughtUp`. */
const lagsFrom = (
  lags: Readonly<Record<string, Readonly<Record<string, number>>>>,
  caughtUp: Readonly<Record<string, readonly string[]>>,
): TaskLags => ({
  lag: (client, task) => lags[client.processId]?.[task] ?? MAX,
  caughtUp: (client, task) => caughtUp[task]?.includes(client.processId) === true,
})

/** Java's getClientStateWithActiveAssignment: lag 0 on `caughtUpTasks`, 10000 on the others. */
const withActive = (caughtUpTasks: readonly string[], allTasks: readonly string[]): Record<string, number> =>
  Object.fromEntries(allTasks.map((t) => [t, caughtUpTasks.includes(t) ? 0 : 10_000]))

const run = (
  clients: readonly ClientState[],
  active: Readonly<Record<string, readonly string[]>>,
  lags: TaskLags,
  maxWarmupReplicas: number,
  tasks: readonly string[],
) => {
  const placed = new Map(clients.map((c) => [c.processId, [...(active[c.processId] ?? [])]]))
  const result = moveToCaughtUp(
    { clients, tasks, statefulTasks: new Set(tasks), numStandbyReplicas: 0, maxWarmupReplicas },
    placed,
    lags,
  )
  const sorted = (m: ReadonlyMap<string, readonly string[]>, id: string): string[] =>
    [...(m.get(id) ?? [])].sort()
  return {
    movements: result.movements,
    active: (id: string) => sorted(placed, id),
    warmup: (id: string) => sorted(result.warmup, id),
  }
}

const T3 = ['0_0', '0_1', '0_2']
const T6 = ['0_0', '0_1', '0_2', '1_0', '1_1', '1_2']
const pids = ['p1', 'p2', 'p3']
const clients = pids.map((id) => javaClient(id))

/** Each client runs one task while caught up on another (p2 and p3 crosswise). */
const crossed = {
  active: { p1: ['0_0'], p2: ['0_1'], p3: ['0_2'] },
  lags: lagsFrom(
    { p1: withActive(['0_0'], T3), p2: withActive(['0_2'], T3), p3: withActive(['0_1'], T3) },
    { '0_0': ['p1'], '0_1': ['p3'], '0_2': ['p2'] },
  ),
}

describe('TaskMovementTest (ported)', () => {
  it('shouldAssignTasksToClientsAndReturnFalseWhenAllClientsCaughtUp', () => {
    const lags = lagsFrom(
      Object.fromEntries(pids.map((id) => [id, withActive(T6, T6)])),
      Object.fromEntries(T6.map((t) => [t, pids])),
    )
    const active = { p1: ['0_0', '1_0'], p2: ['0_1', '1_1'], p3: ['0_2', '1_2'] }
    const result = run(clients, active, lags, MAX, T6)
    expect(result.movements).toBe(0)
    for (const [id, tasks] of Object.entries(active)) expect(result.active(id)).toEqual(tasks)
  })

  it('shouldAssignAllTasksToClientsAndReturnFalseIfNoClientsAreCaughtUp', () => {
    const lags = lagsFrom(Object.fromEntries(pids.map((id) => [id, withActive([], T6)])), {})
    const result = run(clients, { p1: ['0_0', '1_0'], p2: ['0_1', '1_1'], p3: ['0_2', '1_2'] }, lags, MAX, T6)
    expect(result.movements).toBe(0)
  })

  it('shouldMoveTasksToCaughtUpClientsAndAssignWarmupReplicasInTheirPlace', () => {
    const result = run(clients, crossed.active, crossed.lags, MAX, T3)
    expect(result.movements).toBe(2)
    expect(pids.map(result.active)).toEqual([['0_0'], ['0_2'], ['0_1']])
    expect(pids.map(result.warmup)).toEqual([[], ['0_1'], ['0_2']])
  })

  it('shouldMoveTasksToMostCaughtUpClientsAndAssignWarmupReplicasInTheirPlace', () => {
    const lags = lagsFrom(
      {
        p1: { '0_0': 10_000, '0_1': 20_000, '0_2': 30_000 },
        p2: { '0_2': 10_000, '0_0': 20_000, '0_1': 30_000 },
        p3: { '0_1': 10_000, '0_2': 20_000, '0_0': 30_000 },
      },
      {},
    )
    const result = run(clients, crossed.active, lags, MAX, T3)
    expect(result.movements).toBe(2)
    expect(pids.map(result.active)).toEqual([['0_0'], ['0_2'], ['0_1']])
    // Java's p3 held 0_1 as a standby and swaps; standbys come after movements here, so p2's copy is a warm-up
    expect(pids.map(result.warmup)).toEqual([[], ['0_1'], ['0_2']])
  })

  it('shouldOnlyGetUpToMaxWarmupReplicasAndReturnTrue', () => {
    const result = run(clients, crossed.active, crossed.lags, 1, T3)
    expect(result.movements).toBe(2)
    expect(pids.map(result.active)).toEqual([['0_0'], ['0_2'], ['0_1']])
    // only one warm-up, and the task movement has the higher priority
    expect(pids.map(result.warmup)).toEqual([[], ['0_1'], []])
  })

  // Deliberate difference: max.warmup.replicas is at least 1 in the config (as in Java); 0 reaches the assignor
  // only from tests, where it means "no task movements". Java still swaps a caught-up standby in.
  it('shouldNotCountPreviousStandbyTasksTowardsMaxWarmupReplicas', () => {
    const standby = [javaClient('p1', { prevStandby: ['0_0'] }), javaClient('p2')]
    const lags = lagsFrom({ p1: { '0_0': 0 }, p2: { '0_0': 10_000 } }, { '0_0': ['p1'] })
    const result = run(standby, { p2: ['0_0'] }, lags, 0, ['0_0'])
    expect(result.movements).toBe(0)
    expect(result.active('p2')).toEqual(['0_0'])
  })
})
