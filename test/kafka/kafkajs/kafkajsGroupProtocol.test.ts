import kafkajs, { type Broker, type Cluster } from 'kafkajs'
import { describe, expect, it } from 'vitest'
import type { Clock } from '../../../src/core/clock.js'
import { decodeAssignment, kafkajsGroupProtocol } from '../../../src/kafka/kafkajs/kafkajsGroupProtocol.js'
import { offsetsPartitionFor } from '../../../src/kafka/kafkajs/stableOffsets.js'
import type { GroupAssignor, GroupMemberAssignment } from '../../../src/kafka/ports.js'

const { AssignerProtocol, KafkaJSProtocolError } = kafkajs

const instantClock: Clock = {
  now: () => 0,
  setTimeout: () => ({ cancel: () => undefined }),
  sleep: () => Promise.resolve(),
}

const assignor: GroupAssignor = {
  name: 'test-assignor',
  subscriptionUserData: (topics) => Buffer.from(`wants:${topics.join(',')}`),
  assign: ({ members, partitionsPerTopic }) =>
    new Map<string, GroupMemberAssignment>(
      members.map((m, i) => [
        m.memberId,
        {
          partitions: i === 0 ? [{ topic: 't', partition: (partitionsPerTopic.get('t') ?? 0) - 1 }] : [],
          userData: Buffer.from(`for:${m.userData.toString()}`),
        },
      ]),
    ),
}

/** A stand-in for kafkajs' cluster and coordinator: records the calls the tap lets through. */
const fakeCluster = (calls: string[], joinFailures: number): Cluster => {
  let failuresLeft = joinFailures
  const coordinator = {
    joinGroup: () => {
      if (failuresLeft-- > 0) {
        calls.push('join:loading')
        return Promise.reject(
          new KafkaJSProtocolError(
            Object.assign(new Error('loading'), {
              type: 'COORDINATOR_LOAD_IN_PROGRESS',
              code: 14,
              retriable: true,
            }),
          ),
        )
      }
      calls.push('join')
      return Promise.resolve({ generationId: 7, memberId: 'm-1' })
    },
    syncGroup: () => {
      calls.push('sync')
      return Promise.resolve({
        memberAssignment: AssignerProtocol.MemberAssignment.encode({
          version: 0,
          assignment: { t: [2, 0] },
          userData: Buffer.from('mine'),
        }),
      })
    },
    heartbeat: () => {
      calls.push('heartbeat')
      return Promise.resolve({})
    },
    offsetFetch: () => {
      calls.push('offsetFetch')
      return Promise.resolve({ responses: [] })
    },
    metadata: () => Promise.resolve({ topicMetadata: [{ partitionMetadata: [{}, {}, {}, {}] }] }),
    // __consumer_offsets: high watermark 10; the last stable offset reaches it at the third read-committed look
    listOffsets: ({ isolationLevel }: { isolationLevel: number }) => {
      calls.push(`listOffsets:${isolationLevel}`)
      const offset = isolationLevel === 0 ? 10 : calls.filter((c) => c === 'listOffsets:1').length * 4
      return Promise.resolve({ responses: [{ partitions: [{ offset: String(offset) }] }] })
    },
  }
  const cluster = {
    findGroupCoordinator: () => Promise.resolve(coordinator as unknown as Broker),
    findTopicPartitionMetadata: () => [0, 1, 2].map((partitionId) => ({ partitionId })),
  }
  return cluster as unknown as Cluster
}

