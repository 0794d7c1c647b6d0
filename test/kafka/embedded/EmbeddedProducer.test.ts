import { describe, expect, it } from 'vitest'
import { partitionForKey } from '../../../src/kafka/partitioner.js'
import { embedded, record, rejectionTag, values } from './fixtures.js'

describe('EmbeddedProducer', () => {
  it('sends keyed records to the murmur2 partition and keyless ones round-robin, with offsets in order', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 3 }])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    const keyed = await producer.send([record('t', 'alpha', '1'), record('t', 'alpha', '2')])
    const expected = partitionForKey(Buffer.from('alpha'), 3)
    expect(keyed.map((m) => [m.partition, m.offset])).toEqual([
      [expected, 0],
      [expected, 1],
    ])
    const keyless = await producer.send([
      record('t', null, 'a'),
      record('t', null, 'b'),
      record('t', null, 'c'),
    ])
    expect(keyless.map((m) => m.partition).sort()).toEqual([0, 1, 2])
    const explicit = await producer.send([record('t', 'alpha', 'x', { partition: (expected + 1) % 3 })])
    expect(explicit[0]?.partition).toBe((expected + 1) % 3)
  })

  it('stamps CreateTime from the record, or the clock when absent; LogAppendTime topics use the clock', async () => {
    const { kafka, clock } = await embedded([
      { topic: 'create', numPartitions: 1 },
      { topic: 'append', numPartitions: 1, configs: { 'message.timestamp.type': 'LogAppendTime' } },
    ])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    clock.advance(5)
    const sent = await producer.send([
      record('create', null, 'given', { timestamp: 42 }),
      record('create', null, 'absent'),
      record('append', null, 'given', { timestamp: 42 }),
    ])
    expect(sent.map((m) => m.timestamp)).toEqual([42, clock.now(), clock.now()])
    const consumer = kafka.assignedConsumer({ clientId: 'c' })
    await consumer.connect()
    await consumer.assign([{ topic: 'create', partition: 0 }])
    expect((await consumer.poll(0)).map((r) => r.timestamp)).toEqual([42, clock.now()])
  })

  it('keeps keys, null values and repeated headers in order', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    const headers = [
      { key: 'h', value: Buffer.from('1') },
      { key: 'h', value: Buffer.from('2') },
      { key: 'n', value: null },
    ]
    await producer.send([{ topic: 't', key: Buffer.from('k'), value: null, headers }])
    const consumer = kafka.assignedConsumer({ clientId: 'c' })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    const [got] = await consumer.poll(0)
    expect(got).toEqual({
      topic: 't',
      partition: 0,
      offset: 0,
      key: Buffer.from('k'),
      value: null,
      timestamp: got?.timestamp,
      headers,
    })
  })

  it('validates the whole batch first: a bad record sends nothing', async () => {
    const { kafka } = await embedded([
      { topic: 't', numPartitions: 2 },
      { topic: 'compacted', numPartitions: 1, configs: { 'cleanup.policy': 'compact' } },
      { topic: 'small', numPartitions: 1, configs: { 'max.message.bytes': '10' } },
    ])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    await producer.send([record('small', 'k', '123456789')])
    const tooLarge = record('small', 'k', '123456789', { headers: [{ key: 'h', value: null }] })
    expect(await rejectionTag(() => producer.send([tooLarge]))).toBe('KafkaProtocolError')
    const negative = record('t', null, 'ok', { timestamp: -5 })
    expect(await rejectionTag(() => producer.send([record('t', null, 'ok'), negative]))).toBe(
      'KafkaProtocolError',
    )
    expect(
      await rejectionTag(() => producer.send([record('t', null, 'ok'), record('nope', null, 'x')])),
    ).toBe('UnknownTopicOrPartition')
    expect(await rejectionTag(() => producer.send([record('t', null, 'ok', { partition: 2 })]))).toBe(
      'UnknownTopicOrPartition',
    )
    expect(await rejectionTag(() => producer.send([record('compacted', null, 'no key')]))).toBe(
      'KafkaProtocolError',
    )
    const admin = kafka.admin()
    await admin.connect()
    expect((await admin.listOffsets('t')).map((o) => o.latest)).toEqual([0, 0])
  })

  it('compacts a compacted topic on demand', async () => {
    const { kafka } = await embedded([
      { topic: 'c', numPartitions: 1, configs: { 'cleanup.policy': 'compact' } },
    ])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    await producer.send([record('c', 'k', '1'), record('c', 'j', '1'), record('c', 'k', '2')])
    kafka.compact('c')
    const consumer = kafka.assignedConsumer({ clientId: 'c' })
    await consumer.connect()
    await consumer.assign([{ topic: 'c', partition: 0 }])
    const read = await consumer.poll(0)
    expect(read.map((r) => [r.offset, r.value?.toString()])).toEqual([
      [1, '1'],
      [2, '2'],
    ])
    expect(consumer.position({ topic: 'c', partition: 0 })).toBe(3)
    expect(await rejectionTag(() => kafka.compact('nope'))).toBe('UnknownTopicOrPartition')
    const plain = await embedded([{ topic: 'p', numPartitions: 1 }])
    expect(await rejectionTag(() => plain.kafka.compact('p'))).toBe('InvalidTopicConfiguration')
  })

  it('compacts a compacted partition by itself after enough appends, keeping the latest value of each key', async () => {
    const { kafka } = await embedded([
      { topic: 'c', numPartitions: 1, configs: { 'cleanup.policy': 'compact' } },
    ])
    const producer = kafka.producer({ clientId: 'p' })
    await producer.connect()
    const latest = new Map<string, string>()
    for (let batch = 0; batch < 25; batch++) {
      const records = Array.from({ length: 1000 }, (_, i) => record('c', `k${i % 10}`, `${batch}-${i}`))
      for (const r of records) latest.set(r.key!.toString(), r.value!.toString())
      await producer.send(records)
    }
    const consumer = kafka.assignedConsumer({ clientId: 'c', maxPollRecords: 100_000 })
    await consumer.connect()
    await consumer.assign([{ topic: 'c', partition: 0 }])
    const read = await consumer.poll(0)
    expect(read).toHaveLength(10 + 5000)
    const seen = new Map(read.map((r) => [r.key!.toString(), r.value!.toString()]))
    expect(seen).toEqual(latest)
    expect(read.at(-1)?.offset).toBe(24_999)
  })

  it('refuses use before connect and after disconnect, and bad options', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = kafka.producer({ clientId: 'p' })
    expect(await rejectionTag(() => producer.send([record('t', null, 'x')]))).toBe('ClientNotConnected')
    await producer.connect()
    await producer.disconnect()
    expect(await rejectionTag(() => producer.send([record('t', null, 'x')]))).toBe('ClientNotConnected')
    expect(await rejectionTag(() => kafka.producer({ clientId: '' }))).toBe('InvalidConfiguration')
    expect(await rejectionTag(() => kafka.producer({ clientId: 'p', transactionTimeoutMs: -1 }))).toBe(
      'InvalidConfiguration',
    )
  })

  it('sends without transactions when idempotent, and refuses transactional calls without a transactional id', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 1 }])
    const producer = kafka.producer({ clientId: 'p', idempotent: true })
    await producer.connect()
    await producer.send([record('t', null, 'a')])
    expect(await rejectionTag(() => producer.initTransactions())).toBe('InvalidTransactionState')
    expect(await rejectionTag(() => producer.beginTransaction())).toBe('InvalidTransactionState')
    const consumer = kafka.assignedConsumer({ clientId: 'c', isolationLevel: 'read_committed' })
    await consumer.connect()
    await consumer.assign([{ topic: 't', partition: 0 }])
    expect(values(await consumer.poll(0))).toEqual(['a'])
  })
})
