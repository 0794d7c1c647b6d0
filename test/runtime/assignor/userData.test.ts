import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeAssignmentInfo,
  encodeAssignmentInfo,
  type AssignmentInfo,
} from '../../../src/runtime/assignor/AssignmentInfo.js'
import { ByteWriter } from '../../../src/runtime/assignor/ByteWriter.js'
import { InvalidUserDataError } from '../../../src/runtime/assignor/InvalidUserDataError.js'
import {
  decodeMemberSubscription,
  decodeSubscriptionInfo,
  encodeSubscriptionInfo,
  type SubscriptionInfo,
} from '../../../src/runtime/assignor/SubscriptionInfo.js'
import { subscriptionView } from './wireGoldens.js'

// Java's own bytes are checked in wireGoldens.test.ts; these are the codecs' laws over random values.

const task = fc.record({ subtopology: fc.nat(1000), partition: fc.nat(10_000) })
const key = (t: { subtopology: number; partition: number }) => `${t.subtopology}_${t.partition}`
const subscription = (minVersion: number): fc.Arbitrary<SubscriptionInfo> =>
  fc.record({
    version: fc.integer({ min: minVersion, max: 11 }),
    latestSupportedVersion: fc.constant(11),
    processId: fc.uuid(),
    userEndpoint: fc.constantFrom('', 'localhost:8080', '10.0.0.1:1', '[::1]:65535', 'host-1.example:80'),
    taskOffsetSums: fc.uniqueArray(
      fc.record({ task, offsetSum: fc.integer({ min: -2, max: Number.MAX_SAFE_INTEGER }) }),
      { selector: (s) => key(s.task) },
    ),
    uniqueField: fc.integer({ min: -128, max: 127 }),
    errorCode: fc.constantFrom(0, 4),
    clientTags: fc.uniqueArray(fc.record({ key: fc.string(), value: fc.string() }), {
      selector: (t) => t.key,
    }),
  })
const partitions = fc.array(
  fc.record({
    topic: fc.constantFrom('in', 'app-counts-repartition', 'ü', '\u0000x'),
    partition: fc.nat(100),
  }),
)
const hostPartitions = fc.record({
  host: fc.record({ host: fc.string({ minLength: 1 }), port: fc.nat(65535) }),
  partitions,
})
const assignment: fc.Arbitrary<AssignmentInfo> = fc.record({
  version: fc.integer({ min: 7, max: 11 }),
  commonlySupportedVersion: fc.integer({ min: 7, max: 11 }),
  activeTasks: fc.array(task),
  standbyTasks: fc.uniqueArray(fc.record({ task, partitions }), { selector: (s) => key(s.task) }),
  partitionsByHost: fc.array(hostPartitions),
  standbyPartitionsByHost: fc.array(hostPartitions),
  errorCode: fc.constantFrom(0, 1, 2, 3, 4),
  nextRebalanceMs: fc.option(fc.nat(), { nil: undefined }),
})

const thrown = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return e
  }
  return undefined
}

const expectInvalid = (f: () => unknown): void => {
  const error = thrown(f)
  expect(error).toBeInstanceOf(InvalidUserDataError)
  expect((error as InvalidUserDataError)._tag).toBe('InvalidUserData')
  expect((error as InvalidUserDataError).retryable).toBe(false)
}

const known = (bytes: Buffer): SubscriptionInfo => {
  const info = decodeSubscriptionInfo(bytes)
  if (!('processId' in info)) throw new Error('decoded as a future version')
  return info
}

