// Cases ported from Apache Kafka's
// streams/src/test/java/org/apache/kafka/streams/processor/internals/assignment/HighAvailabilityTaskAssignorTest.java
// (the rack-unaware parameterisation), run through our planAssignment with Kafka's expected values.
import { describe, expect, it } from 'vitest'
import { planAssignment, type ClientAssignment } from '../../../src/runtime/assignor/assignTasks.js'
import type { ClientState } from '../../../src/runtime/assignor/ClientState.js'
import type { TaskAssignmentInput } from '../../../src/runtime/assignor/TaskAssignmentInput.js'
import {
  caughtUpOn,
  configs,
  endsOf,
  javaClient,
  lagsOf,
  NO_STATE,
  UNBOUNDED,
  withoutStandbys,
  withStandbys,
} from './javaClients.js'

const T9 = ['0_0', '0_1', '0_2', '1_0', '1_1', '1_2', '2_0', '2_1', '2_2']
const T4 = ['0_0', '0_1', '0_2', '0_3']

const assign = (
  clients: readonly ClientState[],
  tasks: readonly string[],
  stateful: readonly string[],
  config: Pick<TaskAssignmentInput, 'acceptableRecoveryLag' | 'maxWarmupReplicas' | 'numStandbyReplicas'>,
) => {
  const plan = planAssignment({
    clients,
    tasks,
    statefulTasks: new Set(stateful),
    endOffsetSums: endsOf(stateful),
    ...config,
  })
  const of = (id: string): ClientAssignment => plan.clients.get(id) ?? { active: [], standby: [], warmup: [] }
  return {
    probingRebalanceNeeded: plan.probingRebalanceNeeded,
    active: (id: string): string[] => [...of(id).active].sort(),
    /** Java's standby set: standbys and warm-ups. */
    standby: (id: string): string[] => [...of(id).standby, ...of(id).warmup].sort(),
    assigned: (id: string): number => of(id).active.length + of(id).standby.length + of(id).warmup.length,
  }
}

