import { describe, expect, it } from 'vitest'
import type { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import type { ConsumerIsolationLevel } from '../../../src/kafka/ports.js'
import { embedded, record, rejectionTag, values } from './fixtures.js'

const reader = async (kafka: EmbeddedKafka, isolationLevel: ConsumerIsolationLevel) => {
  const consumer = kafka.assignedConsumer({ clientId: `reader-${isolationLevel}`, isolationLevel })
  await consumer.connect()
  await consumer.assign([{ topic: 't', partition: 0 }])
  return consumer
}

const transactional = async (kafka: EmbeddedKafka, id = 'tx', transactionTimeoutMs?: number) => {
  const producer = kafka.producer({
    clientId: `producer-${id}`,
    transactionalId: id,
    ...(transactionTimeoutMs === undefined ? {} : { transactionTimeoutMs }),
  })
  await producer.connect()
  await producer.initTransactions()
  return producer
}

describe('embedded transactions', () => {
  it('read_committed sees committed records only, read_uncommitted sees everything', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = await transactional(kafka)
    await producer.beginTransaction()
    await producer.send([record('t', 'k', 'c1'), record('t', 'k', 'c2')])
    await producer.commitTransaction()
    await producer.beginTransaction()
    await producer.send([record('t', 'k', 'aborted')])
    await producer.abortTransaction()
    await producer.beginTransaction()
    await producer.send([record('t', 'k', 'c3')])
    await producer.commitTransaction()
    const committed = await reader(kafka, 'read_committed')
    expect(values(await committed.poll(0))).toEqual(['c1', 'c2', 'c3'])
    expect(committed.position({ topic: 't', partition: 0 })).toBe(7)
    const uncommitted = await reader(kafka, 'read_uncommitted')
    expect(values(await uncommitted.poll(0))).toEqual(['c1', 'c2', 'aborted', 'c3'])
  })

  it('read_committed stops at the open transaction and continues once it commits', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = await transactional(kafka)
    const plain = kafka.producer({ clientId: 'plain' })
    await plain.connect()
    await producer.beginTransaction()
    await producer.send([record('t', null, 'in-tx')])
    await plain.send([record('t', null, 'after')])
    const committed = await reader(kafka, 'read_committed')
    const uncommitted = await reader(kafka, 'read_uncommitted')
    expect(values(await uncommitted.poll(0))).toEqual(['in-tx', 'after'])
    const waiting = committed.poll(1000)
    clock.advance(10)
    await producer.commitTransaction()
    expect(values(await waiting)).toEqual(['in-tx', 'after'])
  })

  it('initTransactions fences the older producer and aborts what it left open', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const zombie = await transactional(kafka)
    await zombie.beginTransaction()
    await zombie.send([record('t', null, 'zombie')])
    const successor = await transactional(kafka)
    expect(await rejectionTag(() => zombie.send([record('t', null, 'late')]))).toBe('ProducerFenced')
    expect(await rejectionTag(() => zombie.commitTransaction())).toBe('ProducerFenced')
    expect(await rejectionTag(() => zombie.beginTransaction())).toBe('ProducerFenced')
    await successor.beginTransaction()
    await successor.send([record('t', null, 'successor')])
    await successor.commitTransaction()
    expect(values(await (await reader(kafka, 'read_committed')).poll(0))).toEqual(['successor'])
  })

  it("keeps a zombie out of its successor's open transaction", async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const zombie = await transactional(kafka)
    await zombie.beginTransaction()
    const successor = await transactional(kafka)
    await successor.beginTransaction()
    await successor.send([record('t', null, 'successor')])
    expect(await rejectionTag(() => zombie.send([record('t', null, 'zombie')]))).toBe('ProducerFenced')
    await successor.commitTransaction()
    expect(values(await (await reader(kafka, 'read_uncommitted')).poll(0))).toEqual(['successor'])
  })

  it('refuses transactional calls out of order', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = kafka.producer({ clientId: 'p', transactionalId: 'order' })
    await producer.connect()
    expect(await rejectionTag(() => producer.beginTransaction())).toBe('InvalidTransactionState')
    expect(await rejectionTag(() => producer.send([record('t', null, 'x')]))).toBe('InvalidTransactionState')
    await producer.initTransactions()
    expect(await rejectionTag(() => producer.initTransactions())).toBe('InvalidTransactionState')
    expect(await rejectionTag(() => producer.send([record('t', null, 'x')]))).toBe('InvalidTransactionState')
    expect(await rejectionTag(() => producer.commitTransaction())).toBe('InvalidTransactionState')
    expect(await rejectionTag(() => producer.abortTransaction())).toBe('InvalidTransactionState')
    await producer.beginTransaction()
    expect(await rejectionTag(() => producer.beginTransaction())).toBe('InvalidTransactionState')
    await producer.commitTransaction()
    const patient = kafka.producer({
      clientId: 'slow',
      transactionalId: 'slow',
      transactionTimeoutMs: 900_001,
    })
    await patient.connect()
    expect(await rejectionTag(() => patient.initTransactions())).toBe('InvalidConfiguration')
  })

  it('commits offsets sent in the transaction with it, and drops them on abort', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = await transactional(kafka)
    const admin = kafka.admin()
    await admin.connect()
    const group = { groupId: 'g', generationId: -1, memberId: '' }
    await producer.beginTransaction()
    await producer.sendOffsetsToTransaction([{ topic: 't', partition: 0, offset: 7 }], group)
    expect(await admin.fetchCommittedOffsets('g', ['t'])).toEqual([])
    await producer.abortTransaction()
    expect(await admin.fetchCommittedOffsets('g', ['t'])).toEqual([])
    await producer.beginTransaction()
    await producer.sendOffsetsToTransaction([{ topic: 't', partition: 0, offset: 9 }], group)
    await producer.commitTransaction()
    expect(await admin.fetchCommittedOffsets('g', ['t'])).toEqual([{ topic: 't', partition: 0, offset: 9 }])
  })

  it('checks the group generation of offsets sent in a transaction', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const consumer = kafka.consumer({ clientId: 'c', groupId: 'g', autoOffsetReset: 'earliest' })
    await consumer.connect()
    await consumer.subscribe(['t'])
    await consumer.poll(0)
    const metadata = consumer.groupMetadata()
    expect(metadata).toMatchObject({ groupId: 'g', generationId: 1 })
    const producer = await transactional(kafka)
    await producer.beginTransaction()
    await producer.sendOffsetsToTransaction([{ topic: 't', partition: 0, offset: 1 }], metadata!)
    const stale = { ...metadata!, generationId: 0 }
    expect(
      await rejectionTag(() =>
        producer.sendOffsetsToTransaction([{ topic: 't', partition: 0, offset: 2 }], stale),
      ),
    ).toBe('CommitFailed')
    await producer.commitTransaction()
    expect(await consumer.committed([{ topic: 't', partition: 0 }])).toEqual([
      { topic: 't', partition: 0, offset: 1 },
    ])
  })

  it('aborts a transaction open longer than its timeout and fences its producer', async () => {
    const { kafka, clock } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = await transactional(kafka, 'slow', 1000)
    await producer.beginTransaction()
    await producer.send([record('t', null, 'slow')])
    clock.advance(1000)
    const committed = await reader(kafka, 'read_committed')
    expect(await committed.poll(0)).toEqual([])
    expect(committed.position({ topic: 't', partition: 0 })).toBe(2)
    expect(await rejectionTag(() => producer.commitTransaction())).toBe('ProducerFenced')
  })
})
