import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { ConsumerGroup } from '../../../src/kafka/embedded/ConsumerGroup.js'
import type { JoinProtocol, JoinResult, MemberListener } from '../../../src/kafka/embedded/GroupMember.js'
import type { GroupMemberAssignment } from '../../../src/kafka/ports.js'
import { flush } from './fixtures.js'

const protocol = (name: string, topics = ['t']): JoinProtocol => ({
  name,
  topics,
  userData: Buffer.from(name),
})

/** Clients whose name is in `polling` are inside a poll. */
const polling = new Set<string>()

const listener = (log: string[], name: string): MemberListener => ({
  rebalanceNeeded: () => log.push(`${name} rebalance`),
  removed: () => log.push(`${name} removed`),
  polling: () => polling.has(name),
})

const setup = () => {
  const clock = new ManualClock()
  let seq = 0
  const group = new ConsumerGroup('g', clock, (clientId) => `${clientId}-${++seq}`)
  const join = (clientId: string, protocols: JoinProtocol[], log: string[] = [], memberId = '') =>
    group.join({
      memberId,
      groupInstanceId: undefined,
      clientId,
      protocols,
      sessionTimeoutMs: 1000,
      listener: listener(log, clientId),
    }).result
  return { clock, group, join }
}

const joinedId = (result: JoinResult): string => (result._tag === 'Joined' ? result.memberId : 'unknown')

describe('ConsumerGroup', () => {
  it('completes a join once every member has joined, with the leader seeing all subscriptions', async () => {
    const { group, join } = setup()
    const a = await join('a', [protocol('p')])
    expect(group.state).toBe('CompletingRebalance')
    const aId = joinedId(a)
    const assignment: GroupMemberAssignment = {
      partitions: [{ topic: 't', partition: 0 }],
      userData: Buffer.from('x'),
    }
    expect(await group.sync(aId, 1, new Map([[aId, assignment]]))).toEqual({ _tag: 'Assigned', assignment })
    expect(group.state).toBe('Stable')

    const log: string[] = []
    const bJoin = join('b', [protocol('p')], log)
    await flush()
    expect(group.state).toBe('PreparingRebalance')
    const aAgain = join('a', [protocol('p')], [], aId)
    const [b, a2] = await Promise.all([bJoin, aAgain])
    expect(a2).toMatchObject({ _tag: 'Joined', generationId: 2, leaderId: aId, protocol: 'p' })
    expect(a2._tag === 'Joined' ? a2.members.map((m) => m.userData.toString()) : []).toEqual(['p', 'p'])
    expect(b._tag === 'Joined' ? b.members : undefined).toEqual([])
  })

  it('chooses the protocol every member supports that most members prefer, and refuses members sharing none', async () => {
    const { group, join } = setup()
    const aId = joinedId(await join('a', [protocol('sticky'), protocol('range')]))
    expect(group.protocol).toBe('sticky')
    const b = join('b', [protocol('range'), protocol('sticky')])
    await join('a', [protocol('sticky'), protocol('range')], [], aId)
    const bId = joinedId(await b)
    expect(group.protocol).toBe('sticky')
    const c = join('c', [protocol('range')])
    const again = [
      join('a', [protocol('sticky'), protocol('range')], [], aId),
      join('b', [protocol('range')], [], bId),
    ]
    const results = await Promise.all([c, ...again])
    expect(results.map((r) => (r._tag === 'Joined' ? r.protocol : r._tag))).toEqual([
      'range',
      'range',
      'range',
    ])
    expect(() => join('d', [protocol('other')])).toThrow(
      expect.objectContaining({ _tag: 'KafkaProtocolError' }),
    )
    expect(group.memberIds()).toHaveLength(3)
  })

  it('answers RebalanceInProgress to a sync when a member joins before the leader synced, and refuses commits meanwhile', async () => {
    const { group, join } = setup()
    const aId = joinedId(await join('a', [protocol('p')]))
    expect(() => group.checkGeneration(aId, 1)).toThrow(
      expect.objectContaining({ _tag: 'RebalanceInProgress' }),
    )
    const log: string[] = []
    const pendingSync = group.sync('unknown-member', 1, null)
    expect(await pendingSync).toEqual({ _tag: 'UnknownMember' })
    const bJoin = join('b', [protocol('p')], log)
    expect(await group.sync(aId, 1, null)).toEqual({ _tag: 'RebalanceInProgress' })
    await join('a', [protocol('p')], [], aId)
    await bJoin
    expect(group.generationId).toBe(2)
    expect(() => group.checkGeneration(aId, 1)).toThrow(expect.objectContaining({ _tag: 'CommitFailed' }))
  })

  it('removes a member whose session ran out on the clock, and lets the rest rebalance', async () => {
    const { clock, group, join } = setup()
    const logA: string[] = []
    const logB: string[] = []
    const aId = joinedId(await join('a', [protocol('p')], logA))
    const b = join('b', [protocol('p')], logB)
    await join('a', [protocol('p')], logA, aId)
    const bId = joinedId(await b)
    logA.length = 0
    await Promise.all([group.sync(aId, 1, new Map()), group.sync(bId, 1, null)])
    polling.add('a')
    clock.advance(999)
    expect(group.memberIds()).toEqual([aId, bId])
    clock.advance(1)
    expect(group.memberIds()).toEqual([aId])
    expect(logB).toEqual(['b removed'])
    expect(logA).toEqual(['a rebalance'])
    polling.delete('a')
    group.seen(aId)
    clock.advance(5000)
    expect(group.memberIds()).toEqual([])
    expect(group.state).toBe('Empty')
  })

  it('stores offsets, and accepts commits without membership only while the group has no members', async () => {
    const { group, join } = setup()
    group.checkGeneration('', -1)
    group.offsets.store([{ topic: 't', partition: 1, offset: 4 }])
    expect(group.offsets.get({ topic: 't', partition: 1 })).toBe(4)
    await join('a', [protocol('p')])
    expect(() => group.checkGeneration('', -1)).toThrow(expect.objectContaining({ _tag: 'CommitFailed' }))
    group.topicChanged('t')
    expect(group.offsets.get({ topic: 't', partition: 1 })).toBeUndefined()
  })
})
