import { describe, expect, it } from 'vitest'
import type { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type { ProducerPort } from '../../../src/kafka/ports.js'
import { embedded, produce, record, rejectionTag, settle, values } from './fixtures.js'

/** A consume-transform-produce worker with one transactional producer per input partition (stable ids). */
const worker = async (kafka: EmbeddedKafka, name: string) => {
  const consumer = kafka.consumer({
    clientId: name,
    groupId: 'app',
    isolationLevel: 'read_committed',
    autoOffsetReset: 'earliest',
    sessionTimeoutMs: 5000,
    heartbeatIntervalMs: 1000,
  })
  await consumer.connect()
  await consumer.subscribe(['in'])
  const producers = new Map<number, ProducerPort>()
  const producerFor = async (partition: number): Promise<ProducerPort> => {
    let producer = producers.get(partition)
    if (producer === undefined) {
      producer = kafka.producer({ clientId: `${name}-${partition}`, transactionalId: `app-in-${partition}` })
      await producer.connect()
      await producer.initTransactions()
      producers.set(partition, producer)
    }
    return producer
  }
  /** Processes one polled batch per partition in a transaction; `commit: false` leaves it open (a crash). */
  const step = async (timeoutMs: number, commit = true): Promise<number> => {
    const records = await consumer.poll(timeoutMs)
    for (const partition of new Set(records.map((r) => r.partition))) {
      const mine = records.filter((r) => r.partition === partition)
      const producer = await producerFor(partition)
      await producer.beginTransaction()
      await producer.send(mine.map((r) => record('out', null, `${r.value?.toString() ?? ''}!`)))
      const next = { topic: 'in', partition, offset: mine[mine.length - 1]!.offset + 1 }
      await producer.sendOffsetsToTransaction([next], consumer.groupMetadata()!)
      if (commit) await producer.commitTransaction()
    }
    return records.length
  }
  return { consumer, producers, step }
}

const readCommitted = async (kafka: EmbeddedKafka): Promise<string[]> => {
  const reader = kafka.assignedConsumer({ clientId: 'check', isolationLevel: 'read_committed' })
  await reader.connect()
  await reader.assign([{ topic: 'out', partition: 0 }])
  return values(await reader.poll(0))
}

describe('exactly-once on the embedded broker', () => {
  it('fences a crashed worker and reprocesses its open transaction exactly once', async () => {
    const { kafka, clock } = await embedded([
      { topic: 'in', numPartitions: 2 },
      { topic: 'out', numPartitions: 1 },
    ])
    const inputs = Array.from({ length: 10 }, (_, i) => record('in', null, `r${i}`, { partition: i % 2 }))
    await produce(kafka, inputs.slice(0, 6))

    const a = await worker(kafka, 'a')
    expect(await a.step(0)).toBe(6)
    await produce(kafka, inputs.slice(6))
    // a reads the rest but crashes before committing: its transactions stay open.
    expect(await a.step(0, false)).toBe(4)
    expect(await readCommitted(kafka)).toHaveLength(6)

    const b = await worker(kafka, 'b')
    let processed = 0
    for (let round = 0; round < 100 && processed < 4; round++) {
      processed += await settle(clock, b.step(100), 10)
    }
    expect(processed).toBe(4)
    for (const producer of a.producers.values()) {
      expect(await rejectionTag(() => producer.commitTransaction())).toBe('ProducerFenced')
    }
    expect((await readCommitted(kafka)).sort()).toEqual(
      inputs.map((r) => `${r.value?.toString() ?? ''}!`).sort(),
    )
    const admin = kafka.admin()
    await admin.connect()
    expect(await admin.fetchCommittedOffsets('app', ['in'])).toEqual([
      { topic: 'in', partition: 0, offset: 5 },
      { topic: 'in', partition: 1, offset: 5 },
    ])
  })
})
