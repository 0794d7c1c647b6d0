// The kafkajs adapter really talks to the broker the scripts started: its own port, and data that outlives a consumer.
import { afterAll, describe, expect, inject, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { ConsumerRecord, GroupConsumerPort } from '../../src/kafka/ports.js'

const supplier = new KafkajsClientSupplier({
  'bootstrap.servers': inject('kafkaBootstrap'),
  'fetch.max.wait.ms': 100,
})
const admin = supplier.admin()
const open: { disconnect(): Promise<void> }[] = [admin]

afterAll(async () => {
  for (const client of open.reverse()) await client.disconnect()
})

const pollAll = async (consumer: GroupConsumerPort, count: number): Promise<ConsumerRecord[]> => {
  const records: ConsumerRecord[] = []
  for (let i = 0; i < 100 && records.length < count; i++) records.push(...(await consumer.poll(200)))
  return records
}

describe('kafkajs adapter on the scripts broker', () => {
  it('answers from the broker on the port the scripts picked', async () => {
    await admin.connect()
    const { brokers } = await admin.describeCluster()
    expect(brokers.map((b) => `${b.host}:${b.port}`)).toEqual([`127.0.0.1:${inject('kafkaPort')}`])
    expect(inject('kafkaBootstrap')).toBe(`127.0.0.1:${inject('kafkaPort')}`)
  })

  it('keeps the data, and the committed position, across a consumer restart', async () => {
    const topic = `restart-${randomUUID()}`
    const groupId = `restart-group-${randomUUID()}`
    await admin.createTopics([{ topic, numPartitions: 2 }])
    const producer = supplier.producer({ clientId: 'restart-producer', idempotent: true })
    open.push(producer)
    await producer.connect()
    await producer.send(
      Array.from({ length: 20 }, (_, i) => ({
        topic,
        key: Buffer.from(`k${i}`),
        value: Buffer.from(`v${i}`),
      })),
    )

    const first = supplier.consumer({ clientId: 'restart-1', groupId, autoOffsetReset: 'earliest' })
    await first.connect()
    await first.subscribe([topic])
    const before = await pollAll(first, 20)
    expect(before.map((r) => r.value?.toString()).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `v${i}`).sort(),
    )
    const half = [0, 1].map((partition) => {
      const mine = before.filter((r) => r.partition === partition)
      return { topic, partition, offset: mine[Math.floor(mine.length / 2)]?.offset ?? 0 }
    })
    await first.commitOffsets(half)
    await first.disconnect()

    const second = supplier.consumer({ clientId: 'restart-2', groupId, autoOffsetReset: 'earliest' })
    open.push(second)
    await second.connect()
    await second.subscribe([topic])
    const expected = before.filter(
      (r) => r.offset >= (half.find((h) => h.partition === r.partition)?.offset ?? 0),
    )
    const after = await pollAll(second, expected.length)
    const key = (r: ConsumerRecord): string =>
      `${r.partition}:${r.offset}:${r.key?.toString()}:${r.value?.toString()}`
    expect(after.map(key).sort()).toEqual(expected.map(key).sort())
  })
})
