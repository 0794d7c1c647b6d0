// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KGroupedTableImplTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  KeyValue,
  Materialized,
  Serdes,
  StreamsBuilder,
  type KGroupedTable,
  type KTable,
} from '../../src/index.js'
import { aggregate, count, groupBy, process, reduce, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { capture, keyId, recordingLogger, type Capture } from './aggregateSupport/capture.js'
import { loose, N, nullArgumentCases } from './aggregateSupport/nullArguments.js'

const INVALID_STORE_NAME = '~foo bar~'
const topic = 'input'
// StreamsTestUtils.getStreamsConfig(Serdes.String(), Serdes.Integer())
const props = {
  'application.id': 'kafka-suite',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.integer(),
}
const STRING_INIT = (): string => '0'
const TOSTRING_ADDER = (_key: string, value: string, agg: string): string => `${agg}+${value}`
const TOSTRING_REMOVER = (_key: string, value: string, agg: string): string => `${agg}-${value}`
const STRING_ADDER = (a: string, b: string): string => `${a}+${b}`
const STRING_REMOVER = (a: string, b: string): string => `${a}-${b}`
const INTEGER_ADDER = (a: number, b: number): number => a + b
const INTEGER_SUBTRACTOR = (a: number, b: number): number => a - b
// MockMapper.selectValueKeyValueMapper(): (key, value) -> KeyValue.pair(value, value)
const selectValue = (_key: string, value: string): KeyValue<string, string> => KeyValue.pair(value, value)
// (key, value) -> KeyValue.pair(key, value.intValue())
const intProjection = (key: string, value: number): KeyValue<string, number> =>
  KeyValue.pair(key, Math.trunc(value))

const setUp = (): { builder: StreamsBuilder; groupedTable: KGroupedTable<string, string> } => {
  const builder = new StreamsBuilder()
  const groupedTable = builder
    .table('blah', Consumed.with(Serdes.string(), Serdes.string()))
    .pipe(groupBy(selectValue))
  return { builder, groupedTable }
}

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

const getReducedResults = (inputKTable: KTable<string, number>): Capture<string, number> => {
  const supplier = capture<string, number>()
  inputKTable.pipe(toStream(), process(supplier.supplier))
  return supplier
}

// KGroupedTableImplTest.assertReduced
const assertReduced = (supplier: Capture<string, number>, driver: TopologyTestDriver): void => {
  const reducedResults = supplier.lastValueAndTimestampPerKey
  const inputTopic = driver.createInputTopic(topic, Serdes.string(), Serdes.double())
  inputTopic.pipeInput('A', 1.1, 10)
  inputTopic.pipeInput('B', 2.2, 11)

  expect(reducedResults.get(keyId('A'))).toEqual({ value: 1, timestamp: 10 })
  expect(reducedResults.get(keyId('B'))).toEqual({ value: 2, timestamp: 11 })

  inputTopic.pipeInput('A', 2.6, 30)
  inputTopic.pipeInput('B', 1.3, 30)
  inputTopic.pipeInput('A', 5.7, 50)
  inputTopic.pipeInput('B', 6.2, 20)

  expect(reducedResults.get(keyId('A'))).toEqual({ value: 5, timestamp: 50 })
  expect(reducedResults.get(keyId('B'))).toEqual({ value: 6, timestamp: 30 })
}

// KGroupedTableImplTest.processData
const processData = (driver: TopologyTestDriver): void => {
  const inputTopic = driver.createInputTopic(topic, Serdes.string(), Serdes.string())
  inputTopic.pipeInput('A', '1', 10)
  inputTopic.pipeInput('B', '1', 50)
  inputTopic.pipeInput('C', '1', 30)
  inputTopic.pipeInput('D', '2', 40)
  inputTopic.pipeInput('E', '2', 60)
}

describe('KGroupedTableImplTest', () => {
  it('shouldNotAllowInvalidStoreNameOnAggregate', () => {
    const { groupedTable } = setUp()
    // Kafka throws TopologyException; ours is the InvalidName error, thrown where the name is given.
    expect(() =>
      groupedTable.pipe(
        aggregate(
          STRING_INIT,
          TOSTRING_ADDER,
          TOSTRING_REMOVER,
          Materialized.as<string, string>(INVALID_STORE_NAME),
        ),
      ),
    ).toThrow(expect.objectContaining({ _tag: 'InvalidName' }))
  })

  it('shouldNotAllowInvalidStoreNameOnReduce', () => {
    const { groupedTable } = setUp()
    expect(() =>
      groupedTable.pipe(
        reduce(STRING_ADDER, STRING_REMOVER, Materialized.as<string, string>(INVALID_STORE_NAME)),
      ),
    ).toThrow(expect.objectContaining({ _tag: 'InvalidName' }))
  })

  it('shouldReduce', async () => {
    const builder = new StreamsBuilder()
    const reduced = builder
      .table(
        topic,
        Consumed.with(Serdes.string(), Serdes.double()),
        Materialized.as<string, number>('store')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.double()),
      )
      .pipe(groupBy(intProjection), reduce(INTEGER_ADDER, INTEGER_SUBTRACTOR, Materialized.as('reduced')))
    const supplier = getReducedResults(reduced)
    const driver = await open(builder)
    assertReduced(supplier, driver)
    expect(reduced.queryableStoreName).toBe('reduced')
    await driver.close()
  })

  it('shouldReduceWithInternalStoreName', async () => {
    const builder = new StreamsBuilder()
    const reduced = builder
      .table(
        topic,
        Consumed.with(Serdes.string(), Serdes.double()),
        Materialized.as<string, number>('store')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.double()),
      )
      .pipe(groupBy(intProjection), reduce(INTEGER_ADDER, INTEGER_SUBTRACTOR))
    const supplier = getReducedResults(reduced)
    const driver = await open(builder)
    assertReduced(supplier, driver)
    expect(reduced.queryableStoreName).toBeUndefined()
    await driver.close()
  })

  it('shouldReduceAndMaterializeResults', async () => {
    const builder = new StreamsBuilder()
    const reduced = builder
      .table(topic, Consumed.with(Serdes.string(), Serdes.double()))
      .pipe(
        groupBy(intProjection),
        reduce(
          INTEGER_ADDER,
          INTEGER_SUBTRACTOR,
          Materialized.as<string, number>('reduce')
            .withKeySerde(Serdes.string())
            .withValueSerde(Serdes.integer()),
        ),
      )
    const supplier = getReducedResults(reduced)
    const driver = await open(builder)
    assertReduced(supplier, driver)
    const plain = driver.getKeyValueStore<string, number>('reduce')
    expect(plain?.get('A')).toBe(5)
    expect(plain?.get('B')).toBe(6)
    const timestamped = driver.getTimestampedKeyValueStore<string, number>('reduce')
    expect(timestamped?.get('A')).toEqual({ value: 5, timestamp: 50 })
    expect(timestamped?.get('B')).toEqual({ value: 6, timestamp: 30 })
    await driver.close()
  })

  it('shouldCountAndMaterializeResults', async () => {
    const builder = new StreamsBuilder()
    builder
      .table(topic, Consumed.with(Serdes.string(), Serdes.string()))
      .pipe(
        groupBy(selectValue, Grouped.with(Serdes.string(), Serdes.string())),
        count(
          Materialized.as<string, number>('count')
            .withKeySerde(Serdes.string())
            .withValueSerde(Serdes.long()),
        ),
      )
    const driver = await open(builder)
    processData(driver)
    const plain = driver.getKeyValueStore<string, number>('count')
    expect(plain?.get('1')).toBe(3)
    expect(plain?.get('2')).toBe(2)
    const timestamped = driver.getTimestampedKeyValueStore<string, number>('count')
    expect(timestamped?.get('1')).toEqual({ value: 3, timestamp: 50 })
    expect(timestamped?.get('2')).toEqual({ value: 2, timestamp: 60 })
    await driver.close()
  })

  it('shouldAggregateAndMaterializeResults', async () => {
    const builder = new StreamsBuilder()
    builder
      .table(topic, Consumed.with(Serdes.string(), Serdes.string()))
      .pipe(
        groupBy(selectValue, Grouped.with(Serdes.string(), Serdes.string())),
        aggregate(
          STRING_INIT,
          TOSTRING_ADDER,
          TOSTRING_REMOVER,
          Materialized.as<string, string>('aggregate')
            .withValueSerde(Serdes.string())
            .withKeySerde(Serdes.string()),
        ),
      )
    const driver = await open(builder)
    processData(driver)
    const plain = driver.getKeyValueStore<string, string>('aggregate')
    expect(plain?.get('1')).toBe('0+1+1+1')
    expect(plain?.get('2')).toBe('0+2+2')
    const timestamped = driver.getTimestampedKeyValueStore<string, string>('aggregate')
    expect(timestamped?.get('1')).toEqual({ value: '0+1+1+1', timestamp: 50 })
    expect(timestamped?.get('2')).toEqual({ value: '0+2+2', timestamp: 60 })
    await driver.close()
  })
})

