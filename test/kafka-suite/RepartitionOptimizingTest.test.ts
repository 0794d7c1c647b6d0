// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/processor/internals/RepartitionOptimizingTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  JoinWindows,
  KeyValue,
  Materialized,
  Named,
  Produced,
  Serdes,
  StreamJoined,
  Stores,
  StreamsBuilder,
} from '../../src/index.js'
import {
  aggregate,
  count,
  filter,
  groupByKey,
  join,
  map,
  mapValues,
  peek,
  process,
  reduce,
  to,
  toStream,
} from '../../src/operators.js'
import { driverOf, streamsConfig } from './support/joinSupport.js'

const DAY = 86_400_000

// RepartitionOptimizingTest#runTest
const runTest = async (optimizationConfig: 'all' | 'none', expectedNumberRepartitionTopics: number) => {
  const processorValueCollector: string[] = []
  const builder = new StreamsBuilder()
  const sourceStream = builder.stream(
    'input',
    Consumed.with(Serdes.string(), Serdes.string()).withName('sourceStream'),
  )
  const mappedStream = sourceStream.pipe(
    map((k, v) => KeyValue.pair(k.toUpperCase(), v), Named.as('source-map')),
  )

  mappedStream.pipe(
    filter((k) => k === 'B', Named.as('process-filter')),
    mapValues((v: string) => v.toUpperCase(), Named.as('process-mapValues')),
    process<string, string, never, never>(
      { get: () => ({ process: (record) => void processorValueCollector.push(record.value) }) },
      Named.as('process'),
    ),
  )

  const countStream = mappedStream.pipe(
    groupByKey(Grouped.as('count-groupByKey')),
    count(
      Named.as('count'),
      Materialized.as<string, number>(Stores.inMemoryKeyValueStore('count-store'))
        .withKeySerde(Serdes.string())
        .withValueSerde(Serdes.long()),
    ),
    toStream(Named.as('count-toStream')),
  )
  countStream.pipe(to('outputTopic_0', Produced.with(Serdes.string(), Serdes.long()).withName('count-to')))

  mappedStream.pipe(
    groupByKey(Grouped.as('aggregate-groupByKey')),
    aggregate(
      () => 0,
      (_k: string, v: string, agg: number) => agg + v.length,
      Named.as('aggregate'),
      Materialized.as<string, number>(Stores.inMemoryKeyValueStore('aggregate-store'))
        .withKeySerde(Serdes.string())
        .withValueSerde(Serdes.integer()),
    ),
    toStream(Named.as('aggregate-toStream')),
    to('outputTopic_1', Produced.with(Serdes.string(), Serdes.integer()).withName('reduce-to')),
  )

  // adding operators for case where the repartition node is further downstream
  mappedStream.pipe(
    filter(() => true, Named.as('reduce-filter')),
    peek(() => undefined, Named.as('reduce-peek')),
    groupByKey(Grouped.as('reduce-groupByKey')),
    reduce(
      (v1: string, v2: string) => `${v1}:${v2}`,
      Named.as('reducer'),
      Materialized.as<string, string>(Stores.inMemoryKeyValueStore('reduce-store')),
    ),
    toStream(Named.as('reduce-toStream')),
    to('outputTopic_2', Produced.with(Serdes.string(), Serdes.string())),
  )

  // Java's deprecated JoinWindows.of(5000): 5 s either side, grace 24 h less the window size
  const joinWindows = JoinWindows.ofTimeDifferenceAndGrace(5000, DAY - 10_000)
  mappedStream.pipe(
    filter((k) => k === 'A', Named.as('join-filter')),
    join(
      countStream,
      (v1: string, v2: number) => `${v1}:${v2}`,
      joinWindows,
      StreamJoined.withStoreSuppliers<string, string, number>(
        Stores.inMemoryWindowStore('join-store', DAY, 10_000, true),
        Stores.inMemoryWindowStore('other-join-store', DAY, 10_000, true),
      )
        .withName('join')
        .withKeySerde(Serdes.string())
        .withValueSerde(Serdes.string())
        .withOtherValueSerde(Serdes.long()),
    ),
    to('joinedOutputTopic', Produced.as('join-to')),
  )

  const props = {
    ...streamsConfig(Serdes.string() as never, Serdes.string() as never),
    'statestore.cache.max.bytes': 1024 * 10,
    'commit.interval.ms': 5000,
    'topology.optimization': optimizationConfig,
  }
  const topology = builder.build(props)
  const driver = await driverOf(topology, props)
  const inputTopicA = driver.createInputTopic('input', Serdes.string(), Serdes.string())
  const countOutputTopic = driver.createOutputTopic('outputTopic_0', Serdes.string(), Serdes.long())
  const aggregationOutputTopic = driver.createOutputTopic('outputTopic_1', Serdes.string(), Serdes.integer())
  const reduceOutputTopic = driver.createOutputTopic('outputTopic_2', Serdes.string(), Serdes.string())
  const joinedOutputTopic = driver.createOutputTopic('joinedOutputTopic', Serdes.string(), Serdes.string())

  inputTopicA.pipeKeyValueList(
    ['a', 'b', 'c'].flatMap((key) => ['foo', 'bar', 'baz'].map((value) => KeyValue.pair(key, value))),
  )

  // Verify the topology
  const topologyString = topology.describe().toString()
  expect(topologyString).toBe(
    optimizationConfig === 'all' ? EXPECTED_OPTIMIZED_TOPOLOGY : EXPECTED_UNOPTIMIZED_TOPOLOGY,
  )
  // Verify the number of repartition topics
  expect(topologyString.match(/Sink: .*-repartition/g)?.length).toBe(expectedNumberRepartitionTopics)
  // Verify the values collected by the processor
  expect(processorValueCollector).toEqual(['FOO', 'BAR', 'BAZ'])
  // Verify the expected output (Java's readKeyValuesToMap: the last value per key)
  const lastPerKey = (pairs: readonly KeyValue<string | null, unknown>[]) =>
    new Map(pairs.map((kv) => [kv.key, kv.value]))
  expect(lastPerKey(countOutputTopic.readKeyValuesToList())).toEqual(
    new Map([
      ['A', 3],
      ['B', 3],
      ['C', 3],
    ]),
  )
  expect(lastPerKey(aggregationOutputTopic.readKeyValuesToList())).toEqual(
    new Map([
      ['A', 9],
      ['B', 9],
      ['C', 9],
    ]),
  )
  expect(lastPerKey(reduceOutputTopic.readKeyValuesToList())).toEqual(
    new Map([
      ['A', 'foo:bar:baz'],
      ['B', 'foo:bar:baz'],
      ['C', 'foo:bar:baz'],
    ]),
  )
  // Kafka's expected join pairs all have key A: as a map, only the last one, baz:3, remains
  expect(lastPerKey(joinedOutputTopic.readKeyValuesToList())).toEqual(new Map([['A', 'baz:3']]))
  await driver.close()
}

