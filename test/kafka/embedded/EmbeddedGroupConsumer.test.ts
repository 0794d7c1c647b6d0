import { describe, expect, it } from 'vitest'
import type { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type {
  GroupAssignor,
  GroupConsumerOptions,
  GroupMemberAssignment,
  GroupMemberSubscription,
  TopicPartition,
} from '../../../src/kafka/ports.js'
import { embedded, pollRounds, produce, record, rejectionTag, settle, values } from './fixtures.js'

const tp = (partition: number, topic = 't'): TopicPartition => ({ topic, partition })

/** A consumer that logs its rebalance callbacks into `events`. */
const member = async (
  kafka: EmbeddedKafka,
  name: string,
  events: string[],
  extra: Partial<GroupConsumerOptions> = {},
  topics: readonly string[] = ['t'],
) => {
  const consumer = kafka.consumer({
    clientId: name,
    groupId: 'g',
    autoOffsetReset: 'earliest',
    rebalanceListener: {
      onPartitionsRevoked: (partitions) => {
        events.push(`${name} revoked ${partitions.map((p) => p.partition).join(',')}`)
        return Promise.resolve()
      },
      onPartitionsAssigned: (assignment) => {
        events.push(`${name} assigned ${assignment.partitions.map((p) => p.partition).join(',')}`)
        return Promise.resolve()
      },
    },
    ...extra,
  })
  await consumer.connect()
  await consumer.subscribe(topics)
  return consumer
}

const partitionsOf = (consumer: { assignment(): TopicPartition[] }): number[] =>
  consumer
    .assignment()
    .map((p) => p.partition)
    .sort()

/** An assignor that gives every partition to the member whose user data says "greedy", and echoes user data. */
const greedyAssignor = (wish: string, seen: GroupMemberSubscription[][]): GroupAssignor => ({
  name: 'greedy',
  subscriptionUserData: (topics) => Buffer.from(`${wish}:${topics.join(',')}`),
  assign: ({ members, partitionsPerTopic }) => {
    seen.push([...members])
    const greedy = members.find((m) => m.userData.toString().startsWith('greedy')) ?? members[0]!
    const all: TopicPartition[] = []
    for (const [topic, count] of partitionsPerTopic)
      for (let p = 0; p < count; p++) all.push({ topic, partition: p })
    return new Map<string, GroupMemberAssignment>(
      members.map((m) => [
        m.memberId,
        { partitions: m === greedy ? all : [], userData: Buffer.from(`for ${m.memberId}`) },
      ]),
    )
  },
})

describe('EmbeddedGroupConsumer', () => {
  it('joins alone, gets every partition and reads from the reset policy', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 3 }])
    await produce(kafka, [record('t', null, 'a', { partition: 0 }), record('t', null, 'b', { partition: 2 })])
    const events: string[] = []
    const consumer = await member(kafka, 'c1', events)
    expect(consumer.groupMetadata()).toBeUndefined()
    expect(values(await consumer.poll(0)).sort()).toEqual(['a', 'b'])
    expect(events).toEqual(['c1 assigned 0,1,2'])
    expect(consumer.groupMetadata()).toMatchObject({ groupId: 'g', generationId: 1 })
    expect(consumer.groupMetadata()?.memberId).toMatch(/^c1-/)
    expect(consumer.position(tp(2))).toBe(1)
  })

  it('starts at the committed offset, else latest by default', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(
      kafka,
      [0, 1, 2].map((i) => record('t', null, `p0-${i}`, { partition: 0 })),
    )
    await produce(
      kafka,
      [0, 1].map((i) => record('t', null, `p1-${i}`, { partition: 1 })),
    )
    const first = kafka.consumer({ clientId: 'first', groupId: 'g' })
    await first.connect()
    await first.commitOffsets([{ topic: 't', partition: 0, offset: 1 }])
    await first.subscribe(['t'])
    expect(values(await first.poll(0))).toEqual(['p0-1', 'p0-2'])
    expect(first.position(tp(1))).toBe(2)
  })

  it("runs the leader's assignor over every subscription and user data, handing each member its user data", async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 2 }])
    const seen: GroupMemberSubscription[][] = []
    const events: string[] = []
    const assigned: string[] = []
    const withAssignor = (wish: string): Partial<GroupConsumerOptions> => ({
      assignor: greedyAssignor(wish, seen),
      rebalanceListener: {
        onPartitionsRevoked: () => Promise.resolve(),
        onPartitionsAssigned: (a) => {
          assigned.push(`${a.partitions.length}:${a.userData.toString()}`)
          return Promise.resolve()
        },
      },
    })
    const c1 = await member(kafka, 'c1', events, withAssignor('modest'))
    await c1.poll(0)
    const c2 = await member(kafka, 'c2', events, withAssignor('greedy'))
    await pollRounds(clock, [c1, c2])
    const last = seen.at(-1)!
    expect(last.map((m) => m.userData.toString()).sort()).toEqual(['greedy:t', 'modest:t'])
    expect(last.map((m) => m.topics)).toEqual([['t'], ['t']])
    expect(partitionsOf(c1)).toEqual([])
    expect(partitionsOf(c2)).toEqual([0, 1])
    expect(assigned.slice(-2).sort()).toEqual([
      `0:for ${c1.groupMetadata()!.memberId}`,
      `2:for ${c2.groupMetadata()!.memberId}`,
    ])
    expect(c1.groupMetadata()?.generationId).toBe(2)
    expect(c2.groupMetadata()?.generationId).toBe(2)
  })

  it('awaits every revocation before anyone is assigned, so offsets committed there are where the new owner starts', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(kafka, [record('t', null, 'x', { partition: 0 }), record('t', null, 'y', { partition: 1 })])
    const events: string[] = []
    const c1 = kafka.consumer({
      clientId: 'c1',
      groupId: 'g',
      autoOffsetReset: 'earliest',
      rebalanceListener: {
        onPartitionsRevoked: async (partitions) => {
          await Promise.resolve()
          await c1.commitOffsets(partitions.map((p) => ({ ...p, offset: c1.position(p) ?? 0 })))
          events.push('c1 revoked and committed')
        },
        onPartitionsAssigned: (a) => {
          events.push(`c1 assigned ${a.partitions.map((p) => p.partition).join(',')}`)
          return Promise.resolve()
        },
      },
    })
    await c1.connect()
    await c1.subscribe(['t'])
    expect(values(await c1.poll(0)).sort()).toEqual(['x', 'y'])
    const c2 = await member(kafka, 'c2', events)
    const [r1, r2] = await pollRounds(clock, [c1, c2])
    expect(events.slice(0, 2)).toEqual(['c1 assigned 0,1', 'c1 revoked and committed'])
    expect(events.slice(2).sort()).toEqual(['c1 assigned 0', 'c2 assigned 1'])
    expect([...r1!, ...r2!]).toEqual([])
    expect(c2.position(tp(1))).toBe(1)
  })

  it('rebalances when a member leaves, and when one stops polling past its session timeout', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 2 }])
    const events: string[] = []
    const c1 = await member(kafka, 'c1', events, { sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1000 })
    await c1.poll(0)
    const c2 = await member(kafka, 'c2', events, { sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1000 })
    await pollRounds(clock, [c1, c2])
    expect([partitionsOf(c1), partitionsOf(c2)]).toEqual([[0], [1]])

    const c3 = await member(kafka, 'c3', events, { sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1000 })
    await settle(clock, c3.poll(0))
    await c2.disconnect()
    await pollRounds(clock, [c1, c3])
    expect(events).toContain('c2 revoked 1')
    expect([partitionsOf(c1), partitionsOf(c3)]).toEqual([[0], [1]])
    const generation = c1.groupMetadata()!.generationId

    // c3 stops polling: after its session timeout the group drops it and c1 takes everything.
    await settle(clock, c1.poll(9_000))
    expect(partitionsOf(c1)).toEqual([0])
    await settle(clock, c1.poll(2_000))
    expect(partitionsOf(c1)).toEqual([0, 1])
    expect(c1.groupMetadata()?.generationId).toBe(generation + 1)
    expect(await rejectionTag(() => c3.commitOffsets([{ topic: 't', partition: 1, offset: 0 }]))).toBe(
      'CommitFailed',
    )
    expect(c3.groupMetadata()).toBeUndefined()
  })

  it('stays in the group while inside a poll longer than its session timeout', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = await member(kafka, 'c', [], { sessionTimeoutMs: 1000, heartbeatIntervalMs: 100 })
    expect(await settle(clock, consumer.poll(5000))).toEqual([])
    expect(consumer.groupMetadata()?.generationId).toBe(1)
    expect(partitionsOf(consumer)).toEqual([0])
  })

  it('ends a waiting poll on disconnect, after revoking its partitions', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const events: string[] = []
    const consumer = await member(kafka, 'c', events)
    await consumer.poll(0)
    const waiting = consumer.poll(60_000)
    await consumer.disconnect()
    expect(await waiting).toEqual([])
    expect(events).toEqual(['c assigned 0', 'c revoked 0'])
    const next = await member(kafka, 'next', events)
    await next.poll(0)
    expect(next.groupMetadata()?.generationId).toBe(3)
  })

  it('drops a member stuck in onPartitionsRevoked after the rebalance timeout (max.poll.interval.ms)', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 2 }])
    const stuck = kafka.consumer({
      clientId: 'stuck',
      groupId: 'g',
      rebalanceListener: {
        onPartitionsRevoked: () => new Promise<void>(() => undefined),
        onPartitionsAssigned: () => Promise.resolve(),
      },
    })
    await stuck.connect()
    await stuck.subscribe(['t'])
    await stuck.poll(0)
    const other = await member(kafka, 'other', [])
    // Both keep polling (so neither session expires); the stuck one never rejoins.
    for (let round = 0; round < 35; round++) {
      await settle(clock, Promise.all([stuck.poll(10_000), other.poll(10_000)]), 1000)
    }
    expect(partitionsOf(other)).toEqual([0, 1])
    expect(await rejectionTag(() => stuck.commitOffsets([{ topic: 't', partition: 0, offset: 0 }]))).toBe(
      'CommitFailed',
    )
  })

  it('fails commits of a stale generation with CommitFailed', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    const events: string[] = []
    const c1 = await member(kafka, 'c1', events)
    await c1.poll(0)
    const stale = c1.groupMetadata()!
    c1.enforceRebalance()
    await c1.poll(0)
    expect(c1.groupMetadata()?.generationId).toBe(stale.generationId + 1)
    await c1.commitOffsets([{ topic: 't', partition: 0, offset: 1 }])
    const outsider = kafka.consumer({ clientId: 'outsider', groupId: 'g' })
    await outsider.connect()
    expect(await rejectionTag(() => outsider.commitOffsets([{ topic: 't', partition: 0, offset: 2 }]))).toBe(
      'CommitFailed',
    )
    expect(await c1.committed([tp(0), tp(1)])).toEqual([{ topic: 't', partition: 0, offset: 1 }])
  })

  it('refuses a member whose assignor the group does not use', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const c1 = await member(kafka, 'c1', [])
    await c1.poll(0)
    const c2 = await member(kafka, 'c2', [], { assignor: greedyAssignor('x', []) })
    expect(await rejectionTag(() => c2.poll(0))).toBe('KafkaProtocolError')
    expect(await rejectionTag(() => c2.poll(0))).toBe('KafkaProtocolError')
    expect(c2.groupMetadata()).toBeUndefined()
  })

  it("fails the leader's poll when its assignor throws, with the assignor's error as cause", async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const broken = new Error('assignor bug')
    const consumer = await member(kafka, 'c', [], {
      assignor: {
        name: 'broken',
        subscriptionUserData: () => Buffer.alloc(0),
        assign: () => {
          throw broken
        },
      },
    })
    const error = await consumer.poll(0).catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: 'KafkaProtocolError', cause: broken })
    expect(await rejectionTag(() => consumer.poll(0))).toBe('KafkaProtocolError')
    expect(consumer.assignment()).toEqual([])
  })

  it("keeps a static member's partitions across a restart without a rebalance", async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 2 }])
    const events: string[] = []
    const s1 = await member(kafka, 's1', events, { groupInstanceId: 'instance-1' })
    await s1.poll(0)
    const c2 = await member(kafka, 'c2', events)
    await pollRounds(clock, [s1, c2])
    const generation = c2.groupMetadata()!.generationId
    const [staticOwned, otherOwned] = [partitionsOf(s1), partitionsOf(c2)]
    expect(staticOwned).toHaveLength(1)
    await s1.disconnect()
    const again = await member(kafka, 's1-again', events, { groupInstanceId: 'instance-1' })
    await again.poll(0)
    expect(partitionsOf(again)).toEqual(staticOwned)
    expect(again.groupMetadata()?.generationId).toBe(generation)
    await c2.poll(0)
    expect(c2.groupMetadata()?.generationId).toBe(generation)
    expect(partitionsOf(c2)).toEqual(otherOwned)
  })

  it('polls: returns at once when records are there, waits for them, or returns [] at the timeout', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = await member(kafka, 'c', [], { maxPollRecords: 2 })
    expect(await consumer.poll(0)).toEqual([])
    const waiting = consumer.poll(5000)
    clock.advance(100)
    await produce(kafka, [record('t', null, '1'), record('t', null, '2'), record('t', null, '3')])
    expect(values(await waiting)).toEqual(['1', '2'])
    expect(values(await consumer.poll(0))).toEqual(['3'])
    const empty = consumer.poll(5000)
    clock.advance(5000)
    expect(await empty).toEqual([])
  })

  it('pauses, resumes and seeks', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(kafka, [
      record('t', null, 'a0', { partition: 0 }),
      record('t', null, 'b0', { partition: 1 }),
    ])
    const consumer = await member(kafka, 'c', [])
    await consumer.poll(0)
    await produce(kafka, [
      record('t', null, 'a1', { partition: 0 }),
      record('t', null, 'b1', { partition: 1 }),
    ])
    consumer.pause([tp(0)])
    expect(values(await consumer.poll(0))).toEqual(['b1'])
    consumer.resume([tp(0)])
    consumer.seek({ topic: 't', partition: 1, offset: 0 })
    expect(values(await consumer.poll(0)).sort()).toEqual(['a1', 'b0', 'b1'])
    consumer.seek({ topic: 't', partition: 0, offset: 99 })
    expect(values(await consumer.poll(0))).toEqual(['a0', 'a1'])
    expect(await rejectionTag(() => consumer.seek({ topic: 't', partition: 5, offset: 0 }))).toBe(
      'InvalidConfiguration',
    )
    expect(await rejectionTag(() => consumer.seek({ topic: 't', partition: 0, offset: -1 }))).toBe(
      'InvalidConfiguration',
    )
    expect(consumer.position(tp(5))).toBeUndefined()
  })

  it('rebalances when a subscribed topic is deleted', async () => {
    const { kafka } = await embedded([
      { topic: 't', numPartitions: 1 },
      { topic: 'u', numPartitions: 1 },
    ])
    const consumer = await member(kafka, 'c', [], {}, ['t', 'u'])
    await consumer.poll(0)
    expect(consumer.assignment()).toHaveLength(2)
    const admin = kafka.admin()
    await admin.connect()
    await admin.deleteTopics(['u'])
    await consumer.poll(0)
    expect(consumer.assignment()).toEqual([tp(0)])
  })

  it('refuses unknown topics, polls before subscribe, use after disconnect and bad options', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = kafka.consumer({ clientId: 'c', groupId: 'g' })
    expect(await rejectionTag(() => consumer.subscribe(['t']))).toBe('ClientNotConnected')
    await consumer.connect()
    expect(await rejectionTag(() => consumer.subscribe(['nope']))).toBe('UnknownTopicOrPartition')
    expect(await rejectionTag(() => consumer.poll(0))).toBe('InvalidConfiguration')
    await consumer.subscribe(['t'])
    expect(await rejectionTag(() => consumer.poll(-1))).toBe('InvalidConfiguration')
    await consumer.disconnect()
    expect(await rejectionTag(() => consumer.poll(0))).toBe('ClientNotConnected')
    expect(await rejectionTag(() => consumer.assignment())).toBe('ClientNotConnected')
    for (const bad of [
      { clientId: 'c', groupId: '' },
      { clientId: 'c', groupId: 'g', maxPollRecords: 0 },
      { clientId: 'c', groupId: 'g', sessionTimeoutMs: 1000, heartbeatIntervalMs: 1000 },
      { clientId: 'c', groupId: 'g', isolationLevel: 'dirty' as 'read_committed' },
    ]) {
      expect(await rejectionTag(() => kafka.consumer(bad))).toBe('InvalidConfiguration')
    }
  })
})
