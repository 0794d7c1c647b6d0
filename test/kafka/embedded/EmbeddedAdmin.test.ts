import { describe, expect, it } from 'vitest'
import { EmbeddedKafka } from '../../../src/kafka/embedded/EmbeddedKafka.js'
import { embedded, produce, record, rejectionTag } from './fixtures.js'

describe('EmbeddedAdmin', () => {
  it('creates topics with configs, lists, describes and deletes them', async () => {
    const { kafka } = await embedded()
    const admin = kafka.admin({ clientId: 'a' })
    await admin.connect()
    await admin.createTopics([
      {
        topic: 'b',
        numPartitions: 2,
        configs: { 'cleanup.policy': 'compact', 'min.compaction.lag.ms': '0' },
      },
      { topic: 'a', numPartitions: 1, replicationFactor: 1 },
    ])
    expect(await admin.listTopics()).toEqual(['a', 'b'])
    expect(await admin.describeTopics(['b'])).toEqual([
      {
        topic: 'b',
        partitions: [
          { partition: 0, leader: 0, replicas: [0], isr: [0] },
          { partition: 1, leader: 0, replicas: [0], isr: [0] },
        ],
      },
    ])
    expect(await admin.describeTopicConfigs('b')).toEqual({
      'cleanup.policy': 'compact',
      'min.compaction.lag.ms': '0',
    })
    await admin.deleteTopics(['a'])
    expect(await admin.listTopics()).toEqual(['b'])
  })

  it('uses the default partition count for numPartitions -1 and never auto-creates', async () => {
    const kafka = new EmbeddedKafka({ defaultPartitions: 3 })
    const admin = kafka.admin()
    await admin.connect()
    await admin.createTopics([{ topic: 't', numPartitions: -1 }])
    expect((await admin.describeTopics(['t']))[0]?.partitions).toHaveLength(3)
    expect(await rejectionTag(() => admin.describeTopics(['nope']))).toBe('UnknownTopicOrPartition')
    expect(await rejectionTag(() => admin.describeTopicConfigs('nope'))).toBe('UnknownTopicOrPartition')
    expect(await rejectionTag(() => admin.listOffsets('nope'))).toBe('UnknownTopicOrPartition')
    expect(await rejectionTag(() => admin.deleteTopics(['t', 'nope']))).toBe('UnknownTopicOrPartition')
    expect(await admin.listTopics()).toEqual(['t'])
    expect(await rejectionTag(() => produce(kafka, [record('nope', null, 'x')]))).toBe(
      'UnknownTopicOrPartition',
    )
  })

  it('refuses existing topics by name but creates the others', async () => {
    const { kafka } = await embedded([{ topic: 'x', numPartitions: 1 }])
    const admin = kafka.admin()
    await admin.connect()
    let error: unknown
    await admin
      .createTopics([
        { topic: 'x', numPartitions: 1 },
        { topic: 'y', numPartitions: 1 },
      ])
      .catch((e: unknown) => {
        error = e
      })
    expect(error).toMatchObject({ _tag: 'TopicAlreadyExists', topic: 'x', retryable: false })
    expect(await admin.listTopics()).toEqual(['x', 'y'])
  })

  it('rejects bad topics with InvalidTopicConfiguration and creates none of the batch', async () => {
    const { kafka } = await embedded()
    const admin = kafka.admin()
    await admin.connect()
    const bad = [
      { topic: 'ok', numPartitions: 0 },
      { topic: 'bad name!', numPartitions: 1 },
      { topic: 'ok', numPartitions: 1, replicationFactor: 3 },
      { topic: 'ok', numPartitions: 1, configs: { 'cleanup.policy': 'shred' } },
      { topic: 'ok', numPartitions: 1, configs: { 'no.such.config': '1' } },
      { topic: 'ok', numPartitions: 1, configs: { 'retention.ms': 'soon' } },
    ]
    for (const topic of bad) {
      expect(await rejectionTag(() => admin.createTopics([{ topic: 'fine', numPartitions: 1 }, topic]))).toBe(
        'InvalidTopicConfiguration',
      )
    }
    expect(
      await rejectionTag(() =>
        admin.createTopics([
          { topic: 'twice', numPartitions: 1 },
          { topic: 'twice', numPartitions: 1 },
        ]),
      ),
    ).toBe('InvalidTopicConfiguration')
    expect(await admin.listTopics()).toEqual([])
  })

  it('lists earliest and latest offsets, the last stable offset under read_committed', async () => {
    const { kafka } = await embedded([{ topic: 't', numPartitions: 2 }])
    await produce(kafka, [record('t', null, 'a', { partition: 0 }), record('t', null, 'b', { partition: 0 })])
    const producer = kafka.producer({ clientId: 'tx', transactionalId: 'tx' })
    await producer.connect()
    await producer.initTransactions()
    await producer.beginTransaction()
    await producer.send([
      record('t', null, 'open', { partition: 0 }),
      record('t', null, 'open', { partition: 1 }),
    ])
    const admin = kafka.admin()
    await admin.connect()
    expect(await admin.listOffsets('t')).toEqual([
      { topic: 't', partition: 0, earliest: 0, latest: 3 },
      { topic: 't', partition: 1, earliest: 0, latest: 1 },
    ])
    expect(await admin.listOffsets('t', 'read_committed')).toEqual([
      { topic: 't', partition: 0, earliest: 0, latest: 2 },
      { topic: 't', partition: 1, earliest: 0, latest: 0 },
    ])
    await producer.commitTransaction()
    expect((await admin.listOffsets('t', 'read_committed')).map((o) => o.latest)).toEqual([4, 2])
  })

  it("fetches a group's committed offsets for some topics", async () => {
    const { kafka } = await embedded([
      { topic: 'a', numPartitions: 2 },
      { topic: 'b', numPartitions: 1 },
    ])
    const consumer = kafka.consumer({ clientId: 'c', groupId: 'g' })
    await consumer.connect()
    await consumer.commitOffsets([
      { topic: 'a', partition: 1, offset: 5 },
      { topic: 'b', partition: 0, offset: 2 },
      { topic: 'a', partition: 0, offset: 3 },
    ])
    const admin = kafka.admin()
    await admin.connect()
    expect(await admin.fetchCommittedOffsets('g', ['a'])).toEqual([
      { topic: 'a', partition: 0, offset: 3 },
      { topic: 'a', partition: 1, offset: 5 },
    ])
    expect(await admin.fetchCommittedOffsets('unknown-group', ['a', 'b'])).toEqual([])
    expect(await rejectionTag(() => admin.fetchCommittedOffsets('g', ['nope']))).toBe(
      'UnknownTopicOrPartition',
    )
    await admin.deleteTopics(['a'])
    await admin.createTopics([{ topic: 'a', numPartitions: 2 }])
    expect(await admin.fetchCommittedOffsets('g', ['a', 'b'])).toEqual([
      { topic: 'b', partition: 0, offset: 2 },
    ])
  })

  it('describes a single in-process node and refuses calls outside connect/disconnect', async () => {
    const { kafka } = await embedded()
    const admin = kafka.admin()
    expect(await rejectionTag(() => admin.listTopics())).toBe('ClientNotConnected')
    await admin.connect()
    expect(await admin.describeCluster()).toEqual({
      brokers: [{ nodeId: 0, host: 'in-process.embedded-kafka.invalid', port: 0 }],
      controllerId: 0,
    })
    await admin.disconnect()
    expect(await rejectionTag(() => admin.listTopics())).toBe('ClientNotConnected')
    expect(await rejectionTag(() => admin.connect())).toBe('ClientNotConnected')
  })

  it('rejects a bad default partition count', () => {
    expect(() => new EmbeddedKafka({ defaultPartitions: 0 })).toThrow(
      expect.objectContaining({ _tag: 'InvalidConfiguration' }),
    )
  })
})
