/**
 * Conformance: transactions seen through read-committed and read-uncommitted consumers, offsets sent in a
 * transaction, and a newer producer with the same transactional id fencing the older one.
 * @since 0.1.0
 */
import { expect, it } from 'vitest'
import type { ConsumerIsolationLevel } from '../ports.js'
import { bytes, tagOf, text, type ConformanceContext } from './ConformanceContext.js'

/** A one-partition topic and two registered transactional producers writing to it. */
const twoTransactionalProducers = async (ctx: ConformanceContext) => {
  const topic = await ctx.topic(1)
  const first = await ctx.producer({ transactionalId: ctx.name('tx-first') })
  const second = await ctx.producer({ transactionalId: ctx.name('tx-second') })
  await first.initTransactions()
  await second.initTransactions()
  const send = (producer: typeof first, value: string): Promise<unknown> =>
    producer.send([{ topic, partition: 0, key: null, value: bytes(value) }])
  return { topic, first, second, send }
}

/** A read_committed reader of `topic` from `offset` sees the record 'committed' and nothing else. */
const expectOnlyCommitted = async (ctx: ConformanceContext, topic: string, offset: number): Promise<void> => {
  const reader = await ctx.assignedConsumer({ isolationLevel: 'read_committed' })
  await reader.assign([{ topic, partition: 0 }])
  reader.seek({ topic, partition: 0, offset })
  expect((await ctx.pollUntil(reader, 1)).map((r) => text(r.value))).toEqual(['committed'])
  expect(await ctx.pollFor(reader, 300)).toEqual([])
}

/**
 * Registers the transaction tests.
 * @example
 * transactionTests(() => ctx)
 * @category Clients
 * @since 0.1.0
 */
