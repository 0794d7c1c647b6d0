import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  decodeAssignmentInfo,
  encodeAssignmentInfo,
  type AssignmentInfo,
} from '../../../src/runtime/assignor/AssignmentInfo.js'
import { AssignorErrorCode } from '../../../src/runtime/assignor/AssignorErrorCode.js'
import { ByteWriter } from '../../../src/runtime/assignor/ByteWriter.js'
import { InvalidUserDataError } from '../../../src/runtime/assignor/InvalidUserDataError.js'
import {
  decodeMemberSubscription,
  decodeSubscriptionInfo,
  encodeSubscriptionInfo,
  type SubscriptionInfo,
} from '../../../src/runtime/assignor/SubscriptionInfo.js'

const task = fc.record({ subtopology: fc.nat(1000), partition: fc.nat(10_000) })
const subscription: fc.Arbitrary<SubscriptionInfo> = fc.record({
  processId: fc.string({ minLength: 1 }),
  userEndpoint: fc.constantFrom('', 'localhost:8080', '10.0.0.1:1', '[::1]:65535', 'host-1.example:80'),
  errorCode: fc.constantFrom(AssignorErrorCode.NONE, AssignorErrorCode.SHUTDOWN_REQUESTED),
  prevActiveTasks: fc.array(task),
  standbyTasks: fc.array(task),
  taskOffsetSums: fc.array(fc.record({ task, offsetSum: fc.nat(Number.MAX_SAFE_INTEGER) })),
})
const hostPartitions = fc.record({
  host: fc.record({ host: fc.string({ minLength: 1 }), port: fc.nat(65535) }),
  partitions: fc.array(
    fc.record({ topic: fc.constantFrom('in', 'app-counts-repartition', 'ü'), partition: fc.nat(100) }),
  ),
})
const assignment: fc.Arbitrary<AssignmentInfo> = fc.record({
  errorCode: fc.constantFrom(...Object.values(AssignorErrorCode)),
  probingRebalanceDelayMs: fc.nat(),
  activeTasks: fc.array(task),
  standbyTasks: fc.array(task),
  partitionsByHost: fc.array(hostPartitions),
  standbyPartitionsByHost: fc.array(hostPartitions),
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

/** Laws of a user data codec: decode inverts encode; random, truncated or extended bytes are InvalidUserData. */
const codecLaws = <A>(
  arbitrary: fc.Arbitrary<A>,
  encode: (a: A) => Buffer,
  decode: (b: Buffer) => A,
): void => {
  it('round-trips', () => {
    fc.assert(
      fc.property(arbitrary, (info) => {
        expect(decode(encode(info))).toEqual(info)
      }),
    )
  })

  it('rejects garbage, truncation and trailing bytes with InvalidUserData', () => {
    fc.assert(fc.property(fc.uint8Array(), (bytes) => expectInvalid(() => decode(Buffer.from(bytes)))))
    fc.assert(
      fc.property(arbitrary, fc.nat(), (info, cut) => {
        const bytes = encode(info)
        expectInvalid(() => decode(bytes.subarray(0, cut % bytes.length)))
        expectInvalid(() => decode(Buffer.concat([bytes, Buffer.from([0])])))
      }),
    )
  })
}

describe('subscription user data', () => {
  codecLaws(subscription, encodeSubscriptionInfo, decodeSubscriptionInfo)

  it('rejects another version, a bad endpoint and negative task ids', () => {
    const valid: SubscriptionInfo = {
      processId: 'p',
      userEndpoint: '',
      errorCode: 0,
      prevActiveTasks: [],
      standbyTasks: [],
      taskOffsetSums: [],
    }
    const bytes = encodeSubscriptionInfo(valid)
    expectInvalid(() => decodeSubscriptionInfo(Buffer.concat([Buffer.from([0, 0, 0, 2]), bytes.subarray(4)])))
    expectInvalid(() => decodeSubscriptionInfo(encodeSubscriptionInfo({ ...valid, userEndpoint: 'no-port' })))
    expectInvalid(() =>
      decodeSubscriptionInfo(
        encodeSubscriptionInfo({ ...valid, prevActiveTasks: [{ subtopology: -1, partition: 0 }] }),
      ),
    )
    expectInvalid(() => decodeSubscriptionInfo(encodeSubscriptionInfo({ ...valid, processId: '' })))
  })

  it('names the member that sent unreadable data', () => {
    const error = thrown(() => decodeMemberSubscription('member-7', Buffer.from('hello')))
    expect(error).toBeInstanceOf(InvalidUserDataError)
    expect((error as Error).message).toContain('member-7')
  })
})

describe('assignment user data', () => {
  codecLaws(assignment, encodeAssignmentInfo, decodeAssignmentInfo)

  it('rejects a topic index outside the dictionary and an unknown error code', () => {
    const hosts = (w: ByteWriter, topicIndex: number): ByteWriter =>
      w.int32(1).string('h').int32(1).int32(1).int32(topicIndex).int32(0)
    const build = (errorCode: number, topicIndex: number): Buffer =>
      hosts(
        new ByteWriter().int32(1).int32(errorCode).int64(0).int32(0).int32(0).int32(1).string('t'),
        topicIndex,
      )
        .int32(0)
        .toBuffer()
    expect(decodeAssignmentInfo(build(0, 0)).partitionsByHost).toEqual([
      { host: { host: 'h', port: 1 }, partitions: [{ topic: 't', partition: 0 }] },
    ])
    expectInvalid(() => decodeAssignmentInfo(build(0, 1)))
    expectInvalid(() => decodeAssignmentInfo(build(99, 0)))
  })
})