describe('KGroupedTableImplTest null arguments', () => {
  const { groupedTable } = setUp()
  nullArgumentCases({
    shouldNotAllowNullInitializerOnAggregate: () =>
      groupedTable.pipe(loose(aggregate)(N, TOSTRING_ADDER, TOSTRING_REMOVER, Materialized.as('store'))),
    shouldNotAllowNullAdderOnAggregate: () =>
      groupedTable.pipe(loose(aggregate)(STRING_INIT, N, TOSTRING_REMOVER, Materialized.as('store'))),
    shouldNotAllowNullSubtractorOnAggregate: () =>
      groupedTable.pipe(loose(aggregate)(STRING_INIT, TOSTRING_ADDER, N, Materialized.as('store'))),
    shouldNotAllowNullAdderOnReduce: () =>
      groupedTable.pipe(loose(reduce)(N, STRING_REMOVER, Materialized.as('store'))),
    shouldNotAllowNullSubtractorOnReduce: () =>
      groupedTable.pipe(loose(reduce)(STRING_ADDER, N, Materialized.as('store'))),
    shouldThrowNullPointOnCountWhenMaterializedIsNull: () => groupedTable.pipe(loose(count)(N)),
    shouldThrowNullPointerOnReduceWhenMaterializedIsNull: () =>
      groupedTable.pipe(loose(reduce)(STRING_ADDER, STRING_REMOVER, N)),
    shouldThrowNullPointerOnReduceWhenAdderIsNull: () =>
      groupedTable.pipe(loose(reduce)(N, STRING_REMOVER, Materialized.as('store'))),
    shouldThrowNullPointerOnReduceWhenSubtractorIsNull: () =>
      groupedTable.pipe(loose(reduce)(STRING_ADDER, N, Materialized.as('store'))),
    shouldThrowNullPointerOnAggregateWhenInitializerIsNull: () =>
      groupedTable.pipe(loose(aggregate)(N, TOSTRING_ADDER, TOSTRING_REMOVER, Materialized.as('store'))),
    shouldThrowNullPointerOnAggregateWhenAdderIsNull: () =>
      groupedTable.pipe(loose(aggregate)(STRING_INIT, N, TOSTRING_REMOVER, Materialized.as('store'))),
    shouldThrowNullPointerOnAggregateWhenSubtractorIsNull: () =>
      groupedTable.pipe(loose(aggregate)(STRING_INIT, TOSTRING_ADDER, N, Materialized.as('store'))),
    shouldThrowNullPointerOnAggregateWhenMaterializedIsNull: () =>
      groupedTable.pipe(loose(aggregate)(STRING_INIT, TOSTRING_ADDER, TOSTRING_REMOVER, N)),
  })
})
