// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/processor/internals/RepartitionWithMergeOptimizingTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  KeyValue,
  Materialized,
  Named,
  Produced,
  Serdes,
  Stores,
  StreamsBuilder,
} from '../../src/index.js'
import { count, groupByKey, map, mapValues, merge, to, toStream } from '../../src/operators.js'
import { driverOf, streamsConfig } from './support/joinSupport.js'

// RepartitionWithMergeOptimizingTest#runTest
const runTest = async (optimizationConfig: 'all' | 'none', expectedNumberRepartitionTopics: number) => {
  const props = {
    ...streamsConfig(Serdes.string() as never, Serdes.string() as never),
    'statestore.cache.max.bytes': 1024 * 10,
    'commit.interval.ms': 5000,
    'topology.optimization': optimizationConfig,
  }
  const builder = new StreamsBuilder()
  const strings = Consumed.with(Serdes.string(), Serdes.string())
  const sourceAStream = builder.stream('inputA', strings.withName('sourceAStream'))
  const sourceBStream = builder.stream('inputB', strings.withName('sourceBStream'))
  const mappedAStream = sourceAStream.pipe(
    map((_k, v) => KeyValue.pair(v.split(':')[0]!, v), Named.as('mappedAStream')),
  )
  const mappedBStream = sourceBStream.pipe(
    map((_k, v) => KeyValue.pair(v.split(':')[0]!, v), Named.as('mappedBStream')),
  )
  const mergedStream = mappedAStream.pipe(merge(mappedBStream, Named.as('mergedStream')))

  mergedStream.pipe(
    groupByKey(Grouped.as('long-groupByKey')),
    count(
      Named.as('long-count'),
      Materialized.as<string, number>(Stores.inMemoryKeyValueStore('long-store')),
    ),
    toStream(Named.as('long-toStream')),
    to('outputTopic_0', Produced.with(Serdes.string(), Serdes.long()).withName('long-to')),
  )
  mergedStream.pipe(
    groupByKey(Grouped.as('string-groupByKey')),
    count(
      Named.as('string-count'),
      Materialized.as<string, number>(Stores.inMemoryKeyValueStore('string-store')),
    ),
    toStream(Named.as('string-toStream')),
    mapValues((v: number) => String(v), Named.as('string-mapValues')),
    to('outputTopic_1', Produced.with(Serdes.string(), Serdes.string()).withName('string-to')),
  )

  const topology = builder.build(props)
  const driver = await driverOf(topology, props)
  const inputTopicA = driver.createInputTopic('inputA', Serdes.string(), Serdes.string())
  const inputTopicB = driver.createInputTopic('inputB', Serdes.string(), Serdes.string())
  const countOutputTopic = driver.createOutputTopic('outputTopic_0', Serdes.string(), Serdes.long())
  const stringCountOutputTopic = driver.createOutputTopic('outputTopic_1', Serdes.string(), Serdes.string())
  const keyValues = ['X', 'Y', 'Z'].flatMap((key) =>
    ['A:foo', 'B:foo', 'C:foo'].map((v) => KeyValue.pair(key, v)),
  )
  inputTopicA.pipeKeyValueList(keyValues)
  inputTopicB.pipeKeyValueList(keyValues)

  const topologyString = topology.describe().toString()
  // Verify the topology
  expect(topologyString).toBe(
    optimizationConfig === 'all' ? EXPECTED_OPTIMIZED_TOPOLOGY : EXPECTED_UNOPTIMIZED_TOPOLOGY,
  )
  // Verify the number of repartition topics
  expect(topologyString.match(/Sink: .*-repartition/g)?.length).toBe(expectedNumberRepartitionTopics)
  // Verify the expected output
  expect(countOutputTopic.readKeyValuesToMap()).toEqual(
    new Map([
      ['A', 6],
      ['B', 6],
      ['C', 6],
    ]),
  )
  expect(stringCountOutputTopic.readKeyValuesToMap()).toEqual(
    new Map([
      ['A', '6'],
      ['B', '6'],
      ['C', '6'],
    ]),
  )
  await driver.close()
}

describe('RepartitionWithMergeOptimizingTest', () => {
  it('shouldSendCorrectRecords_OPTIMIZED', async () => {
    await runTest('all', 1)
  })

  it('shouldSendCorrectResults_NO_OPTIMIZATION', async () => {
    await runTest('none', 2)
  })
})