describe('RepartitionOptimizingTest', () => {
  it('shouldSendCorrectRecords_OPTIMIZED', async () => {
    await runTest('all', 1)
  })

  it('shouldSendCorrectResults_NO_OPTIMIZATION', async () => {
    await runTest('none', 4)
  })
})

const EXPECTED_OPTIMIZED_TOPOLOGY =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: sourceStream (topics: [input])\n' +
  '      --> source-map\n' +
  '    Processor: source-map (stores: [])\n' +
  '      --> process-filter, count-groupByKey-repartition-filter\n' +
  '      <-- sourceStream\n' +
  '    Processor: process-filter (stores: [])\n' +
  '      --> process-mapValues\n' +
  '      <-- source-map\n' +
  '    Processor: count-groupByKey-repartition-filter (stores: [])\n' +
  '      --> count-groupByKey-repartition-sink\n' +
  '      <-- source-map\n' +
  '    Processor: process-mapValues (stores: [])\n' +
  '      --> process\n' +
  '      <-- process-filter\n' +
  '    Sink: count-groupByKey-repartition-sink (topic: count-groupByKey-repartition)\n' +
  '      <-- count-groupByKey-repartition-filter\n' +
  '    Processor: process (stores: [])\n' +
  '      --> none\n' +
  '      <-- process-mapValues\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: count-groupByKey-repartition-source (topics: [count-groupByKey-repartition])\n' +
  '      --> aggregate, count, join-filter, reduce-filter\n' +
  '    Processor: count (stores: [count-store])\n' +
  '      --> count-toStream\n' +
  '      <-- count-groupByKey-repartition-source\n' +
  '    Processor: count-toStream (stores: [])\n' +
  '      --> join-other-windowed, count-to\n' +
  '      <-- count\n' +
  '    Processor: join-filter (stores: [])\n' +
  '      --> join-this-windowed\n' +
  '      <-- count-groupByKey-repartition-source\n' +
  '    Processor: reduce-filter (stores: [])\n' +
  '      --> reduce-peek\n' +
  '      <-- count-groupByKey-repartition-source\n' +
  '    Processor: join-other-windowed (stores: [other-join-store])\n' +
  '      --> join-other-join\n' +
  '      <-- count-toStream\n' +
  '    Processor: join-this-windowed (stores: [join-store])\n' +
  '      --> join-this-join\n' +
  '      <-- join-filter\n' +
  '    Processor: reduce-peek (stores: [])\n' +
  '      --> reducer\n' +
  '      <-- reduce-filter\n' +
  '    Processor: aggregate (stores: [aggregate-store])\n' +
  '      --> aggregate-toStream\n' +
  '      <-- count-groupByKey-repartition-source\n' +
  '    Processor: join-other-join (stores: [join-store])\n' +
  '      --> join-merge\n' +
  '      <-- join-other-windowed\n' +
  '    Processor: join-this-join (stores: [other-join-store])\n' +
  '      --> join-merge\n' +
  '      <-- join-this-windowed\n' +
  '    Processor: reducer (stores: [reduce-store])\n' +
  '      --> reduce-toStream\n' +
  '      <-- reduce-peek\n' +
  '    Processor: aggregate-toStream (stores: [])\n' +
  '      --> reduce-to\n' +
  '      <-- aggregate\n' +
  '    Processor: join-merge (stores: [])\n' +
  '      --> join-to\n' +
  '      <-- join-this-join, join-other-join\n' +
  '    Processor: reduce-toStream (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000023\n' +
  '      <-- reducer\n' +
  '    Sink: KSTREAM-SINK-0000000023 (topic: outputTopic_2)\n' +
  '      <-- reduce-toStream\n' +
  '    Sink: count-to (topic: outputTopic_0)\n' +
  '      <-- count-toStream\n' +
  '    Sink: join-to (topic: joinedOutputTopic)\n' +
  '      <-- join-merge\n' +
  '    Sink: reduce-to (topic: outputTopic_1)\n' +
  '      <-- aggregate-toStream\n\n'