describe('kafkajsGroupProtocol', () => {
  it('announces user data and hands out assignments with per-member user data', async () => {
    const calls: string[] = []
    const hooks = {
      beforeJoin: () => Promise.resolve(),
      joined: () => undefined,
      synced: () => undefined,
      rebalanceRequested: () => false,
      requireStable: false,
    }
    const assigner = kafkajsGroupProtocol(
      assignor,
      hooks,
      instantClock,
    )({
      cluster: fakeCluster(calls, 0),
      groupId: 'g',
      logger: undefined as never,
    })
    const state = assigner.protocol({ topics: ['t'] })
    expect(state.name).toBe('test-assignor')
    expect(AssignerProtocol.MemberMetadata.decode(state.metadata)?.userData.toString()).toBe('wants:t')
    const members = ['a', 'b'].map((id) => ({
      memberId: id,
      memberMetadata: AssignerProtocol.MemberMetadata.encode({
        version: 0,
        topics: ['t'],
        userData: Buffer.from(id),
      }),
    }))
    const assigned = await assigner.assign({ members, topics: ['t'] })
    const decoded = assigned.map((a) => ({ id: a.memberId, ...decodeAssignment(a.memberAssignment) }))
    expect(decoded.map((d) => [d.id, d.partitions, d.userData.toString()])).toEqual([
      ['a', [{ topic: 't', partition: 2 }], 'for:a'],
      ['b', [], 'for:b'],
    ])
  })

  it('taps the coordinator: revokes before joining, retries while loading, reports the assignment', async () => {
    const calls: string[] = []
    const synced: GroupMemberAssignment[] = []
    let rebalance = false
    const cluster = fakeCluster(calls, 2)
    kafkajsGroupProtocol(
      assignor,
      {
        beforeJoin: () => {
          calls.push('beforeJoin')
          return Promise.resolve()
        },
        joined: (g) => calls.push(`joined:${g.generationId}:${g.memberId}`),
        synced: (a) => synced.push(a),
        rebalanceRequested: () => rebalance,
        requireStable: false,
      },
      instantClock,
    )({ cluster, groupId: 'g', logger: undefined as never })
    const coordinator = (await cluster.findGroupCoordinator({ groupId: 'g' })) as unknown as {
      joinGroup(r: unknown): Promise<unknown>
      syncGroup(r: unknown): Promise<unknown>
      heartbeat(r: unknown): Promise<unknown>
    }
    await coordinator.joinGroup({})
    await coordinator.syncGroup({})
    expect(calls).toEqual(['beforeJoin', 'join:loading', 'join:loading', 'join', 'joined:7:m-1', 'sync'])
    expect(synced.map((a) => [a.partitions, a.userData.toString()])).toEqual([
      [
        [
          { topic: 't', partition: 0 },
          { topic: 't', partition: 2 },
        ],
        'mine',
      ],
    ])
    await coordinator.heartbeat({})
    rebalance = true
    await expect(coordinator.heartbeat({})).rejects.toMatchObject({ type: 'REBALANCE_IN_PROGRESS' })
  })

  it('with requireStable, fetches committed offsets once no transaction is deciding them, heartbeating meanwhile', async () => {
    let now = 0
    const clock: Clock = { ...instantClock, now: () => now, sleep: () => Promise.resolve(void (now += 600)) }
    const tapped = async (requireStable: boolean): Promise<string[]> => {
      const calls: string[] = []
      const cluster = fakeCluster(calls, 0)
      const hooks = {
        beforeJoin: () => Promise.resolve(),
        joined: () => undefined,
        synced: () => undefined,
        rebalanceRequested: () => false,
        requireStable,
      }
      kafkajsGroupProtocol(assignor, hooks, clock)({ cluster, groupId: 'g', logger: undefined as never })
      const coordinator = (await cluster.findGroupCoordinator({ groupId: 'g' })) as unknown as {
        joinGroup(r: unknown): Promise<unknown>
        offsetFetch(r: unknown): Promise<unknown>
      }
      await coordinator.joinGroup({})
      await coordinator.offsetFetch({ groupId: 'g' })
      return calls
    }
    expect(await tapped(false)).toEqual(['join', 'offsetFetch'])
    expect(await tapped(true)).toEqual([
      'join',
      'listOffsets:0',
      'listOffsets:1',
      'listOffsets:1',
      'heartbeat',
      'listOffsets:1',
      'offsetFetch',
    ])
  })

  it("finds a group's __consumer_offsets partition as Kafka does (Java's String.hashCode)", () => {
    // "Aa" and "BB" hash to 2112; "polygenelubricants" to Integer.MIN_VALUE, which Kafka's abs makes 0
    expect(offsetsPartitionFor('Aa', 50)).toBe(12)
    expect(offsetsPartitionFor('BB', 50)).toBe(12)
    expect(offsetsPartitionFor('polygenelubricants', 50)).toBe(0)
    expect(offsetsPartitionFor('', 10)).toBe(0)
  })

  it('decodes an empty assignment as no partitions', () => {
    expect(decodeAssignment(Buffer.alloc(0))).toEqual({ partitions: [], userData: Buffer.alloc(0) })
    expect(decodeAssignment(null).partitions).toEqual([])
  })
})
