// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableFilterTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  KeyValue,
  Materialized,
  Serdes,
  Stores,
  StreamsBuilder,
  type KTable,
} from '../../src/index.js'
import { filter, filterNot, groupBy, process, reduce, to, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { capture, kvt, recordingLogger, type Capture } from './aggregateSupport/capture.js'

const consumed = Consumed.with(Serdes.string(), Serdes.integer())
// StreamsTestUtils.getStreamsConfig(Serdes.String(), Serdes.Integer()), caching disabled at the config level
const props = {
  'application.id': 'kafka-suite',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.integer(),
  'statestore.cache.max.bytes': 0,
}
const predicate = (_key: string, value: number): boolean => value % 2 === 0
const STRING_ADDER = (a: string, b: string): string => `${a}+${b}`
const STRING_REMOVER = (a: string, b: string): string => `${a}-${b}`

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

// KTableFilterTest.doTestKTable: one captured processor per table
const doTestKTable = async (
  builder: StreamsBuilder,
  table2: KTable<string, number>,
  table3: KTable<string, number>,
  topic: string,
): Promise<void> => {
  const processors = [capture<string, number | null>(), capture<string, number | null>()] as const
  table2.pipe(toStream(), process(processors[0].supplier))
  table3.pipe(toStream(), process(processors[1].supplier))
  const driver = await open(builder)
  const inputTopic = driver.createInputTopic(topic, Serdes.string(), Serdes.integer(), {
    startTimestampMs: 0,
    autoAdvanceMs: 0,
  })
  inputTopic.pipeInput('A', 1, 10)
  inputTopic.pipeInput('B', 2, 5)
  inputTopic.pipeInput('C', 3, 8)
  inputTopic.pipeInput('D', 4, 14)
  inputTopic.pipeInput('A', null, 18)
  inputTopic.pipeInput('B', null, 15)
  await driver.close()
  expect(processors[0].takeProcessed()).toEqual([
    kvt('A', null, 10),
    kvt('B', 2, 5),
    kvt('C', null, 8),
    kvt('D', 4, 14),
    kvt('A', null, 18),
    kvt('B', null, 15),
  ])
  expect(processors[1].takeProcessed()).toEqual([
    kvt('A', 1, 10),
    kvt('B', null, 5),
    kvt('C', 3, 8),
    kvt('D', null, 14),
    kvt('A', null, 18),
    kvt('B', null, 15),
  ])
}

// KTableFilterTest.doTestSkipNullOnMaterialization, observing each table through `toStream` (the new values of
// the changes Kafka's test captures on the table nodes)
const doTestSkipNullOnMaterialization = async (
  builder: StreamsBuilder,
  table1: KTable<string, string>,
  table2: KTable<string, string>,
  topic1: string,
  shouldSkip: boolean,
): Promise<void> => {
  const processors: [Capture<string, string | null>, Capture<string, string | null>] = [capture(), capture()]
  table1.pipe(toStream(), process(processors[0].supplier))
  table2.pipe(toStream(), process(processors[1].supplier))
  const driver = await open(builder)
  const input = driver.createInputTopic(topic1, Serdes.string(), Serdes.string(), {
    startTimestampMs: 0,
    autoAdvanceMs: 0,
  })
  input.pipeInput('A', 'reject', 5)
  input.pipeInput('B', 'reject', 10)
  input.pipeInput('C', 'reject', 20)
  await driver.close()
  expect(processors[0].takeProcessed()).toEqual([
    kvt('A', 'reject', 5),
    kvt('B', 'reject', 10),
    kvt('C', 'reject', 20),
  ])
  expect(processors[1].takeProcessed()).toEqual(
    shouldSkip ? [] : [kvt('A', null, 5), kvt('B', null, 10), kvt('C', null, 20)],
  )
}

describe('KTableFilterTest', () => {
  it('shouldPassThroughWithoutMaterialization', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(filter(predicate))
    const table3 = table1.pipe(filterNot(predicate))
    expect(table1.queryableStoreName).toBeUndefined()
    expect(table2.queryableStoreName).toBeUndefined()
    expect(table3.queryableStoreName).toBeUndefined()
    await doTestKTable(builder, table2, table3, topic1)
  })

  it('shouldPassThroughOnMaterialization', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(filter(predicate, Materialized.as('store2')))
    const table3 = table1.pipe(filterNot(predicate))
    expect(table1.queryableStoreName).toBeUndefined()
    expect(table2.queryableStoreName).toBe('store2')
    expect(table3.queryableStoreName).toBeUndefined()
    await doTestKTable(builder, table2, table3, topic1)
  })

  it('shouldGetValuesOnMaterialization', async () => {
    // Kafka reads through each table's value getter; ours reads the stores those getters read.
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(filter(predicate, Materialized.as('store2')))
    const table3 = table1.pipe(filterNot(predicate, Materialized.as('store3')))
    const table4 = table1.pipe(filterNot(predicate))
    expect(table1.queryableStoreName).toBeUndefined()
    expect(table2.queryableStoreName).toBe('store2')
    expect(table3.queryableStoreName).toBe('store3')
    expect(table4.queryableStoreName).toBeUndefined()

    // KTableFilterTest.doTestValueGetter
    const driver = await open(builder)
    const inputTopic = driver.createInputTopic(topic1, Serdes.string(), Serdes.integer(), {
      startTimestampMs: 0,
      autoAdvanceMs: 0,
    })
    const get2 = (key: string) =>
      driver.getTimestampedKeyValueStore<string, number>('store2')?.get(key) ?? null
    const get3 = (key: string) =>
      driver.getTimestampedKeyValueStore<string, number>('store3')?.get(key) ?? null

    inputTopic.pipeInput('A', 1, 5)
    inputTopic.pipeInput('B', 1, 10)
    inputTopic.pipeInput('C', 1, 15)
    expect(get2('A')).toBeNull()
    expect(get2('B')).toBeNull()
    expect(get2('C')).toBeNull()
    expect(get3('A')).toEqual({ value: 1, timestamp: 5 })
    expect(get3('B')).toEqual({ value: 1, timestamp: 10 })
    expect(get3('C')).toEqual({ value: 1, timestamp: 15 })

    inputTopic.pipeInput('A', 2, 10)
    inputTopic.pipeInput('B', 2, 5)
    expect(get2('A')).toEqual({ value: 2, timestamp: 10 })
    expect(get2('B')).toEqual({ value: 2, timestamp: 5 })
    expect(get2('C')).toBeNull()
    expect(get3('A')).toBeNull()
    expect(get3('B')).toBeNull()
    expect(get3('C')).toEqual({ value: 1, timestamp: 15 })

    inputTopic.pipeInput('A', 3, 15)
    expect(get2('A')).toBeNull()
    expect(get2('B')).toEqual({ value: 2, timestamp: 5 })
    expect(get2('C')).toBeNull()
    expect(get3('A')).toEqual({ value: 3, timestamp: 15 })
    expect(get3('B')).toBeNull()
    expect(get3('C')).toEqual({ value: 1, timestamp: 15 })

    inputTopic.pipeInput('A', null, 10)
    inputTopic.pipeInput('B', null, 20)
    expect(get2('A')).toBeNull()
    expect(get2('B')).toBeNull()
    expect(get2('C')).toBeNull()
    expect(get3('A')).toBeNull()
    expect(get3('B')).toBeNull()
    expect(get3('C')).toEqual({ value: 1, timestamp: 15 })
    await driver.close()
  })

  it('shouldSkipNullToRepartitionWithoutMaterialization', async () => {
    // Do not explicitly set enableSendingOldValues. Let a further downstream stateful operator trigger it instead.
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, Consumed.with(Serdes.string(), Serdes.string()))
    const table2 = table1.pipe(filter((_key, value) => value.toLowerCase() === 'accept'))
    table2.pipe(
      groupBy((key: string, value: string) => KeyValue.pair(key, value)),
      reduce(STRING_ADDER, STRING_REMOVER),
    )
    await doTestSkipNullOnMaterialization(builder, table1, table2, topic1, true)
  })

  it('shouldSkipNullToRepartitionOnMaterialization', async () => {
    // Do not explicitly set enableSendingOldValues. Let a further downstream stateful operator trigger it instead.
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, Consumed.with(Serdes.string(), Serdes.string()))
    const table2 = table1.pipe(
      filter((_key, value) => value.toLowerCase() === 'accept', Materialized.as<string, string>('store2')),
    )
    table2.pipe(
      groupBy((key: string, value: string) => KeyValue.pair(key, value)),
      reduce(STRING_ADDER, STRING_REMOVER, Materialized.as('mock-result')),
    )
    await doTestSkipNullOnMaterialization(builder, table1, table2, topic1, true)
  })

  it('shouldNotSkipNullIfVersionedUpstream', async () => {
    // stateful downstream operation enables sendOldValues, but duplicate nulls will still
    // be sent because the source table is versioned
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const versionedMaterialize = Materialized.as<string, string>(
      Stores.persistentVersionedKeyValueStore('versioned', 5 * 60 * 1000),
    )
    const table1 = builder.table(
      topic1,
      Consumed.with(Serdes.string(), Serdes.string()),
      versionedMaterialize,
    )
    const table2 = table1.pipe(filter((_key, value) => value.toLowerCase() === 'accept'))
    table2.pipe(
      groupBy((key: string, value: string) => KeyValue.pair(key, value)),
      reduce(STRING_ADDER, STRING_REMOVER),
    )
    await doTestSkipNullOnMaterialization(builder, table1, table2, topic1, false)
  })

  it('shouldSkipNullIfVersionedDownstream', async () => {
    // materializing the result of the filter as a versioned store does not prevent duplicate
    // tombstones from being sent, as it's whether the input table is versioned or not that
    // determines whether the optimization is enabled
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const versionedMaterialize = Materialized.as<string, string>(
      Stores.persistentVersionedKeyValueStore('versioned', 5 * 60 * 1000),
    )
    const table1 = builder.table(
      topic1,
      Consumed.with(Serdes.string(), Serdes.string()),
      Materialized.as<string, string>('store'),
    )
    const table2 = table1.pipe(
      filter((_key, value) => value.toLowerCase() === 'accept', versionedMaterialize),
    )
    table2.pipe(
      groupBy((key: string, value: string) => KeyValue.pair(key, value)),
      reduce(STRING_ADDER, STRING_REMOVER),
    )
    await doTestSkipNullOnMaterialization(builder, table1, table2, topic1, true)
  })

  it('testTypeVariance', () => {
    const numberKeyPredicate = (_key: number, _value: unknown): boolean => false
    const builder = new StreamsBuilder()
    builder
      .table<number, string>('empty')
      .pipe(filter(numberKeyPredicate), filterNot(numberKeyPredicate), toStream(), to('nirvana'))
    expect(() => builder.build()).not.toThrow()
  })
})
