import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GroupMemberAssignment, GroupMemberSubscription } from '../../../src/kafka/ports.js'
import { decodeAssignmentInfo, type AssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import { AssignorErrorCode } from '../../../src/runtime/assignor/AssignorErrorCode.js'
import { CopartitionMismatchError } from '../../../src/runtime/assignor/CopartitionMismatchError.js'
import { InvalidUserDataError } from '../../../src/runtime/assignor/InvalidUserDataError.js'
import type { SubtopologyInfo } from '../../../src/runtime/assignor/sourceTasks.js'
import {
  StreamsPartitionAssignor,
  type LocalTaskState,
  type StreamsPartitionAssignorOptions,
} from '../../../src/runtime/assignor/StreamsPartitionAssignor.js'
import { formatTaskId } from '../../../src/core/TaskId.js'
import { pid } from './testProcessId.js'

const wordCount: SubtopologyInfo[] = [
  { id: 0, sourceTopics: ['words'] },
  { id: 1, sourceTopics: ['app-counts-repartition'], stateful: true },
]

/** The leader's wall clock: probing rebalances are encoded as an absolute time. */
const NOW = 1_000_000

interface Thread {
  readonly memberId: string
  readonly processId: string
  readonly endpoint?: string
  state?: LocalTaskState
  shutdown?: boolean
}

/** Runs one rebalance: every thread subscribes, the first member's assignor assigns. */
const rebalance = async (
  threads: readonly Thread[],
  partitionsPerTopic: ReadonlyMap<string, number>,
  options: Partial<StreamsPartitionAssignorOptions> = {},
): Promise<Map<string, { assignment: GroupMemberAssignment; info: AssignmentInfo }>> => {
  const assignor = (t: Thread): StreamsPartitionAssignor =>
    new StreamsPartitionAssignor({
      processId: pid(t.processId),
      subtopologies: wordCount,
      now: () => NOW,
      ...(t.endpoint === undefined ? {} : { applicationServer: t.endpoint }),
      localState: () => t.state ?? { activeTasks: [], standbyTasks: [], taskOffsetSums: [] },
      shutdownRequested: () => t.shutdown === true,
      ...options,
    })
  const members: GroupMemberSubscription[] = threads.map((t) => ({
    memberId: t.memberId,
    topics: [],
    userData: assignor(t).subscriptionUserData(),
  }))
  const first = threads[0]
  if (first === undefined) throw new Error('no threads')
  const result = await assignor(first).assign({ members, partitionsPerTopic })
  return new Map(
    [...result].map(([id, assignment]) => [
      id,
      { assignment, info: decodeAssignmentInfo(assignment.userData) },
    ]),
  )
}

/** Feeds each thread the tasks it was given, as a running instance would report at the next join. */
const adopt = (threads: readonly Thread[], result: Awaited<ReturnType<typeof rebalance>>): void => {
  for (const t of threads) {
    const info = result.get(t.memberId)?.info
    if (info !== undefined)
      t.state = {
        activeTasks: [...new Map(info.activeTasks.map((id) => [formatTaskId(id), id])).values()],
        standbyTasks: info.standbyTasks.map((s) => s.task),
        taskOffsetSums: [],
      }
  }
}

const counts = (n: number): Map<string, number> =>
  new Map([
    ['words', n],
    ['app-counts-repartition', n],
  ])

/** The stateful (sub-topology 1) active tasks of a member. */
const statefulActive = (result: Awaited<ReturnType<typeof rebalance>>, memberId: string): string[] =>
  (result.get(memberId)?.info.activeTasks ?? []).map(formatTaskId).filter((t) => t.startsWith('1_'))

const partitionKeys = (result: Awaited<ReturnType<typeof rebalance>>): string[] =>
  [...result.values()].flatMap((r) => r.assignment.partitions.map((p) => `${p.topic}-${p.partition}`)).sort()

describe('StreamsPartitionAssignor', () => {
  it('assigns every source partition to exactly one thread, with matching task ids and host maps', async () => {
    const threads: Thread[] = [
      { memberId: 'm1', processId: 'p1', endpoint: 'host1:8080' },
      { memberId: 'm2', processId: 'p1', endpoint: 'host1:8080' },
      { memberId: 'm3', processId: 'p2', endpoint: 'host2:8080' },
    ]
    const result = await rebalance(threads, counts(4), { numStandbyReplicas: 1 })
    expect(partitionKeys(result)).toEqual(
      [0, 1, 2, 3].flatMap((p) => [`app-counts-repartition-${p}`, `words-${p}`]).sort(),
    )
    for (const { assignment, info } of result.values()) {
      expect(info.errorCode).toBe(AssignorErrorCode.NONE)
      const fromTasks = info.activeTasks.flatMap((t) =>
        (t.subtopology === 0 ? ['words'] : ['app-counts-repartition']).map(
          (topic) => `${topic}-${t.partition}`,
        ),
      )
      expect(assignment.partitions.map((p) => `${p.topic}-${p.partition}`).sort()).toEqual(fromTasks.sort())
    }
    const info = result.get('m3')?.info
    expect(info?.partitionsByHost.map((h) => h.host)).toEqual([
      { host: 'host1', port: 8080 },
      { host: 'host2', port: 8080 },
    ])
    const host2Active = info?.partitionsByHost[1]?.partitions.map((p) => `${p.topic}-${p.partition}`).sort()
    expect(host2Active).toEqual(partitionKeys(new Map([...result].filter(([id]) => id === 'm3'))))
    const host2Standby = info?.standbyPartitionsByHost[1]?.partitions ?? []
    const host1Standby = info?.standbyPartitionsByHost[0]?.partitions ?? []
    // the one stateful sub-topology has 4 tasks, each with one standby on the other host
    expect(host1Standby.length + host2Standby.length).toBe(4)
    expect(host2Standby.every((p) => p.topic === 'app-counts-repartition')).toBe(true)
    expect(result.get('m1')?.info.partitionsByHost).toEqual(info?.partitionsByHost)
  })

  it('leaves hosts without application.server out of the host map', async () => {
    const result = await rebalance(
      [
        { memberId: 'm1', processId: 'p1', endpoint: 'host1:1' },
        { memberId: 'm2', processId: 'p2' },
      ],
      counts(2),
    )
    expect(result.get('m2')?.info.partitionsByHost.map((h) => h.host.host)).toEqual(['host1'])
  })

  it('keeps every thread on its tasks through a rebalance that changes nothing, and spreads a new thread in', async () => {
    const threads: Thread[] = [
      { memberId: 'a1', processId: 'pa' },
      { memberId: 'a2', processId: 'pa' },
      { memberId: 'b1', processId: 'pb' },
    ]
    const first = await rebalance(threads, counts(6))
    adopt(threads, first)
    const second = await rebalance(threads, counts(6))
    for (const t of threads)
      expect(second.get(t.memberId)?.info.activeTasks).toEqual(first.get(t.memberId)?.info.activeTasks)
    const grown = [...threads, { memberId: 'c1', processId: 'pc' }]
    const third = await rebalance(grown, counts(6), { maxWarmupReplicas: 0 })
    const sizes = grown.map((t) => third.get(t.memberId)?.info.activeTasks.length)
    expect(sizes).toEqual([3, 3, 3, 3])
    for (const t of threads) {
      const kept = third.get(t.memberId)?.info.activeTasks.map(formatTaskId) ?? []
      const before = first.get(t.memberId)?.info.activeTasks.map(formatTaskId) ?? []
      expect(kept.every((id) => before.includes(id))).toBe(true)
    }
  })

  // Java's HighAvailabilityTaskAssignor balances stateful tasks on their own and gives each not-caught-up balanced
  // place a warm-up while max.warmup.replicas allows (TaskMovementTest#shouldMoveTasksToCaughtUpClientsAndAssign
  // WarmupReplicasInTheirPlace, HighAvailabilityTaskAssignorTest#shouldAssignWarmUpTasksIfStatefulActiveTasksBalanced
  // OverStreamThreadsButNotOverClients); its StreamsPartitionAssignor#assign encodes the probing rebalance for one
  // consumer of the leader's client only.
  it('keeps state on its owner while new instances warm up their share, and asks one leader thread for a probe', async () => {
    const threads: Thread[] = [{ memberId: 'a1', processId: 'pa' }]
    adopt(threads, await rebalance(threads, counts(4)))
    const two: Thread[] = [...threads, { memberId: 'b1', processId: 'pb' }]
    const moved = await rebalance(two, counts(4), { probingRebalanceIntervalMs: 60_000 })
    expect(statefulActive(moved, 'a1')).toEqual(['1_0', '1_1', '1_2', '1_3'])
    expect(moved.get('b1')?.info.standbyTasks.map((s) => formatTaskId(s.task))).toHaveLength(2)
    expect(moved.get('a1')?.info.nextRebalanceMs).toBe(NOW + 60_000)
    expect(moved.get('b1')?.info.nextRebalanceMs).toBeUndefined()
    const three: Thread[] = [...two, { memberId: 'c1', processId: 'pc' }]
    const result = await rebalance(three, counts(4), { probingRebalanceIntervalMs: 60_000 })
    expect(statefulActive(result, 'a1')).toEqual(['1_0', '1_1', '1_2', '1_3'])
    const warm = ['b1', 'c1'].map((n) => result.get(n)?.info.standbyTasks.length)
    expect(warm).toEqual([1, 1])
    expect(result.get('a1')?.info.nextRebalanceMs).toBe(NOW + 60_000)
    expect(result.get('c1')?.info.nextRebalanceMs).toBeUndefined()
    const settled = await rebalance(three, counts(4), { maxWarmupReplicas: 0 })
    expect(settled.get('a1')?.info.nextRebalanceMs).toBeUndefined()
    expect(settled.get('b1')?.info.nextRebalanceMs).toBeUndefined()
  })

  it('sends SHUTDOWN_REQUESTED to every member when one asks for it', async () => {
    const result = await rebalance(
      [
        { memberId: 'm1', processId: 'p1' },
        { memberId: 'm2', processId: 'p2', shutdown: true },
      ],
      counts(2),
    )
    for (const { assignment, info } of result.values()) {
      expect(info.errorCode).toBe(AssignorErrorCode.SHUTDOWN_REQUESTED)
      expect(assignment.partitions).toEqual([])
    }
  })

  it('sends INCOMPLETE_SOURCE_TOPIC_METADATA when a source topic is missing', async () => {
    const result = await rebalance([{ memberId: 'm1', processId: 'p1' }], new Map([['words', 2]]))
    expect(result.get('m1')?.info.errorCode).toBe(AssignorErrorCode.INCOMPLETE_SOURCE_TOPIC_METADATA)
  })

  it('throws CopartitionMismatch for co-partitioned topics of different sizes', async () => {
    const assign = (): Promise<unknown> =>
      rebalance(
        [{ memberId: 'm1', processId: 'p1' }],
        new Map([
          ['words', 2],
          ['app-counts-repartition', 3],
        ]),
        {
          copartitionGroups: [['words', 'app-counts-repartition']],
        },
      )
    await expect(assign()).rejects.toThrow(CopartitionMismatchError)
    const e = await assign().then(
      () => undefined,
      (error: unknown) => error,
    )
    expect((e as CopartitionMismatchError)._tag).toBe('CopartitionMismatch')
    expect((e as CopartitionMismatchError).partitionCounts).toEqual({
      words: 2,
      'app-counts-repartition': 3,
    })
  })

  it('throws InvalidUserData when a member sends something else', async () => {
    const assignor = new StreamsPartitionAssignor({ processId: pid('p'), subtopologies: wordCount })
    await expect(
      assignor.assign({
        members: [{ memberId: 'x', topics: [], userData: Buffer.from([0, 0, 0, 0, 1]) }],
        partitionsPerTopic: counts(1),
      }),
    ).rejects.toThrow(InvalidUserDataError)
  })

  it('property: partitions exactly once, standbys on other instances, threads of an instance within one task', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 2 }),
        async (threadsPerProcess, partitions, numStandbyReplicas) => {
          const threads: Thread[] = threadsPerProcess.flatMap((n, p) =>
            Array.from({ length: n }, (_, i) => ({ memberId: `m${p}-${i}`, processId: `p${p}` })),
          )
          const result = await rebalance(threads, counts(partitions), { numStandbyReplicas })
          const keys = partitionKeys(result)
          expect(new Set(keys).size).toBe(keys.length)
          expect(keys.length).toBe(2 * partitions)
          threadsPerProcess.forEach((_, p) => {
            const mine = threads
              .filter((t) => t.processId === `p${p}`)
              .map((t) => result.get(t.memberId)?.info)
            const active = new Set(mine.flatMap((i) => i?.activeTasks.map(formatTaskId) ?? []))
            const standby = mine.flatMap((i) => i?.standbyTasks.map((s) => formatTaskId(s.task)) ?? [])
            expect(standby.filter((t) => active.has(t))).toEqual([])
            expect(new Set(standby).size).toBe(standby.length)
            const sizes = mine.map((i) => i?.activeTasks.length ?? 0)
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
          })
        },
      ),
    )
  })
})
