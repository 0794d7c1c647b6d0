import { describe, expect, it } from 'vitest'
import { decodeAssignmentInfo } from '../../../src/runtime/assignor/AssignmentInfo.js'
import { AssignorErrorCode } from '../../../src/runtime/assignor/AssignorErrorCode.js'
import { encodeSubscriptionInfo } from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { StreamsPartitionAssignor } from '../../../src/runtime/assignor/StreamsPartitionAssignor.js'
import { formatTaskId } from '../../../src/core/TaskId.js'
import { pid } from './testProcessId.js'
import { subscriptionCases } from './wireGoldens.js'

// A group of Java members (their subscription bytes come from Java 4.4, see wireGoldens.test.ts for the proof
// that our decoder reads them as Java does) and Tributary members, one of them older (version 8).
const javaBytes = (name: string): Buffer => {
  const c = subscriptionCases().find((s) => s.name === name)
  if (c === undefined) throw new Error(`no golden ${name}`)
  return Buffer.from(c.hex, 'hex')
}

const subtopologies = [
  { id: 0, sourceTopics: ['words'] },
  { id: 1, sourceTopics: ['counts'], stateful: true },
  { id: 2, sourceTopics: ['more'], stateful: true },
]
const partitionsPerTopic = new Map([
  ['words', 3],
  ['counts', 3],
  ['more', 4],
])
const NOW = 5_000

const leader = new StreamsPartitionAssignor({ processId: pid('lead'), subtopologies, now: () => NOW })
const older = encodeSubscriptionInfo({
  version: 8,
  latestSupportedVersion: 8,
  processId: pid('old'),
  userEndpoint: 'old.example:7',
  taskOffsetSums: [{ task: { subtopology: 1, partition: 1 }, offsetSum: -2 }],
  uniqueField: 1,
  errorCode: 0,
  clientTags: [],
})

describe('StreamsPartitionAssignor with Java members', () => {
  it('assigns at the oldest member version, withholds partitions owned elsewhere, and fills host maps', async () => {
    const result = await leader.assign({
      partitionsPerTopic,
      members: [
        // Java 4.4 member: runs 0_0, holds 1_2 (offset sum 1234), and still owns words-0 (cooperative)
        {
          memberId: 'java-1',
          topics: [],
          userData: javaBytes('basic-v11'),
          ownedPartitions: [{ topic: 'words', partition: 0 }],
        },
        { memberId: 'lead-1', topics: [], userData: leader.subscriptionUserData() },
        // an older member that ran 1_1 and still owns counts-1
        {
          memberId: 'old-1',
          topics: [],
          userData: older,
          ownedPartitions: [{ topic: 'counts', partition: 1 }],
        },
      ],
    })
    const infos = new Map([...result].map(([id, a]) => [id, { a, info: decodeAssignmentInfo(a.userData) }]))
    const seen = new Set<string>()
    for (const [id, { a, info }] of infos) {
      expect(info.version, id).toBe(8)
      expect(info.commonlySupportedVersion, id).toBe(8)
      expect(info.errorCode).toBe(AssignorErrorCode.NONE)
      // Java maps the n-th sorted partition to the n-th task
      expect(info.activeTasks).toHaveLength(a.partitions.length)
      a.partitions.forEach((p, i) => {
        const task = info.activeTasks[i]
        expect(task?.partition).toBe(p.partition)
        expect(subtopologies[task?.subtopology ?? -1]?.sourceTopics).toContain(p.topic)
        expect(seen.has(`${p.topic}-${p.partition}`)).toBe(false)
        seen.add(`${p.topic}-${p.partition}`)
      })
      for (const s of info.standbyTasks) expect(a.partitions).not.toContainEqual(s.partitions[0])
      // an owned partition never moves straight to another member
      if (id !== 'java-1') expect(a.partitions).not.toContainEqual({ topic: 'words', partition: 0 })
      if (id !== 'old-1') expect(a.partitions).not.toContainEqual({ topic: 'counts', partition: 1 })
      expect(info.partitionsByHost.map((h) => `${h.host.host}:${h.host.port}`).sort()).toEqual([
        'localhost:8080',
        'old.example:7',
      ])
    }
    expect(seen.size).toBeGreaterThan(0)
    // the stateful task Java ran is kept on Java's process (sticky on its previous owner)
    const java = infos.get('java-1')?.info
    expect(java?.activeTasks.map(formatTaskId)).toContain('0_0')
  })

  it('answers a member of a newer version at our version, which makes it downgrade', async () => {
    const future = Buffer.concat([Buffer.from([0, 0, 0, 12, 0, 0, 0, 12]), Buffer.alloc(24)])
    const result = await leader.assign({
      partitionsPerTopic,
      members: [
        { memberId: 'lead-1', topics: [], userData: leader.subscriptionUserData() },
        { memberId: 'next-1', topics: [], userData: future },
      ],
    })
    for (const a of result.values()) {
      const info = decodeAssignmentInfo(a.userData)
      expect([info.version, info.commonlySupportedVersion]).toEqual([11, 11])
    }
    // the future member got tasks too (as Java's FUTURE_ID client)
    expect(result.get('next-1')?.partitions.length).toBeGreaterThan(0)
  })

  it('member side: adopts the version the leader answered with, and asks for a rebalance at once', async () => {
    const member = new StreamsPartitionAssignor({ processId: pid('m'), subtopologies, now: () => NOW })
    const result = await leader.assign({
      partitionsPerTopic,
      members: [
        { memberId: 'm-1', topics: [], userData: member.subscriptionUserData() },
        { memberId: 'old-1', topics: [], userData: older },
      ],
    })
    const mine = result.get('m-1')
    if (mine === undefined) throw new Error('no assignment')
    const received = member.onAssignment(mine.userData)
    expect(member.subscriptionVersion).toBe(8)
    expect(received.nextRebalanceMs).toBe(0)
    expect(() => member.onAssignment(Buffer.from(result.get('m-1')?.userData ?? []))).not.toThrow()
    // once the older member left, the leader answers at 8 but says 11 is common: the member upgrades
    const alone = await leader.assign({
      partitionsPerTopic,
      members: [{ memberId: 'm-1', topics: [], userData: member.subscriptionUserData() }],
    })
    const back = member.onAssignment(alone.get('m-1')?.userData ?? Buffer.alloc(0))
    expect(back.info.version).toBe(8)
    expect(member.subscriptionVersion).toBe(11)
    expect(back.nextRebalanceMs).toBe(0)
  })

  it('sends SHUTDOWN_REQUESTED at the latest version when a Java member asks for it', async () => {
    const result = await leader.assign({
      partitionsPerTopic,
      members: [
        { memberId: 'lead-1', topics: [], userData: leader.subscriptionUserData() },
        { memberId: 'java-1', topics: [], userData: javaBytes('rich-v11') },
      ],
    })
    for (const a of result.values()) {
      const info = decodeAssignmentInfo(a.userData)
      expect([info.errorCode, info.version, a.partitions.length]).toEqual([
        AssignorErrorCode.SHUTDOWN_REQUESTED,
        11,
        0,
      ])
    }
  })
})
