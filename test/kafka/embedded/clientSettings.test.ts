import { describe, expect, it } from 'vitest'
import { embedded, produce, record, values } from './fixtures.js'

describe('embedded clients with client settings', () => {
  it('bounds a poll by max.poll.records; a maxPollRecords option wins', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    await produce(
      kafka,
      ['a', 'b', 'c', 'd', 'e'].map((v) => record('t', null, v)),
    )
    const consumer = kafka.assignedConsumer({ clientId: 'c', settings: { 'max.poll.records': 2 } })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    expect(values(await consumer.poll(0))).toEqual(['a', 'b'])
    expect(values(await consumer.poll(0))).toEqual(['c', 'd'])
    const explicit = kafka.assignedConsumer({
      clientId: 'e',
      maxPollRecords: 4,
      settings: { 'max.poll.records': 2 },
    })
    await explicit.connect()
    await explicit.assign([{ topic: 't', partition: 0 }])
    expect(values(await explicit.poll(0))).toHaveLength(4)
  })

  it('bounds a poll by max.partition.fetch.bytes, returning at least one record', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    await produce(
      kafka,
      ['aaaa', 'bbbb', 'cccc'].map((v) => record('t', null, v)),
    )
    const consumer = kafka.assignedConsumer({ clientId: 'c', settings: { 'max.partition.fetch.bytes': 9 } })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    expect(values(await consumer.poll(0))).toEqual(['aaaa', 'bbbb'])
    expect(consumer.position({ topic: 't', partition: 0 })).toBe(2)
    expect(values(await consumer.poll(0))).toEqual(['cccc'])
    const tiny = kafka.assignedConsumer({ clientId: 'tiny', settings: { 'max.partition.fetch.bytes': 0 } })
    await tiny.connect()
    await tiny.assign([{ topic: 't', partition: 0 }])
    expect(values(await tiny.poll(0))).toEqual(['aaaa'])
  })

  it('bounds a poll across partitions by fetch.max.bytes', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(kafka, [
      record('t', null, 'aaaa', { partition: 0 }),
      record('t', null, 'bbbb', { partition: 0 }),
      record('t', null, 'cccc', { partition: 1 }),
    ])
    const consumer = kafka.assignedConsumer({ clientId: 'c', settings: { 'fetch.max.bytes': 8 } })
    await consumer.connect()
    await consumer.assign([
      { topic: 't', partition: 0 },
      { topic: 't', partition: 1 },
    ])
    const first = values(await consumer.poll(0))
    expect(first).toHaveLength(2)
    const rest = values(await consumer.poll(0))
    expect([...first, ...rest].sort()).toEqual(['aaaa', 'bbbb', 'cccc'])
  })

  it('makes a producer idempotent with enable.idempotence, and accepts the settings that have no effect', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = kafka.producer({
      clientId: 'p',
      settings: {
        'enable.idempotence': true,
        acks: 'all',
        'compression.type': 'gzip',
        'linger.ms': 5,
        'batch.size': 16_384,
        'request.timeout.ms': 1_000,
        retries: 3,
      },
    })
    await producer.connect()
    const sent = await producer.send([record('t', 'k', 'v')])
    expect(sent[0]?.offset).toBe(0)
    await producer.disconnect()
  })
})
