// One send of more records than a kafkajs request carries (the adapter splits it): every record's metadata is
// right, in the order given, and each partition holds its records in that order.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { ProducerRecord } from '../../src/kafka/ports.js'

const supplier = new KafkajsClientSupplier({
  'bootstrap.servers': inject('kafkaBootstrap'),
  'fetch.max.wait.ms': 100,
})
const admin = supplier.admin()
const producer = supplier.producer({ clientId: 'large-send-producer', idempotent: true })
const consumer = supplier.assignedConsumer({ clientId: 'large-send-consumer' })

afterAll(async () => {
  for (const client of [consumer, producer, admin]) await client.disconnect()
})

describe('kafkajs producer, a send larger than one request', () => {
  it('reports each record where it landed and keeps every partition in send order', async () => {
    const topics = [`large-a-${randomUUID()}`, `large-b-${randomUUID()}`]
    await admin.connect()
    await admin.createTopics(topics.map((topic) => ({ topic, numPartitions: 3 })))
    const records: ProducerRecord[] = Array.from({ length: 2_500 }, (_, i) => ({
      topic: topics[i % 2]!,
      ...(i % 5 === 0 ? { partition: 2 } : {}),
      key: Buffer.from(`k${i % 37}`),
      value: Buffer.from(String(i)),
    }))
    await producer.connect()
    const metadata = await producer.send(records)

    expect(metadata.map((m) => m.topic)).toEqual(records.map((r) => r.topic))
    const expectedOffsets = new Map<string, number>()
    for (const [i, m] of metadata.entries()) {
      if (records[i]?.partition !== undefined) expect(m.partition).toBe(records[i]?.partition)
      const k = `${m.topic}/${m.partition}`
      expect(m.offset).toBe(expectedOffsets.get(k) ?? 0)
      expectedOffsets.set(k, m.offset + 1)
    }

    await consumer.connect()
    await consumer.assign(topics.flatMap((topic) => [0, 1, 2].map((partition) => ({ topic, partition }))))
    const read = new Map<string, string[]>()
    let count = 0
    for (let i = 0; i < 200 && count < records.length; i++) {
      for (const r of await consumer.poll(200)) {
        const k = `${r.topic}/${r.partition}`
        read.set(k, [...(read.get(k) ?? []), String(r.value)])
        count++
      }
    }
    const sent = new Map<string, string[]>()
    for (const [i, m] of metadata.entries()) {
      const k = `${m.topic}/${m.partition}`
      sent.set(k, [...(sent.get(k) ?? []), String(records[i]?.value)])
    }
    expect(read).toEqual(sent)
  })
})