describe('HighAvailabilityTaskAssignorTest (ported)', () => {
  it('shouldSkipWarmupsWhenAcceptableLagIsMax', () => {
    const result = assign(
      [
        javaClient('p1', { prevActive: T9, lags: lagsOf(T9, 0) }),
        javaClient('p2', { lags: lagsOf(T9, NO_STATE) }),
        javaClient('p3', { lags: lagsOf(T9, NO_STATE) }),
      ],
      T9,
      T9,
      configs(UNBOUNDED, 1, 1),
    )
    expect(['p1', 'p2', 'p3'].map(result.assigned)).toEqual([6, 6, 6])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldAssignActiveStatefulTasksEvenlyOverClientsWhereNumberOfClientsIntegralDivisorOfNumberOfTasks', () => {
    const clients = ['p1', 'p2', 'p3'].map((id) => javaClient(id, { lags: lagsOf(T9, 10) }))
    const result = assign(clients, T9, T9, configs(0, 1, 0))
    expect(result.probingRebalanceNeeded).toBe(false)
    expect(['p1', 'p2', 'p3'].map((id) => result.active(id).length)).toEqual([3, 3, 3])
  })

  it('shouldAssignWarmUpTasksIfStatefulActiveTasksBalancedOverStreamThreadsButNotOverClients', () => {
    const tasks = ['0_0', '0_1', '1_0', '1_1']
    const result = assign(
      [
        javaClient('p1', { prevActive: tasks, lags: lagsOf(tasks, 0), capacity: 5 }),
        javaClient('p2', { lags: lagsOf(tasks, NO_STATE), capacity: 5 }),
        javaClient('p3', { lags: lagsOf(tasks, NO_STATE), capacity: 5 }),
      ],
      tasks,
      tasks,
      configs(0, Math.floor(tasks.length / 3) + 1, 0),
    )
    expect(result.probingRebalanceNeeded).toBe(true)
    expect(result.standby('p2').length).toBeGreaterThanOrEqual(Math.floor(tasks.length / 3))
    expect(result.standby('p3').length).toBeGreaterThanOrEqual(Math.floor(tasks.length / 3))
  })

  it('shouldEvenlyAssignActiveStatefulTasksIfClientsAreWarmedUpToBalanceTaskOverClients', () => {
    const tasks = ['0_0', '0_1', '1_0', '1_1']
    const result = assign(
      [
        javaClient('p1', { prevActive: tasks, lags: lagsOf(tasks, 0), capacity: 5 }),
        javaClient('p2', {
          prevStandby: ['0_1'],
          lags: { ...lagsOf(tasks, NO_STATE), '0_1': 0 },
          capacity: 5,
        }),
        javaClient('p3', {
          prevStandby: ['1_0'],
          lags: { ...lagsOf(tasks, NO_STATE), '1_0': 0 },
          capacity: 5,
        }),
      ],
      tasks,
      tasks,
      configs(0, Math.floor(tasks.length / 3) + 1, 0),
    )
    expect(result.probingRebalanceNeeded).toBe(false)
    const counts = ['p1', 'p2', 'p3'].map((id) => result.active(id).length)
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    expect(result.active('p2')).toEqual(['0_1'])
    expect(result.active('p3')).toEqual(['1_0'])
  })

  it('shouldComputeNewAssignmentIfThereAreUnassignedActiveTasks', () => {
    const result = assign(
      [javaClient('p1', { prevActive: ['0_0'], lags: { '0_0': 0 } })],
      ['0_0', '0_1'],
      ['0_0'],
      withoutStandbys,
    )
    expect(result.probingRebalanceNeeded).toBe(false)
    expect(result.active('p1')).toHaveLength(2)
    expect(result.standby('p1')).toHaveLength(0)
  })

  it('shouldComputeNewAssignmentIfThereAreUnassignedStandbyTasks', () => {
    const result = assign(
      [
        javaClient('p1', { prevActive: ['0_0'], lags: { '0_0': 0 } }),
        javaClient('p2', { lags: { '0_0': 0 } }),
      ],
      ['0_0'],
      ['0_0'],
      withStandbys,
    )
    expect(result.standby('p2')).not.toHaveLength(0)
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldAssignStandbysForStatefulTasks', () => {
    const tasks = ['0_0', '0_1']
    const result = assign(
      [caughtUpOn('p1', ['0_0'], tasks), caughtUpOn('p2', ['0_1'], tasks)],
      tasks,
      tasks,
      withStandbys,
    )
    expect(result.active('p1')).toEqual(['0_0'])
    expect(result.active('p2')).toEqual(['0_1'])
    expect(result.standby('p1')).toEqual(['0_1'])
    expect(result.standby('p2')).toEqual(['0_0'])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldNotAssignStandbysForStatelessTasks', () => {
    const result = assign(
      [caughtUpOn('p1', [], []), caughtUpOn('p2', [], [])],
      ['0_0', '0_1'],
      [],
      withStandbys,
    )
    expect(result.active('p1')).toHaveLength(1)
    expect(result.active('p2')).toHaveLength(1)
    expect([...result.standby('p1'), ...result.standby('p2')]).toEqual([])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  /** p1 owns and is caught up on every task, p2 has no state: p1 keeps them all while p2 warms up. */
  const keptWhileWarming = (
    tasks: readonly string[],
    config: Parameters<typeof assign>[3],
    p2Standby: (standby: string[]) => void,
  ): void => {
    const result = assign([caughtUpOn('p1', tasks, tasks), caughtUpOn('p2', [], tasks)], tasks, tasks, config)
    expect(result.active('p1')).toEqual(tasks)
    p2Standby(result.standby('p2'))
    expect(result.standby('p1')).toEqual([])
    expect(result.active('p2')).toEqual([])
    expect(result.probingRebalanceNeeded).toBe(true)
  }

  it('shouldAssignWarmupReplicasEvenIfNoStandbyReplicasConfigured', () => {
    keptWhileWarming(['0_0', '0_1'], withoutStandbys, (standby) => expect(standby).toHaveLength(1))
  })

  it('shouldNotAssignMoreThanMaxWarmupReplicas', () => {
    keptWhileWarming(T4, configs(100, 1, 0), (standby) => expect(standby).toHaveLength(1))
  })

  it('shouldNotAssignWarmupAndStandbyToTheSameClient', () => {
    keptWhileWarming(T4, configs(100, 1, 1), (standby) => expect(standby).toEqual(T4))
  })

  it('shouldNotAssignAnyStandbysWithInsufficientCapacity', () => {
    const tasks = ['0_0', '0_1']
    const result = assign([caughtUpOn('p1', tasks, tasks)], tasks, tasks, withStandbys)
    expect(result.active('p1')).toEqual(tasks)
    expect(result.standby('p1')).toEqual([])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldAssignActiveTasksToNotCaughtUpClientIfNoneExist', () => {
    const tasks = ['0_0', '0_1']
    const result = assign([caughtUpOn('p1', [], tasks)], tasks, tasks, withStandbys)
    expect(result.active('p1')).toEqual(tasks)
    expect(result.standby('p1')).toEqual([])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldNotAssignMoreThanMaxWarmupReplicasWithStandbys', () => {
    const clients = [caughtUpOn('p1', T4, T4), caughtUpOn('p2', [], T4), caughtUpOn('p3', [], T4)]
    const plan = planAssignment({
      clients,
      tasks: T4,
      statefulTasks: new Set(T4),
      endOffsetSums: endsOf(T4),
      ...withStandbys,
    })
    // Java's assertValidAssignment(1, 2, ...): each task active once, at most 2 warm-ups, a replica never beside
    // its active, each stateful task with its standby
    const all = [...plan.clients.values()]
    expect(all.flatMap((a) => a.active).sort()).toEqual(T4)
    expect(all.flatMap((a) => a.warmup).length).toBeLessThanOrEqual(2)
    for (const a of all) for (const t of [...a.standby, ...a.warmup]) expect(a.active).not.toContain(t)
    for (const t of T4)
      expect(all.filter((a) => a.standby.includes(t) || a.warmup.includes(t)).length).toBeGreaterThanOrEqual(
        1,
      )
    expect(plan.probingRebalanceNeeded).toBe(true)
  })

  it('shouldDistributeStatelessTasksToBalanceTotalTaskLoad', () => {
    const stateless = ['1_0', '1_1', '1_2']
    const result = assign(
      [caughtUpOn('p1', T4, T4), caughtUpOn('p2', [], T4)],
      [...T4, ...stateless],
      T4,
      withStandbys,
    )
    // only p1 is caught up on the stateful tasks, so it gets all of them, and p2 all of the stateless tasks
    expect(result.active('p1')).toEqual(T4)
    expect(result.active('p2')).toEqual(stateless)
    expect(result.probingRebalanceNeeded).toBe(true)
  })

  // Deliberate difference: each client gets its share of the stateful tasks rounded (largest remainders), so a
  // 1-thread client beside 150 threads gets none of 9 tasks (its share is 0.06); Java's round-robin leaves it one.
  // Rounding the stateful share this way keeps every client's total share right once stateless tasks are added.
  it('shouldDistributeStatefulActiveTasksToAllClients', () => {
    const tasks = ['0_0', '0_1', '0_2', '0_3', '1_0', '1_1', '1_2', '1_3', '2_0']
    const result = assign(
      [
        javaClient('p1', { lags: lagsOf(tasks, 0), capacity: 100 }),
        javaClient('p2', { lags: lagsOf(tasks, 0), capacity: 50 }),
        javaClient('p3', { lags: lagsOf(tasks, 0), capacity: 1 }),
      ],
      tasks,
      tasks,
      withoutStandbys,
    )
    expect(['p1', 'p2', 'p3'].map((id) => result.active(id).length)).toEqual([6, 3, 0])
    expect(result.probingRebalanceNeeded).toBe(false)
  })

  it('shouldReturnFalseIfPreviousAssignmentIsReused', () => {
    const result = assign(
      [caughtUpOn('p1', ['0_0', '0_2'], T4), caughtUpOn('p2', ['0_1', '0_3'], T4)],
      T4,
      T4,
      withoutStandbys,
    )
    expect(result.probingRebalanceNeeded).toBe(false)
    expect(result.active('p1')).toEqual(['0_0', '0_2'])
    expect(result.active('p2')).toEqual(['0_1', '0_3'])
  })

  it('shouldReturnFalseIfNoWarmupTasksAreAssigned', () => {
    const result = assign([caughtUpOn('p1', [], []), caughtUpOn('p2', [], [])], T4, [], withoutStandbys)
    expect(result.probingRebalanceNeeded).toBe(false)
    expect([...result.standby('p1'), ...result.standby('p2')]).toEqual([])
  })

  it('shouldReturnTrueIfWarmupTasksAreAssigned', () => {
    const tasks = ['0_0', '0_1']
    const result = assign(
      [caughtUpOn('p1', tasks, tasks), caughtUpOn('p2', [], tasks)],
      tasks,
      tasks,
      withoutStandbys,
    )
    expect(result.probingRebalanceNeeded).toBe(true)
    expect(result.standby('p2')).toHaveLength(1)
  })

  it('shouldAssignToMostCaughtUpIfActiveTasksWasNotOnCaughtUpClient', () => {
    const result = assign(
      [
        javaClient('p1', { lags: { '0_0': NO_STATE } }),
        javaClient('p2', { lags: { '0_0': 1000 } }),
        javaClient('p3', { lags: { '0_0': 500 } }),
      ],
      ['0_0'],
      ['0_0'],
      withStandbys,
    )
    expect(result.active('p1')).toEqual([])
    expect(result.active('p2')).toEqual([])
    expect(result.active('p3')).toEqual(['0_0'])
    expect(result.standby('p1')).toEqual(['0_0']) // warm up
    expect(result.standby('p2')).toEqual(['0_0']) // standby
    expect(result.standby('p3')).toEqual([])
    expect(result.probingRebalanceNeeded).toBe(true)
  })
})