const EXPECTED_OPTIMIZED_TOPOLOGY =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: sourceAStream (topics: [inputA])\n' +
  '      --> mappedAStream\n' +
  '    Source: sourceBStream (topics: [inputB])\n' +
  '      --> mappedBStream\n' +
  '    Processor: mappedAStream (stores: [])\n' +
  '      --> mergedStream\n' +
  '      <-- sourceAStream\n' +
  '    Processor: mappedBStream (stores: [])\n' +
  '      --> mergedStream\n' +
  '      <-- sourceBStream\n' +
  '    Processor: mergedStream (stores: [])\n' +
  '      --> long-groupByKey-repartition-filter\n' +
  '      <-- mappedAStream, mappedBStream\n' +
  '    Processor: long-groupByKey-repartition-filter (stores: [])\n' +
  '      --> long-groupByKey-repartition-sink\n' +
  '      <-- mergedStream\n' +
  '    Sink: long-groupByKey-repartition-sink (topic: long-groupByKey-repartition)\n' +
  '      <-- long-groupByKey-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: long-groupByKey-repartition-source (topics: [long-groupByKey-repartition])\n' +
  '      --> long-count, string-count\n' +
  '    Processor: string-count (stores: [string-store])\n' +
  '      --> string-toStream\n' +
  '      <-- long-groupByKey-repartition-source\n' +
  '    Processor: long-count (stores: [long-store])\n' +
  '      --> long-toStream\n' +
  '      <-- long-groupByKey-repartition-source\n' +
  '    Processor: string-toStream (stores: [])\n' +
  '      --> string-mapValues\n' +
  '      <-- string-count\n' +
  '    Processor: long-toStream (stores: [])\n' +
  '      --> long-to\n' +
  '      <-- long-count\n' +
  '    Processor: string-mapValues (stores: [])\n' +
  '      --> string-to\n' +
  '      <-- string-toStream\n' +
  '    Sink: long-to (topic: outputTopic_0)\n' +
  '      <-- long-toStream\n' +
  '    Sink: string-to (topic: outputTopic_1)\n' +
  '      <-- string-mapValues\n\n'

const EXPECTED_UNOPTIMIZED_TOPOLOGY =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: sourceAStream (topics: [inputA])\n' +
  '      --> mappedAStream\n' +
  '    Source: sourceBStream (topics: [inputB])\n' +
  '      --> mappedBStream\n' +
  '    Processor: mappedAStream (stores: [])\n' +
  '      --> mergedStream\n' +
  '      <-- sourceAStream\n' +
  '    Processor: mappedBStream (stores: [])\n' +
  '      --> mergedStream\n' +
  '      <-- sourceBStream\n' +
  '    Processor: mergedStream (stores: [])\n' +
  '      --> long-groupByKey-repartition-filter, string-groupByKey-repartition-filter\n' +
  '      <-- mappedAStream, mappedBStream\n' +
  '    Processor: long-groupByKey-repartition-filter (stores: [])\n' +
  '      --> long-groupByKey-repartition-sink\n' +
  '      <-- mergedStream\n' +
  '    Processor: string-groupByKey-repartition-filter (stores: [])\n' +
  '      --> string-groupByKey-repartition-sink\n' +
  '      <-- mergedStream\n' +
  '    Sink: long-groupByKey-repartition-sink (topic: long-groupByKey-repartition)\n' +
  '      <-- long-groupByKey-repartition-filter\n' +
  '    Sink: string-groupByKey-repartition-sink (topic: string-groupByKey-repartition)\n' +
  '      <-- string-groupByKey-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: long-groupByKey-repartition-source (topics: [long-groupByKey-repartition])\n' +
  '      --> long-count\n' +
  '    Processor: long-count (stores: [long-store])\n' +
  '      --> long-toStream\n' +
  '      <-- long-groupByKey-repartition-source\n' +
  '    Processor: long-toStream (stores: [])\n' +
  '      --> long-to\n' +
  '      <-- long-count\n' +
  '    Sink: long-to (topic: outputTopic_0)\n' +
  '      <-- long-toStream\n' +
  '\n' +
  '  Sub-topology: 2\n' +
  '    Source: string-groupByKey-repartition-source (topics: [string-groupByKey-repartition])\n' +
  '      --> string-count\n' +
  '    Processor: string-count (stores: [string-store])\n' +
  '      --> string-toStream\n' +
  '      <-- string-groupByKey-repartition-source\n' +
  '    Processor: string-toStream (stores: [])\n' +
  '      --> string-mapValues\n' +
  '      <-- string-count\n' +
  '    Processor: string-mapValues (stores: [])\n' +
  '      --> string-to\n' +
  '      <-- string-toStream\n' +
  '    Sink: string-to (topic: outputTopic_1)\n' +
  '      <-- string-mapValues\n\n'