const EXPECTED_UNOPTIMIZED_TOPOLOGY =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: sourceStream (topics: [input])\n' +
  '      --> source-map\n' +
  '    Processor: source-map (stores: [])\n' +
  '      --> reduce-filter, process-filter, aggregate-groupByKey-repartition-filter, count-groupByKey-repartition-filter, join-filter\n' +
  '      <-- sourceStream\n' +
  '    Processor: reduce-filter (stores: [])\n' +
  '      --> reduce-peek\n' +
  '      <-- source-map\n' +
  '    Processor: join-filter (stores: [])\n' +
  '      --> join-left-repartition-filter\n' +
  '      <-- source-map\n' +
  '    Processor: process-filter (stores: [])\n' +
  '      --> process-mapValues\n' +
  '      <-- source-map\n' +
  '    Processor: reduce-peek (stores: [])\n' +
  '      --> reduce-groupByKey-repartition-filter\n' +
  '      <-- reduce-filter\n' +
  '    Processor: aggregate-groupByKey-repartition-filter (stores: [])\n' +
  '      --> aggregate-groupByKey-repartition-sink\n' +
  '      <-- source-map\n' +
  '    Processor: count-groupByKey-repartition-filter (stores: [])\n' +
  '      --> count-groupByKey-repartition-sink\n' +
  '      <-- source-map\n' +
  '    Processor: join-left-repartition-filter (stores: [])\n' +
  '      --> join-left-repartition-sink\n' +
  '      <-- join-filter\n' +
  '    Processor: process-mapValues (stores: [])\n' +
  '      --> process\n' +
  '      <-- process-filter\n' +
  '    Processor: reduce-groupByKey-repartition-filter (stores: [])\n' +
  '      --> reduce-groupByKey-repartition-sink\n' +
  '      <-- reduce-peek\n' +
  '    Sink: aggregate-groupByKey-repartition-sink (topic: aggregate-groupByKey-repartition)\n' +
  '      <-- aggregate-groupByKey-repartition-filter\n' +
  '    Sink: count-groupByKey-repartition-sink (topic: count-groupByKey-repartition)\n' +
  '      <-- count-groupByKey-repartition-filter\n' +
  '    Sink: join-left-repartition-sink (topic: join-left-repartition)\n' +
  '      <-- join-left-repartition-filter\n' +
  '    Processor: process (stores: [])\n' +
  '      --> none\n' +
  '      <-- process-mapValues\n' +
  '    Sink: reduce-groupByKey-repartition-sink (topic: reduce-groupByKey-repartition)\n' +
  '      <-- reduce-groupByKey-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: count-groupByKey-repartition-source (topics: [count-groupByKey-repartition])\n' +
  '      --> count\n' +
  '    Processor: count (stores: [count-store])\n' +
  '      --> count-toStream\n' +
  '      <-- count-groupByKey-repartition-source\n' +
  '    Processor: count-toStream (stores: [])\n' +
  '      --> join-other-windowed, count-to\n' +
  '      <-- count\n' +
  '    Source: join-left-repartition-source (topics: [join-left-repartition])\n' +
  '      --> join-this-windowed\n' +
  '    Processor: join-other-windowed (stores: [other-join-store])\n' +
  '      --> join-other-join\n' +
  '      <-- count-toStream\n' +
  '    Processor: join-this-windowed (stores: [join-store])\n' +
  '      --> join-this-join\n' +
  '      <-- join-left-repartition-source\n' +
  '    Processor: join-other-join (stores: [join-store])\n' +
  '      --> join-merge\n' +
  '      <-- join-other-windowed\n' +
  '    Processor: join-this-join (stores: [other-join-store])\n' +
  '      --> join-merge\n' +
  '      <-- join-this-windowed\n' +
  '    Processor: join-merge (stores: [])\n' +
  '      --> join-to\n' +
  '      <-- join-this-join, join-other-join\n' +
  '    Sink: count-to (topic: outputTopic_0)\n' +
  '      <-- count-toStream\n' +
  '    Sink: join-to (topic: joinedOutputTopic)\n' +
  '      <-- join-merge\n' +
  '\n' +
  '  Sub-topology: 2\n' +
  '    Source: aggregate-groupByKey-repartition-source (topics: [aggregate-groupByKey-repartition])\n' +
  '      --> aggregate\n' +
  '    Processor: aggregate (stores: [aggregate-store])\n' +
  '      --> aggregate-toStream\n' +
  '      <-- aggregate-groupByKey-repartition-source\n' +
  '    Processor: aggregate-toStream (stores: [])\n' +
  '      --> reduce-to\n' +
  '      <-- aggregate\n' +
  '    Sink: reduce-to (topic: outputTopic_1)\n' +
  '      <-- aggregate-toStream\n' +
  '\n' +
  '  Sub-topology: 3\n' +
  '    Source: reduce-groupByKey-repartition-source (topics: [reduce-groupByKey-repartition])\n' +
  '      --> reducer\n' +
  '    Processor: reducer (stores: [reduce-store])\n' +
  '      --> reduce-toStream\n' +
  '      <-- reduce-groupByKey-repartition-source\n' +
  '    Processor: reduce-toStream (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000023\n' +
  '      <-- reducer\n' +
  '    Sink: KSTREAM-SINK-0000000023 (topic: outputTopic_2)\n' +
  '      <-- reduce-toStream\n\n'
