import { describe, expect, it } from 'vitest'
import {
  fromKafkajsHeaders,
  fromKafkajsMessage,
  toKafkajsHeaders,
  toKafkajsMessage,
} from '../../../src/kafka/kafkajs/kafkajsRecords.js'
import { kafkajsPartitioner } from '../../../src/kafka/kafkajs/kafkajsPartitioner.js'
import { partitionForKey } from '../../../src/kafka/partitioner.js'

describe('kafkajs record conversions', () => {
  it('groups repeated header keys and gives them back in order', () => {
    const headers = [
      { key: 'a', value: Buffer.from('1') },
      { key: 'b', value: Buffer.from('2') },
      { key: 'a', value: Buffer.from('3') },
    ]
    const kafkajs = toKafkajsHeaders(headers)
    expect(fromKafkajsHeaders(kafkajs).map((h) => `${h.key}=${h.value?.toString()}`)).toEqual([
      'a=1',
      'a=3',
      'b=2',
    ])
  })

  it('writes a null header value as an empty one (kafkajs cannot write null) and reads null back', () => {
    expect(toKafkajsHeaders([{ key: 'n', value: null }])).toEqual({ n: Buffer.alloc(0) })
    expect(fromKafkajsHeaders({ n: undefined, s: 'text' })).toEqual([
      { key: 'n', value: null },
      { key: 's', value: Buffer.from('text') },
    ])
  })

  it('converts records both ways with explicit timestamps', () => {
    const message = toKafkajsMessage({ topic: 't', partition: 2, key: Buffer.from('k'), value: null }, 1234)
    expect(message).toEqual({ key: Buffer.from('k'), value: null, timestamp: '1234', partition: 2 })
    const back = fromKafkajsMessage('t', 2, {
      key: Buffer.from('k'),
      value: Buffer.from('v'),
      timestamp: '1234',
      attributes: 0,
      offset: '41',
      headers: {},
    })
    expect(back).toEqual({
      topic: 't',
      partition: 2,
      offset: 41,
      key: Buffer.from('k'),
      value: Buffer.from('v'),
      timestamp: 1234,
      headers: [],
    })
  })
})

describe('kafkajsPartitioner', () => {
  const partitionMetadata = [0, 1, 2, 3].map((partitionId) => ({
    partitionId,
    partitionErrorCode: 0,
    leader: 1,
    replicas: [1],
    isr: [1],
  }))
  it("uses Kafka's murmur2 for keys, the explicit partition when given, round robin otherwise", () => {
    const chosen: number[] = []
    const partition = kafkajsPartitioner((_, p) => chosen.push(p))()
    const at = (message: { key?: Buffer | null; partition?: number }): number =>
      partition({ topic: 't', partitionMetadata, message: { value: null, ...message } })
    expect(at({ key: Buffer.from('user-7') })).toBe(partitionForKey(Buffer.from('user-7'), 4))
    expect(at({ key: Buffer.from('user-7'), partition: 3 })).toBe(3)
    const unkeyed = [at({ key: null }), at({ key: null }), at({ key: null }), at({ key: null })]
    expect([...unkeyed].sort()).toEqual([0, 1, 2, 3])
    expect(chosen).toHaveLength(6)
  })
})
