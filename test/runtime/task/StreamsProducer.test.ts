import { describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import { ManualClock } from '../../../src/core/clock.js'
import { StreamsProducer } from '../../../src/runtime/task/StreamsProducer.js'
import type {
  KafkaClientSupplier,
  ProducerPort,
  ProducerRecord,
  SentRecordMetadata,
} from '../../../src/kafka/ports.js'
import { createTopics } from '../thread/wordCountApp.js'

const record = (value: string) => ({
  topic: 'out',
  partition: 0,
  key: Buffer.from('k'),
  value: Buffer.from(value),
  timestamp: 0,
  headers: [],
})

const producerOn = async (transactionalId?: string) => {
  const kafka = new EmbeddedKafka()
  await createTopics(kafka, ['out'], 1)
  const clock = new ManualClock()
  const producer = new StreamsProducer(
    kafka,
    {
      clientId: 'p',
      ...(transactionalId === undefined ? {} : { transactionalId, transactionTimeoutMs: 1_000 }),
    },
    { partitions: new Map([['out', 1]]), clock },
  )
  await producer.connect()
  if (transactionalId !== undefined) await producer.initTransactions()
  return { producer, clock }
}

describe('StreamsProducer', () => {
  it('sends what the tasks buffered between batches and remembers the acknowledged offsets', async () => {
    const { producer } = await producerOn()
    producer.sink.send(record('a'))
    producer.sink.send(record('b'))
    await producer.sendBuffered()
    await producer.flush()
    expect(producer.ackedOffset({ topic: 'out', partition: 0 })).toBe(2)
    producer.committed()
    expect(producer.ackedOffset({ topic: 'out', partition: 0 })).toBeUndefined()
    await producer.disconnect()
  })

  it('under exactly-once asks for a commit when its transaction is half as old as transaction.timeout.ms', async () => {
    const { producer, clock } = await producerOn('t-1')
    expect(producer.exactlyOnce).toBe(true)
    producer.sink.send(record('a'))
    await producer.sendBuffered()
    expect(producer.transactionExpiring).toBe(false)
    clock.advance(500)
    expect(producer.transactionExpiring).toBe(true)
    // without group metadata the transaction cannot take offsets: it is aborted
    await expect(producer.commitTransaction([], undefined)).rejects.toMatchObject({ _tag: 'NotInGroup' })
    expect(producer.transactionExpiring).toBe(false)
    await producer.disconnect()
  })

  it('keeps per partition the offset after the highest acknowledged record, whatever order the metadata comes in', async () => {
    // the client answers with these offsets, in this order, for each send
    const answers: SentRecordMetadata[][] = [
      [
        { topic: 'a', partition: 1, offset: 7, timestamp: 0 },
        { topic: 'b', partition: 0, offset: 3, timestamp: 0 },
        { topic: 'a', partition: 1, offset: 5, timestamp: 0 },
        { topic: 'a', partition: 0, offset: -1, timestamp: 0 },
        { topic: 'b', partition: 0, offset: 4, timestamp: 0 },
      ],
      [{ topic: 'a', partition: 1, offset: 6, timestamp: 0 }],
    ]
    const port: ProducerPort = {
      connect: () => Promise.resolve(),
      send: (_records: readonly ProducerRecord[]) => Promise.resolve(answers.shift() ?? []),
      initTransactions: () => Promise.resolve(),
      beginTransaction: () => Promise.resolve(),
      sendOffsetsToTransaction: () => Promise.resolve(),
      commitTransaction: () => Promise.resolve(),
      abortTransaction: () => Promise.resolve(),
      disconnect: () => Promise.resolve(),
    }
    const supplier = { producer: () => port } as Pick<KafkaClientSupplier, 'producer'> as KafkaClientSupplier
    const producer = new StreamsProducer(
      supplier,
      { clientId: 'p' },
      { partitions: new Map(), clock: new ManualClock() },
    )
    producer.sink.send(record('x'))
    await producer.flush()
    producer.sink.send(record('y'))
    await producer.flush()
    const acked = (topic: string, partition: number) => producer.ackedOffset({ topic, partition })
    expect([acked('a', 1), acked('b', 0), acked('a', 0), acked('b', 1), acked('c', 0)]).toEqual([
      8,
      5,
      0,
      undefined,
      undefined,
    ])
    producer.committed()
    expect(acked('a', 1)).toBeUndefined()
  })
})
