// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableMapValuesTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import { Consumed, Materialized, Serdes, StreamsBuilder } from '../../src/index.js'
import { mapValues, process, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  capture,
  kvt,
  recordingLogger,
  stringConfig as props,
  type Capture,
} from './aggregateSupport/capture.js'

const consumed = Consumed.with(Serdes.string(), Serdes.string())
const options = { startTimestampMs: 0, autoAdvanceMs: 0 }

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

// KTableMapValuesTest.doTestKTable
const doTestKTable = async (builder: StreamsBuilder, topic1: string, supplier: Capture<string, number>) => {
  const driver = await open(builder)
  const inputTopic1 = driver.createInputTopic(topic1, Serdes.string(), Serdes.string(), options)
  inputTopic1.pipeInput('A', '1', 5)
  inputTopic1.pipeInput('B', '2', 25)
  inputTopic1.pipeInput('C', '3', 20)
  inputTopic1.pipeInput('D', '4', 10)
  expect(supplier.processed).toEqual([kvt('A', 1, 5), kvt('B', 2, 25), kvt('C', 3, 20), kvt('D', 4, 10)])
  await driver.close()
}

describe('KTableMapValuesTest', () => {
  it('testKTable', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(mapValues((value: string) => value.charCodeAt(0) - 48))
    const supplier = capture<string, number>()
    table2.pipe(toStream(), process(supplier.supplier))
    await doTestKTable(builder, topic1, supplier)
  })

  it('testQueryableKTable', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(
      mapValues(
        (value: string) => value.charCodeAt(0) - 48,
        Materialized.as<string, number>('anyName').withValueSerde(Serdes.integer()),
      ),
    )
    const supplier = capture<string, number>()
    table2.pipe(toStream(), process(supplier.supplier))
    await doTestKTable(builder, topic1, supplier)
  })

  it('testQueryableValueGetter', async () => {
    // Kafka reads through each table's value getter; ours reads the stores those getters read.
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const storeName2 = 'store2'
    const storeName3 = 'store3'
    const table1 = builder.table(topic1, consumed)
    const table2 = table1.pipe(
      mapValues(
        (s: string) => Number.parseInt(s, 10),
        Materialized.as<string, number>(storeName2).withValueSerde(Serdes.integer()),
      ),
    )
    const table3 = table1.pipe(
      mapValues(
        (value: string) => Number.parseInt(value, 10) * -1,
        Materialized.as<string, number>(storeName3).withValueSerde(Serdes.integer()),
      ),
    )
    const table4 = table1.pipe(mapValues((s: string) => Number.parseInt(s, 10)))
    expect(table2.queryableStoreName).toBe(storeName2)
    expect(table3.queryableStoreName).toBe(storeName3)
    expect(table4.queryableStoreName).toBeUndefined()

    // KTableMapValuesTest.doTestValueGetter
    const driver = await open(builder)
    const inputTopic1 = driver.createInputTopic(topic1, Serdes.string(), Serdes.string(), options)
    const getter2 = (key: string) =>
      driver.getTimestampedKeyValueStore<string, number>(storeName2)?.get(key) ?? null
    const getter3 = (key: string) =>
      driver.getTimestampedKeyValueStore<string, number>(storeName3)?.get(key) ?? null
    const vt = (value: number, timestamp: number) => ({ value, timestamp })

    inputTopic1.pipeInput('A', '01', 50)
    inputTopic1.pipeInput('B', '01', 10)
    inputTopic1.pipeInput('C', '01', 30)
    expect(getter2('A')).toEqual(vt(1, 50))
    expect(getter2('B')).toEqual(vt(1, 10))
    expect(getter2('C')).toEqual(vt(1, 30))
    expect(getter3('A')).toEqual(vt(-1, 50))
    expect(getter3('B')).toEqual(vt(-1, 10))
    expect(getter3('C')).toEqual(vt(-1, 30))

    inputTopic1.pipeInput('A', '02', 25)
    inputTopic1.pipeInput('B', '02', 20)
    expect(getter2('A')).toEqual(vt(2, 25))
    expect(getter2('B')).toEqual(vt(2, 20))
    expect(getter2('C')).toEqual(vt(1, 30))
    expect(getter3('A')).toEqual(vt(-2, 25))
    expect(getter3('B')).toEqual(vt(-2, 20))
    expect(getter3('C')).toEqual(vt(-1, 30))

    inputTopic1.pipeInput('A', '03', 35)
    expect(getter2('A')).toEqual(vt(3, 35))
    expect(getter2('B')).toEqual(vt(2, 20))
    expect(getter2('C')).toEqual(vt(1, 30))
    expect(getter3('A')).toEqual(vt(-3, 35))
    expect(getter3('B')).toEqual(vt(-2, 20))
    expect(getter3('C')).toEqual(vt(-1, 30))

    inputTopic1.pipeInput('A', null, 1)
    expect(getter2('A')).toBeNull()
    expect(getter2('B')).toEqual(vt(2, 20))
    expect(getter2('C')).toEqual(vt(1, 30))
    expect(getter3('A')).toBeNull()
    expect(getter3('B')).toEqual(vt(-2, 20))
    expect(getter3('C')).toEqual(vt(-1, 30))
    await driver.close()
  })
})
