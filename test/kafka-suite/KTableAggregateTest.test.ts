// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableAggregateTest.java
// Its versioned-table cases (KIP-914: a table `groupBy` drops out-of-order updates of a versioned table); each `it` is
// named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import { Consumed, Grouped, KeyValue, Materialized, Serdes, Stores, StreamsBuilder } from '../../src/index.js'
import { aggregate, count, groupBy, process, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { capture, kvt, stringConfig } from './aggregateSupport/capture.js'

const consumed = Consumed.with(Serdes.string(), Serdes.string())
const stringSerialized = Grouped.with(Serdes.string(), Serdes.string())
const versionedMaterialize = () =>
  Materialized.as<string, string>(Stores.persistentVersionedKeyValueStore('versioned', 5 * 60_000))
// MockInitializer.STRING_INIT, MockAggregator.TOSTRING_ADDER / TOSTRING_REMOVER
const STRING_INIT = (): string => '0'
const TOSTRING_ADDER = (_key: string, value: string, agg: string): string => `${agg}+${value}`
const TOSTRING_REMOVER = (_key: string, value: string, agg: string): string => `${agg}-${value}`

describe('KTableAggregateTest', () => {
  it('testAggOfVersionedStore', async () => {
    const builder = new StreamsBuilder()
    const topic1 = 'topic1'
    const sink = capture<string, string>()
    builder.table<string, string>(topic1, consumed, versionedMaterialize()).pipe(
      groupBy((key: string, value: string) => {
        switch (key) {
          case 'null':
            return KeyValue.pair(null as unknown as string, value)
          case 'NULL':
            return null as unknown as KeyValue<string, string>
          default:
            return KeyValue.pair(value, value)
        }
      }, stringSerialized),
      aggregate(
        STRING_INIT,
        TOSTRING_ADDER,
        TOSTRING_REMOVER,
        Materialized.as<string, string>('topic1-Canonized').withValueSerde(Serdes.string()),
      ),
      toStream(),
      process(sink.supplier),
    )
    const driver = await TopologyTestDriver.create(builder.build(), stringConfig)
    try {
      const inputTopic = driver.createInputTopic(topic1, Serdes.string(), Serdes.string())
      inputTopic.pipeInput('A', '1', 10)
      inputTopic.pipeInput('A', null, 15)
      inputTopic.pipeInput('A', '1', 12) // out-of-order record will be ignored
      inputTopic.pipeInput('B', '2', 20)
      inputTopic.pipeInput('null', '3', 25)
      inputTopic.pipeInput('B', '4', 23)
      inputTopic.pipeInput('NULL', '5', 24)
      inputTopic.pipeInput('B', '7', 22) // out-of-order record will be ignored
      expect(sink.processed).toEqual([
        kvt('1', '0+1', 10),
        kvt('1', '0+1-1', 15),
        kvt('2', '0+2', 20),
        kvt('2', '0+2-2', 23),
        kvt('4', '0+4', 23),
      ])
    } finally {
      await driver.close()
    }
  })

  it('testCountOfVersionedStore', async () => {
    const builder = new StreamsBuilder()
    const input = 'count-test-input'
    const sink = capture<string, number>()
    builder.table<string, string>(input, consumed, versionedMaterialize()).pipe(
      groupBy((_key: string, value: string) => KeyValue.pair(value, value), stringSerialized),
      count(),
      toStream(),
      process(sink.supplier),
    )
    const driver = await TopologyTestDriver.create(builder.build(), stringConfig)
    try {
      const inputTopic = driver.createInputTopic(input, Serdes.string(), Serdes.string())
      inputTopic.pipeInput('A', 'green', 10)
      inputTopic.pipeInput('B', 'green', 9)
      inputTopic.pipeInput('A', 'blue', 12)
      inputTopic.pipeInput('A', 'blue', 11) // out-of-order record will be ignored
      inputTopic.pipeInput('C', 'yellow', 15)
      inputTopic.pipeInput('D', 'green', 11)
      expect(sink.processed).toEqual([
        kvt('green', 1, 10),
        kvt('green', 2, 10),
        kvt('green', 1, 12),
        kvt('blue', 1, 12),
        kvt('yellow', 1, 15),
        kvt('green', 2, 12),
      ])
    } finally {
      await driver.close()
    }
  })
})
