// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableSourceTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import { Consumed, Materialized, Serdes, StreamsBuilder } from '../../src/index.js'
import { process, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { capture, kvt, recordingLogger, stringConfig as props } from './aggregateSupport/capture.js'

const stringConsumed = Consumed.with(Serdes.string(), Serdes.string())
const options = { startTimestampMs: 0, autoAdvanceMs: 0 }

describe('KTableSourceTest', () => {
  it('testKTable', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const table1 = builder.table(topic1, Consumed.with(Serdes.string(), Serdes.integer()))
    const supplier = capture<string, number | null>()
    table1.pipe(toStream(), process(supplier.supplier))
    const driver = await TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })
    const inputTopic = driver.createInputTopic(topic1, Serdes.string(), Serdes.integer())
    inputTopic.pipeInput('A', 1, 10)
    inputTopic.pipeInput('B', 2, 11)
    inputTopic.pipeInput('C', 3, 12)
    inputTopic.pipeInput('D', 4, 13)
    inputTopic.pipeInput('A', null, 14)
    inputTopic.pipeInput('B', null, 15)
    await driver.close()
    expect(supplier.processed).toEqual([
      kvt('A', 1, 10),
      kvt('B', 2, 11),
      kvt('C', 3, 12),
      kvt('D', 4, 13),
      kvt('A', null, 14),
      kvt('B', null, 15),
    ])
  })

  it('kTableShouldLogAndMeterOnSkippedRecords', async () => {
    const builder = new StreamsBuilder()
    const topic = 'topic'
    builder.table(topic, stringConsumed)
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(builder.build(), props, { logger })
    const inputTopic = driver.createInputTopic(topic, Serdes.string(), Serdes.string(), options)
    inputTopic.pipeInput(null, 'value')
    // Our line also names the processor node (node=[...]) between the reason and the record's coordinates.
    expect(
      logger.lines.some(
        (l) =>
          l.startsWith('Skipping record due to null key.') &&
          l.endsWith('topic=[topic] partition=[0] offset=[0]'),
      ),
    ).toBe(true)
    expect(driver.metrics().droppedRecords).toBe(1)
    await driver.close()
  })

  it('kTableShouldLogOnOutOfOrder', async () => {
    const builder = new StreamsBuilder()
    const topic = 'topic'
    builder.table(topic, stringConsumed, Materialized.as('store'))
    const logger = recordingLogger()
    const driver = await TopologyTestDriver.create(builder.build(), props, { logger })
    const inputTopic = driver.createInputTopic(topic, Serdes.string(), Serdes.string(), options)
    inputTopic.pipeInput('key', 'value', 10)
    inputTopic.pipeInput('key', 'value', 5)
    expect(logger.lines).toContain(
      'Detected out-of-order KTable update for store, old timestamp=[10] new timestamp=[5]. topic=[topic] partition=[0] offset=[1].',
    )
    await driver.close()
  })

  it('testValueGetter', async () => {
    // Kafka reads through the source table's value getter; ours reads the store that getter reads.
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    builder.table(topic1, stringConsumed, Materialized.as('store'))
    const driver = await TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })
    const inputTopic1 = driver.createInputTopic(topic1, Serdes.string(), Serdes.string(), options)
    const getter1 = (key: string) =>
      driver.getTimestampedKeyValueStore<string, string>('store')?.get(key) ?? null
    const vt = (value: string, timestamp: number) => ({ value, timestamp })

    inputTopic1.pipeInput('A', '01', 10)
    inputTopic1.pipeInput('B', '01', 20)
    inputTopic1.pipeInput('C', '01', 15)
    expect(getter1('A')).toEqual(vt('01', 10))
    expect(getter1('B')).toEqual(vt('01', 20))
    expect(getter1('C')).toEqual(vt('01', 15))

    inputTopic1.pipeInput('A', '02', 30)
    inputTopic1.pipeInput('B', '02', 5)
    expect(getter1('A')).toEqual(vt('02', 30))
    expect(getter1('B')).toEqual(vt('02', 5))
    expect(getter1('C')).toEqual(vt('01', 15))

    inputTopic1.pipeInput('A', '03', 29)
    expect(getter1('A')).toEqual(vt('03', 29))
    expect(getter1('B')).toEqual(vt('02', 5))
    expect(getter1('C')).toEqual(vt('01', 15))

    inputTopic1.pipeInput('A', null, 50)
    inputTopic1.pipeInput('B', null, 3)
    expect(getter1('A')).toBeNull()
    expect(getter1('B')).toBeNull()
    expect(getter1('C')).toEqual(vt('01', 15))
    await driver.close()
  })
})