describe('subscription user data', () => {
  it('round-trips at versions 7-11 (offset sums grouped by sub-topology below 10, so compared as sets)', () => {
    fc.assert(
      fc.property(subscription(7), (info) => {
        // error code and client tags exist from versions 9 and 11 on
        const carried = {
          ...info,
          errorCode: info.version >= 9 ? info.errorCode : 0,
          clientTags: info.version >= 11 ? info.clientTags : [],
        }
        expect(subscriptionView(known(encodeSubscriptionInfo(info)))).toEqual(subscriptionView(carried))
      }),
    )
  })

  it('below version 7 keeps active tasks as LATEST_OFFSET (-2) and reads other tasks back as standby (-3)', () => {
    fc.assert(
      fc.property(
        subscription(1).map((s) => ({
          ...s,
          version: (s.version % 6) + 1,
          latestSupportedVersion: s.version % 6 < 2 ? -1 : 11,
        })),
        (info) => {
          const back = known(encodeSubscriptionInfo(info))
          const expected = info.taskOffsetSums.map((s) => ({ ...s, offsetSum: s.offsetSum === -2 ? -2 : -3 }))
          expect(subscriptionView(back).taskOffsetSums).toEqual(
            subscriptionView({ ...info, taskOffsetSums: expected }).taskOffsetSums,
          )
          expect(back.processId).toBe(info.processId)
          expect(back.userEndpoint).toBe(info.version >= 2 ? info.userEndpoint : '')
        },
      ),
    )
  })

  it('rejects garbage (or reads it as a future version), truncation and trailing bytes with InvalidUserData', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        const b = Buffer.from(bytes)
        const error = thrown(() => decodeSubscriptionInfo(b))
        if (error === undefined) expect(b.readInt32BE(0)).toBeGreaterThan(11)
        else expect(error).toBeInstanceOf(InvalidUserDataError)
      }),
    )
    fc.assert(
      fc.property(subscription(1), fc.nat(), (info, cut) => {
        const bytes = encodeSubscriptionInfo({ ...info, latestSupportedVersion: info.version < 3 ? -1 : 11 })
        expectInvalid(() => decodeSubscriptionInfo(bytes.subarray(0, cut % bytes.length)))
        expectInvalid(() => decodeSubscriptionInfo(Buffer.concat([bytes, Buffer.from([0])])))
      }),
    )
  })

  it('reads a newer version than 11 as a future subscription: only its versions (version probing)', () => {
    const bytes = new ByteWriter().int32(12).int32(13).int64(42).toBuffer()
    expect(decodeSubscriptionInfo(bytes)).toEqual({
      _tag: 'FutureSubscription',
      version: 12,
      latestSupportedVersion: 13,
    })
  })

  it('rejects version 0, a bad endpoint, a process id that is not a UUID and named topologies', () => {
    const valid: SubscriptionInfo = {
      version: 11,
      latestSupportedVersion: 11,
      processId: '8f3c1a52-6b7d-4e21-9a0b-3c4d5e6f7a81',
      userEndpoint: '',
      taskOffsetSums: [],
      uniqueField: 0,
      errorCode: 0,
      clientTags: [],
    }
    const bytes = encodeSubscriptionInfo(valid)
    expectInvalid(() => decodeSubscriptionInfo(Buffer.concat([Buffer.from([0, 0, 0, 0]), bytes.subarray(4)])))
    expectInvalid(() => decodeSubscriptionInfo(encodeSubscriptionInfo({ ...valid, userEndpoint: 'no-port' })))
    expectInvalid(() => encodeSubscriptionInfo({ ...valid, processId: 'p-1' }))
    expectInvalid(() => encodeSubscriptionInfo({ ...valid, version: 12 }))
    const named = new ByteWriter()
      .int32(11)
      .int32(11)
      .uuid(valid.processId)
      .bytes(Buffer.alloc(0))
      .int32(1)
      .int32(0)
      .int32(0)
      .int64(5)
      .kafkaString('named')
      .int8(0)
      .int32(0)
      .int32(0)
      .toBuffer()
    const error = thrown(() => decodeSubscriptionInfo(named))
    expect(error).toBeInstanceOf(InvalidUserDataError)
    expect((error as Error).message).toContain('named topology')
  })

  it('names the member that sent unreadable data', () => {
    const error = thrown(() => decodeMemberSubscription('member-7', Buffer.from('hel')))
    expect(error).toBeInstanceOf(InvalidUserDataError)
    expect((error as Error).message).toContain('member-7')
  })
})

describe('assignment user data', () => {
  it('round-trips at versions 7-11', () => {
    fc.assert(
      fc.property(assignment, (info) => {
        expect(decodeAssignmentInfo(encodeAssignmentInfo(info))).toEqual(info)
      }),
    )
  })

  it('rejects garbage, truncation and trailing bytes with InvalidUserData', () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => expectInvalid(() => decodeAssignmentInfo(Buffer.from(bytes)))),
    )
    fc.assert(
      fc.property(assignment, fc.nat(), (info, cut) => {
        const bytes = encodeAssignmentInfo(info)
        expectInvalid(() => decodeAssignmentInfo(bytes.subarray(0, cut % bytes.length)))
        expectInvalid(() => decodeAssignmentInfo(Buffer.concat([bytes, Buffer.from([0])])))
      }),
    )
  })

  it('rejects a topic index outside the dictionary, a version above 11 and an impossible rebalance time', () => {
    const build = (topicIndex: number, nextRebalance: bigint): Buffer =>
      new ByteWriter()
        .int32(11)
        .int32(11)
        .int32(0)
        .int32(0)
        .list(['t'], (t, w) => w.int32(0).javaUtf(t))
        .int32(1)
        .javaUtf('h')
        .int32(1)
        .int32(1)
        .int32(topicIndex)
        .int32(0)
        .int32(0)
        .int32(0)
        .int64(nextRebalance)
        .toBuffer()
    expect(decodeAssignmentInfo(build(0, 5n)).partitionsByHost).toEqual([
      { host: { host: 'h', port: 1 }, partitions: [{ topic: 't', partition: 0 }] },
    ])
    expectInvalid(() => decodeAssignmentInfo(build(1, 5n)))
    expectInvalid(() => decodeAssignmentInfo(build(0, -5n)))
    expectInvalid(() =>
      decodeAssignmentInfo(Buffer.concat([Buffer.from([0, 0, 0, 12]), build(0, 5n).subarray(4)])),
    )
  })
})