export const transactionTests = (context: () => ConformanceContext): void => {
  it('hides aborted transactions from read_committed and shows them to read_uncommitted', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer({ transactionalId: ctx.name('tx') })
    await producer.initTransactions()
    const send = (value: string): Promise<unknown> =>
      producer.send([{ topic, partition: 0, key: null, value: bytes(value) }])
    await producer.beginTransaction()
    await send('aborted-1')
    await send('aborted-2')
    await producer.abortTransaction()
    await producer.beginTransaction()
    await send('committed-1')
    await send('committed-2')
    await producer.commitTransaction()

    const read = async (
      isolationLevel: ConsumerIsolationLevel,
      count: number,
    ): Promise<(string | null)[]> => {
      const reader = await ctx.assignedConsumer({ isolationLevel })
      await reader.assign([{ topic, partition: 0 }])
      return (await ctx.pollUntil(reader, count)).map((r) => text(r.value))
    }
    expect(await read('read_committed', 2)).toEqual(['committed-1', 'committed-2'])
    expect(await read('read_uncommitted', 4)).toEqual([
      'aborted-1',
      'aborted-2',
      'committed-1',
      'committed-2',
    ])
  })

  it('hides interleaved aborted transactions whose aborts come in another order than their starts', async () => {
    const ctx = context()
    const { topic, first, second, send } = await twoTransactionalProducers(ctx)
    // the first transaction starts first but is aborted last: the broker lists aborted transactions by abort
    await first.beginTransaction()
    await send(first, 'first-aborted-1')
    await second.beginTransaction()
    await send(second, 'second-aborted')
    await second.abortTransaction()
    await send(first, 'first-aborted-2')
    await first.abortTransaction()
    await second.beginTransaction()
    await send(second, 'committed')
    await second.commitTransaction()

    await expectOnlyCommitted(ctx, topic, 0)
  })

  it('hides aborted transactions that began before the offset a read_committed reader starts from', async () => {
    const ctx = context()
    const { topic, first, second, send } = await twoTransactionalProducers(ctx)
    await first.beginTransaction()
    await second.beginTransaction()
    await send(first, 'first-0')
    await send(second, 'second-1')
    await send(second, 'second-2')
    await send(first, 'first-3')
    await first.abortTransaction()
    await second.abortTransaction()
    await second.beginTransaction()
    await send(second, 'committed')
    await second.commitTransaction()

    // a new owner of the partition starts inside both aborted transactions (its committed offset is 2)
    await expectOnlyCommitted(ctx, topic, 2)
  })

  it('hides an open transaction from read_committed until it commits', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer({ transactionalId: ctx.name('tx') })
    await producer.initTransactions()
    await producer.beginTransaction()
    await producer.send([{ topic, partition: 0, key: null, value: bytes('pending') }])
    const reader = await ctx.assignedConsumer({ isolationLevel: 'read_committed' })
    await reader.assign([{ topic, partition: 0 }])
    expect(await ctx.pollFor(reader, 500)).toEqual([])
    await producer.commitTransaction()
    expect((await ctx.pollUntil(reader, 1)).map((r) => text(r.value))).toEqual(['pending'])
  })

  it('commits offsets sent in a transaction with it, and drops them with an abort', async () => {
    const ctx = context()
    const input = await ctx.topic(1)
    const output = await ctx.topic(1)
    const groupId = ctx.name('group')
    const plain = await ctx.producer()
    await plain.send(
      Array.from({ length: 6 }, (_, i) => ({ topic: input, key: null, value: bytes(`in-${i}`) })),
    )
    const consumer = await ctx.groupConsumer({ groupId, isolationLevel: 'read_committed' })
    await consumer.subscribe([input])
    const consumed = await ctx.pollUntil(consumer, 6)
    expect(consumed).toHaveLength(6)
    const group = consumer.groupMetadata()
    expect(group?.groupId).toBe(groupId)

    const producer = await ctx.producer({ transactionalId: ctx.name('tx') })
    await producer.initTransactions()
    await producer.beginTransaction()
    await producer.send([{ topic: output, key: null, value: bytes('out') }])
    await producer.sendOffsetsToTransaction([{ topic: input, partition: 0, offset: 6 }], group!)
    await producer.commitTransaction()
    const admin = await ctx.admin()
    expect(await admin.fetchCommittedOffsets(groupId, [input])).toEqual([
      { topic: input, partition: 0, offset: 6 },
    ])

    await producer.beginTransaction()
    await producer.sendOffsetsToTransaction(
      [{ topic: input, partition: 0, offset: 2 }],
      consumer.groupMetadata()!,
    )
    await producer.abortTransaction()
    expect(await admin.fetchCommittedOffsets(groupId, [input])).toEqual([
      { topic: input, partition: 0, offset: 6 },
    ])
  })

  it('fences the older producer when a newer one registers the same transactional id', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const transactionalId = ctx.name('tx')
    const older = await ctx.producer({ transactionalId })
    await older.initTransactions()
    await older.beginTransaction()
    await older.send([{ topic, partition: 0, key: null, value: bytes('zombie') }])
    const newer = await ctx.producer({ transactionalId })
    await newer.initTransactions()
    expect(await tagOf(older.commitTransaction())).toBe('ProducerFenced')

    await newer.beginTransaction()
    await newer.send([{ topic, partition: 0, key: null, value: bytes('alive') }])
    await newer.commitTransaction()
    const reader = await ctx.assignedConsumer({ isolationLevel: 'read_committed' })
    await reader.assign([{ topic, partition: 0 }])
    expect((await ctx.pollUntil(reader, 1)).map((r) => text(r.value))).toEqual(['alive'])
  })

  it('rejects transactional calls out of order', async () => {
    const ctx = context()
    const topic = await ctx.topic(1)
    const producer = await ctx.producer({ transactionalId: ctx.name('tx') })
    await producer.initTransactions()
    expect(await tagOf(producer.commitTransaction())).toBe('InvalidTransactionState')
    expect(await tagOf(producer.send([{ topic, key: null, value: bytes('x') }]))).toBe(
      'InvalidTransactionState',
    )
    const plain = await ctx.producer()
    expect(await tagOf(plain.beginTransaction())).toBe('InvalidTransactionState')
  })
}
