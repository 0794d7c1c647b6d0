// Checks that kafkajs can do everything Tributary needs against the pinned Kafka version (scripts/kafka/pom.xml).
import { randomUUID } from 'node:crypto'
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { consumeValues } from './consumeValues.js'

const kafka = new Kafka({
  clientId: 'compat',
  brokers: [inject('kafkaBootstrap')],
  logLevel: logLevel.NOTHING,
})
const admin = kafka.admin()
const clients: (Producer | Consumer)[] = []

afterAll(async () => {
  await Promise.all(clients.map((c) => c.disconnect()))
  await admin.disconnect()
})

const unique = (prefix: string): string => `${prefix}-${randomUUID()}`

async function createTopic(partitions = 1): Promise<string> {
  const topic = unique('compat')
  await admin.connect()
  await admin.createTopics({ topics: [{ topic, numPartitions: partitions }], waitForLeaders: true })
  return topic
}

describe('kafkajs against the pinned Kafka broker', () => {
  it('rejects producing to an unknown topic (no auto-creation)', async () => {
    const producer = kafka.producer({ allowAutoTopicCreation: false, retry: { retries: 1 } })
    clients.push(producer)
    await producer.connect()
    await expect(
      producer.send({ topic: unique('missing'), messages: [{ value: 'x' }] }),
    ).rejects.toMatchObject({
      cause: { type: 'UNKNOWN_TOPIC_OR_PARTITION' },
    })
  })

  it('creates a topic, produces, consumes in a group, commits and lists offsets', async () => {
    const topic = await createTopic(2)
    const producer = kafka.producer()
    clients.push(producer)
    await producer.connect()
    await producer.send({ topic, messages: ['a', 'b', 'c', 'd'].map((value) => ({ key: value, value })) })

    const groupId = unique('group')
    const values = await consumeValues(kafka, topic, 4, { groupId })
    expect(values.sort()).toEqual(['a', 'b', 'c', 'd'])

    const ends = await admin.fetchTopicOffsets(topic)
    const total = ends.reduce((sum, p) => sum + Number(p.high), 0)
    expect(total).toBe(4)
    const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] })
    expect(committed?.partitions.map((p) => p.offset).sort()).toEqual(ends.map((p) => p.high).sort())
  })

  it('runs a transaction with sendOffsets, and read_committed consumers see only committed records', async () => {
    const input = await createTopic()
    const output = await createTopic()
    const producer = kafka.producer({
      transactionalId: unique('tx'),
      idempotent: true,
      maxInFlightRequests: 1,
    })
    clients.push(producer)
    await producer.connect()
    await producer.send({ topic: input, messages: [{ value: 'in' }] })

    const aborted = await producer.transaction()
    await aborted.send({ topic: output, messages: [{ value: 'aborted' }] })
    await aborted.abort()

    const groupId = unique('eos')
    const committed = await producer.transaction()
    await committed.send({ topic: output, messages: [{ value: 'committed' }] })
    await committed.sendOffsets({
      consumerGroupId: groupId,
      topics: [{ topic: input, partitions: [{ partition: 0, offset: '1' }] }],
    })
    await committed.commit()

    expect(await consumeValues(kafka, output, 1, { groupId: unique('reader') })).toEqual(['committed'])
    expect(
      await consumeValues(kafka, output, 2, { groupId: unique('dirty'), readUncommitted: true }),
    ).toEqual(['aborted', 'committed'])
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [input] })
    expect(offsets?.partitions).toEqual([{ partition: 0, offset: '1', metadata: null }])
  })
})
