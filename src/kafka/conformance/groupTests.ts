/**
 * Conformance: two group members rebalance through a custom assignor whose protocol carries user data both ways,
 * and the member giving partitions up hears of it before anyone else is assigned them.
 * @since 0.1.0
 */
import { expect, it } from 'vitest'
import { systemClock } from '../../core/clock.js'
import type { GroupAssignor, GroupConsumerPort, GroupMemberAssignment, TopicPartition } from '../ports.js'
import { bytes, type ConformanceContext } from './ConformanceContext.js'

const label = (ps: readonly TopicPartition[]): string => ps.map((p) => p.partition).join(',')

/** An assignor that deals partitions round robin over members sorted by their user data. */
const dealingAssignor = (member: string, seen: string[][]): GroupAssignor => ({
  name: 'conformance-dealer',
  subscriptionUserData: () => bytes(member),
  assign: ({ members, partitionsPerTopic }) => {
    const sorted = [...members].sort((a, b) => a.userData.compare(b.userData))
    seen.push(sorted.map((m) => m.userData.toString()))
    const dealt = new Map<string, TopicPartition[]>(sorted.map((m) => [m.memberId, []]))
    let i = 0
    for (const [topic, count] of partitionsPerTopic) {
      for (let partition = 0; partition < count; partition++) {
        dealt.get(sorted[i++ % sorted.length]!.memberId)!.push({ topic, partition })
      }
    }
    return new Map<string, GroupMemberAssignment>(
      sorted.map((m) => [
        m.memberId,
        { partitions: dealt.get(m.memberId)!, userData: bytes(`for:${m.userData.toString()}`) },
      ]),
    )
  },
})

/**
 * Registers the consumer-group tests.
 * @example
 * groupTests(() => ctx)
 * @category Clients
 * @since 0.1.0
 */
export const groupTests = (context: () => ConformanceContext): void => {
  it('rebalances two members with assignor user data and revokes before reassigning', async () => {
    const ctx = context()
    const topic = await ctx.topic(4)
    const groupId = ctx.name('group')
    const events: string[] = []
    const seen: string[][] = []
    const received = new Map<string, string>()
    const member = (name: string): Promise<GroupConsumerPort> =>
      ctx.groupConsumer({
        groupId,
        assignor: dealingAssignor(name, seen),
        rebalanceListener: {
          onPartitionsRevoked: (ps) => {
            events.push(`${name}:revoked:${label(ps)}`)
            return Promise.resolve()
          },
          onPartitionsAssigned: (a) => {
            events.push(`${name}:assigned:${label(a.partitions)}`)
            received.set(name, a.userData.toString())
            return Promise.resolve()
          },
        },
      })

    const a = await member('a')
    await a.subscribe([topic])
    const deadline = systemClock.now() + ctx.waitMs
    while (a.assignment().length < 4 && systemClock.now() < deadline) await a.poll(100)
    await a.poll(100)
    expect(label(a.assignment())).toBe('0,1,2,3')
    expect(a.groupMetadata()?.groupId).toBe(groupId)
    const firstGeneration = a.groupMetadata()!.generationId

    const b = await member('b')
    let bJoined = false
    const joining = b.subscribe([topic]).then(() => (bJoined = true))
    const split = (): boolean => a.assignment().length === 2 && b.assignment().length === 2
    while (
      !(split() && received.get('b') !== undefined && events.includes('a:assigned:0,2')) &&
      systemClock.now() < deadline
    ) {
      await a.poll(100)
      if (bJoined) await b.poll(100)
    }
    await joining

    expect(label(a.assignment())).toBe('0,2')
    expect(label(b.assignment())).toBe('1,3')
    expect(seen[seen.length - 1]).toEqual(['a', 'b'])
    expect(received.get('a')).toBe('for:a')
    expect(received.get('b')).toBe('for:b')
    expect(events.filter((e) => e.startsWith('a:'))).toEqual([
      'a:assigned:0,1,2,3',
      'a:revoked:0,1,2,3',
      'a:assigned:0,2',
    ])
    expect(events.indexOf('a:revoked:0,1,2,3')).toBeLessThan(events.indexOf('b:assigned:1,3'))
    expect(a.groupMetadata()!.generationId).toBeGreaterThan(firstGeneration)
    expect(a.groupMetadata()!.memberId).not.toBe(b.groupMetadata()!.memberId)
  })

  it('rejoins on enforceRebalance, announcing fresh user data', async () => {
    const ctx = context()
    const topic = await ctx.topic(2)
    const seen: string[][] = []
    let round = 1
    const assignor: GroupAssignor = {
      ...dealingAssignor('unused', seen),
      subscriptionUserData: () => bytes(`round-${round}`),
    }
    const consumer = await ctx.groupConsumer({ groupId: ctx.name('group'), assignor })
    await consumer.subscribe([topic])
    const deadline = systemClock.now() + ctx.waitMs
    while (consumer.assignment().length < 2 && systemClock.now() < deadline) await consumer.poll(100)
    const before = consumer.groupMetadata()!.generationId
    expect(seen[seen.length - 1]).toEqual(['round-1'])
    round = 2
    consumer.enforceRebalance()
    while (seen[seen.length - 1]?.[0] !== 'round-2' && systemClock.now() < deadline) await consumer.poll(100)
    while (consumer.assignment().length < 2 && systemClock.now() < deadline) await consumer.poll(100)
    expect(seen[seen.length - 1]).toEqual(['round-2'])
    expect(consumer.groupMetadata()!.generationId).toBeGreaterThan(before)
    expect(label(consumer.assignment())).toBe('0,1')
  })

  it('seeks a partition the group assigned', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer()
    await producer.send(Array.from({ length: 8 }, (_, i) => ({ topic, key: null, value: bytes(`v${i}`) })))
    const consumer = await ctx.groupConsumer({ groupId: ctx.name('group') })
    await consumer.subscribe([topic])
    expect((await ctx.pollUntil(consumer, 8)).map((r) => r.offset)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    const tp = { topic, partition: 0 }
    expect(consumer.position(tp)).toBe(8)
    consumer.seek({ ...tp, offset: 5 })
    expect((await ctx.pollUntil(consumer, 3)).map((r) => r.offset)).toEqual([5, 6, 7])
  })
}
