import { describe, expect, it } from 'vitest'
import {
  decodeConsumerAssignment,
  decodeConsumerSubscription,
  encodeConsumerAssignment,
  encodeConsumerSubscription,
} from '../../../src/kafka/kafkajs/consumerProtocol.js'
import { AssignerProtocol } from '../../../src/kafka/kafkajs/kafkajsModule.js'

describe('consumer protocol envelope', () => {
  const subscription = {
    topics: ['a', 'b'],
    userData: Buffer.from([1, 2, 3]),
    ownedPartitions: [
      { topic: 'a', partition: 0 },
      { topic: 'a', partition: 2 },
      { topic: 'b', partition: 1 },
    ],
    generationId: 7,
    rackId: null,
  }

  it('writes version 3 and reads it back, owned partitions included', () => {
    const bytes = encodeConsumerSubscription(subscription)
    expect(bytes.readInt16BE(0)).toBe(3)
    expect(decodeConsumerSubscription(bytes)).toEqual(subscription)
  })

  it('reads version 0 written by kafkajs, and kafkajs reads our topics and user data', () => {
    const v0 = AssignerProtocol.MemberMetadata.encode({
      version: 0,
      topics: ['a'],
      userData: Buffer.from([9]),
    })
    expect(decodeConsumerSubscription(v0)).toEqual({
      topics: ['a'],
      userData: Buffer.from([9]),
      ownedPartitions: [],
      generationId: -1,
      rackId: null,
    })
    const decoded = AssignerProtocol.MemberMetadata.decode(encodeConsumerSubscription(subscription))
    expect(decoded?.topics).toEqual(['a', 'b'])
    expect(decoded?.userData).toEqual(Buffer.from([1, 2, 3]))
  })

  it('writes assignments kafkajs reads, and reads them back sorted', () => {
    const partitions = [
      { topic: 'b', partition: 1 },
      { topic: 'a', partition: 3 },
      { topic: 'a', partition: 0 },
    ]
    const bytes = encodeConsumerAssignment(partitions, Buffer.from([5]))
    expect(AssignerProtocol.MemberAssignment.decode(bytes)?.assignment).toEqual({ a: [3, 0], b: [1] })
    expect(decodeConsumerAssignment(bytes).partitions).toEqual([
      { topic: 'a', partition: 0 },
      { topic: 'a', partition: 3 },
      { topic: 'b', partition: 1 },
    ])
  })

  it('throws a RangeError on truncated bytes', () => {
    const bytes = encodeConsumerSubscription(subscription)
    expect(() => decodeConsumerSubscription(bytes.subarray(0, 9))).toThrow(RangeError)
  })
})
