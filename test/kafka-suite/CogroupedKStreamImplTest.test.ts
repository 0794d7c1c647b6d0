// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/CogroupedKStreamImplTest.java
// Each `it` is named after the Kafka test method; expected values (describe texts, outputs) are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  KeyValue,
  Materialized,
  Named,
  Serdes,
  StreamsBuilder,
  type KStream,
} from '../../src/index.js'
import { aggregate, cogroup, groupByKey, join, map, toStream, to, windowedBy } from '../../src/operators.js'
import { TopologyTestDriver, type TestOutputTopic } from '../../src/testing/index.js'
import { recordingLogger, stringConfig as props } from './aggregateSupport/capture.js'
import { loose, N, nullArgumentCases } from './aggregateSupport/nullArguments.js'

const stringConsumed = Consumed.with(Serdes.string(), Serdes.string())
const OUTPUT = 'output'
const STRING_AGGREGATOR = (_key: string, value: string, agg: string): string => agg + value
const STRING_INITIALIZER = (): string => ''
const STRING_SUM_AGGREGATOR = (_key: string, value: string, agg: number): number =>
  agg + Number.parseInt(value, 10)
const SUM_AGGREGATOR = (_key: string, value: number, agg: number): number => agg + value
const SUM_INITIALIZER = (): number => 0
const STRING_INIT = (): string => '0'
const TOSTRING_ADDER = (_key: string, value: string, agg: string): string => `${agg}+${value}`
const TOSTRING_REMOVER = (_key: string, value: string, agg: string): string => `${agg}-${value}`
const swap = map((k: string, v: string) => KeyValue.pair(v, k))

const strings = (builder: StreamsBuilder, topic: string): KStream<string, string> =>
  builder.stream(topic, stringConsumed)

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

// CogroupedKStreamImplTest.assertOutputKeyValueTimestamp
const assertOutputKeyValueTimestamp = <V>(
  outputTopic: TestOutputTopic<string, V>,
  expectedKey: string,
  expectedValue: V,
  expectedTimestamp: number,
): void => {
  const record = outputTopic.readRecord()
  expect({ key: record.key, value: record.value, timestamp: record.timestamp }).toEqual({
    key: expectedKey,
    value: expectedValue,
    timestamp: expectedTimestamp,
  })
}

describe('CogroupedKStreamImplTest', () => {
  it('shouldNameProcessorsAndStoreBasedOnNamedParameter', () => {
    const builder = new StreamsBuilder()
    const groupedOne = strings(builder, 'one').pipe(groupByKey())
    const groupedTwo = strings(builder, 'two').pipe(groupByKey())
    const customers = groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER, Named.as('test'), Materialized.as('store')),
    )
    customers.pipe(toStream(), to(OUTPUT))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> test-cogroup-agg-0\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> test-cogroup-agg-1\n' +
        '    Processor: test-cogroup-agg-0 (stores: [store])\n' +
        '      --> test-cogroup-merge\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: test-cogroup-agg-1 (stores: [store])\n' +
        '      --> test-cogroup-merge\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: test-cogroup-merge (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000005\n' +
        '      <-- test-cogroup-agg-0, test-cogroup-agg-1\n' +
        '    Processor: KTABLE-TOSTREAM-0000000005 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000006\n' +
        '      <-- test-cogroup-merge\n' +
        '    Sink: KSTREAM-SINK-0000000006 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000005\n' +
        '\n',
    )
  })

  it('shouldNameRepartitionTopic', () => {
    const builder = new StreamsBuilder()
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const groupedOne = stream1.pipe(swap, groupByKey(Grouped.as('repartition-test')))
    const groupedTwo = stream2.pipe(groupByKey())
    const customers = groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    customers.pipe(toStream(), to(OUTPUT))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> repartition-test-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: repartition-test-repartition-filter (stores: [])\n' +
        '      --> repartition-test-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: repartition-test-repartition-sink (topic: repartition-test-repartition)\n' +
        '      <-- repartition-test-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Source: repartition-test-repartition-source (topics: [repartition-test-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000007\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000007 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- repartition-test-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000009 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000010\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000007, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: KTABLE-TOSTREAM-0000000010 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000011\n' +
        '      <-- COGROUPKSTREAM-MERGE-0000000009\n' +
        '    Sink: KSTREAM-SINK-0000000011 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000010\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForUpstreamKeyModification', () => {
    const builder = new StreamsBuilder()
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const groupedOne = stream1.pipe(swap, groupByKey())
    const groupedTwo = stream2.pipe(groupByKey())
    const customers = groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER, Named.as('test'), Materialized.as('store')),
    )
    customers.pipe(toStream(), to(OUTPUT))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> store-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: store-repartition-filter (stores: [])\n' +
        '      --> store-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: store-repartition-sink (topic: store-repartition)\n' +
        '      <-- store-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> test-cogroup-agg-1\n' +
        '    Source: store-repartition-source (topics: [store-repartition])\n' +
        '      --> test-cogroup-agg-0\n' +
        '    Processor: test-cogroup-agg-0 (stores: [store])\n' +
        '      --> test-cogroup-merge\n' +
        '      <-- store-repartition-source\n' +
        '    Processor: test-cogroup-agg-1 (stores: [store])\n' +
        '      --> test-cogroup-merge\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: test-cogroup-merge (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000009\n' +
        '      <-- test-cogroup-agg-0, test-cogroup-agg-1\n' +
        '    Processor: KTABLE-TOSTREAM-0000000009 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000010\n' +
        '      <-- test-cogroup-merge\n' +
        '    Sink: KSTREAM-SINK-0000000010 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000009\n' +
        '\n',
    )
  })

  const groupedReusedInSameCogroups = (builder: StreamsBuilder): void => {
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const groupedOne = stream1.pipe(swap, groupByKey())
    const groupedTwo = stream2.pipe(groupByKey())
    const cogroupedTwo = groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    const cogroupedOne = groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    cogroupedOne.pipe(toStream(), to(OUTPUT))
    cogroupedTwo.pipe(toStream(), to('OUTPUT2'))
  }

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReusedInSameCogroups', () => {
    const builder = new StreamsBuilder()
    groupedReusedInSameCogroups(builder)
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-filter, COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008, COGROUPKSTREAM-AGGREGATE-0000000015\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000007\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000014\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000007 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000014 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000016\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000015 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000016\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000009 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000019\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000007, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000016 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000017\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000014, COGROUPKSTREAM-AGGREGATE-0000000015\n' +
        '    Processor: KTABLE-TOSTREAM-0000000017 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000018\n' +
        '      <-- COGROUPKSTREAM-MERGE-0000000016\n' +
        '    Processor: KTABLE-TOSTREAM-0000000019 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000020\n' +
        '      <-- COGROUPKSTREAM-MERGE-0000000009\n' +
        '    Sink: KSTREAM-SINK-0000000018 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000017\n' +
        '    Sink: KSTREAM-SINK-0000000020 (topic: OUTPUT2)\n' +
        '      <-- KTABLE-TOSTREAM-0000000019\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReusedInSameCogroupsWithOptimization', () => {
    const builder = new StreamsBuilder()
    groupedReusedInSameCogroups(builder)
    expect(builder.build({ 'topology.optimization': 'all' }).describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000014, COGROUPKSTREAM-AGGREGATE-0000000007\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000015, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000007 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000014 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000016\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000015 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000016\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000009 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000019\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000007, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000016 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000017\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000014, COGROUPKSTREAM-AGGREGATE-0000000015\n' +
        '    Processor: KTABLE-TOSTREAM-0000000017 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000018\n' +
        '      <-- COGROUPKSTREAM-MERGE-0000000016\n' +
        '    Processor: KTABLE-TOSTREAM-0000000019 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000020\n' +
        '      <-- COGROUPKSTREAM-MERGE-0000000009\n' +
        '    Sink: KSTREAM-SINK-0000000018 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000017\n' +
        '    Sink: KSTREAM-SINK-0000000020 (topic: OUTPUT2)\n' +
        '      <-- KTABLE-TOSTREAM-0000000019\n' +
        '\n',
    )
  })

  const groupedReusedInDifferentCogroups = (builder: StreamsBuilder): void => {
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const stream3 = strings(builder, 'three')
    const groupedOne = stream1.pipe(swap, groupByKey())
    const groupedTwo = stream2.pipe(groupByKey())
    const groupedThree = stream3.pipe(groupByKey())
    groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedThree, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
  }

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReusedInDifferentCogroups', () => {
    const builder = new StreamsBuilder()
    groupedReusedInDifferentCogroups(builder)
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000003\n' +
        '    Processor: KSTREAM-MAP-0000000003 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter, COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000003\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000003\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000015\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000016\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000015 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000017\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000016 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000017\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000017 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000015, COGROUPKSTREAM-AGGREGATE-0000000016\n' +
        '\n' +
        '  Sub-topology: 2\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Source: KSTREAM-SOURCE-0000000002 (topics: [three])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000009\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000010\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000009 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000010\n' +
        '      <-- KSTREAM-SOURCE-0000000002\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000010 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000008, COGROUPKSTREAM-AGGREGATE-0000000009\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReusedInDifferentCogroupsWithOptimization', () => {
    const builder = new StreamsBuilder()
    groupedReusedInDifferentCogroups(builder)
    expect(builder.build({ 'topology.optimization': 'all' }).describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000003\n' +
        '    Processor: KSTREAM-MAP-0000000003 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000003\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008, COGROUPKSTREAM-AGGREGATE-0000000015\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000016\n' +
        '    Source: KSTREAM-SOURCE-0000000002 (topics: [three])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000009\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000010\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000009 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000010\n' +
        '      <-- KSTREAM-SOURCE-0000000002\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000015 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000017\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000004-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000016 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000011])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000017\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000010 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000008, COGROUPKSTREAM-AGGREGATE-0000000009\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000017 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000015, COGROUPKSTREAM-AGGREGATE-0000000016\n' +
        '\n',
    )
  })

  const groupedReused = (builder: StreamsBuilder): void => {
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const groupedOne = stream1.pipe(swap, groupByKey())
    const groupedTwo = stream2.pipe(groupByKey())
    groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    groupedOne.pipe(aggregate(STRING_INITIALIZER, STRING_AGGREGATOR))
  }

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReused', () => {
    const builder = new StreamsBuilder()
    groupedReused(builder)
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter, KSTREAM-FILTER-0000000013\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-FILTER-0000000013 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000012\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '    Sink: KSTREAM-SINK-0000000012 (topic: KSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition)\n' +
        '      <-- KSTREAM-FILTER-0000000013\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000007\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000007 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000009 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000007, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '\n' +
        '  Sub-topology: 2\n' +
        '    Source: KSTREAM-SOURCE-0000000014 (topics: [KSTREAM-AGGREGATE-STATE-STORE-0000000010-repartition])\n' +
        '      --> KSTREAM-AGGREGATE-0000000011\n' +
        '    Processor: KSTREAM-AGGREGATE-0000000011 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> none\n' +
        '      <-- KSTREAM-SOURCE-0000000014\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedReusedWithOptimization', () => {
    const builder = new StreamsBuilder()
    groupedReused(builder)
    expect(builder.build({ 'topology.optimization': 'all' }).describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000002\n' +
        '    Processor: KSTREAM-MAP-0000000002 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000002\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000007, KSTREAM-AGGREGATE-0000000011\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000007 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000008 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000009\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000009 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000007, COGROUPKSTREAM-AGGREGATE-0000000008\n' +
        '    Processor: KSTREAM-AGGREGATE-0000000011 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000010])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition-source\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForUpstreamKeyModificationWithGroupedRemadeWithOptimization', () => {
    const builder = new StreamsBuilder()
    const stream1 = strings(builder, 'one')
    const stream2 = strings(builder, 'two')
    const stream3 = strings(builder, 'three')
    const groupedOne = stream1.pipe(swap, groupByKey())
    const groupedTwo = stream2.pipe(groupByKey())
    const groupedThree = stream3.pipe(groupByKey())
    const groupedFour = stream1.pipe(swap, groupByKey())
    groupedOne.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedTwo, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    groupedThree.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(groupedFour, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
    )
    expect(builder.build({ 'topology.optimization': 'all' }).describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000003, KSTREAM-MAP-0000000004\n' +
        '    Processor: KSTREAM-MAP-0000000003 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KSTREAM-MAP-0000000004 (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000003\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-filter (stores: [])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000004\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-filter\n' +
        '    Sink: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-sink (topic: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition)\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000009\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [two])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000010\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000009 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000011\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000010 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000005])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000011\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000011 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000009, COGROUPKSTREAM-AGGREGATE-0000000010\n' +
        '\n' +
        '  Sub-topology: 2\n' +
        '    Source: COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-source (topics: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000017\n' +
        '    Source: KSTREAM-SOURCE-0000000002 (topics: [three])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000016\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000016 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000018\n' +
        '      <-- KSTREAM-SOURCE-0000000002\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000017 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000018\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000012-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000018 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000016, COGROUPKSTREAM-AGGREGATE-0000000017\n' +
        '\n',
    )
  })

  it('shouldInsertRepartitionsTopicForCogroupsUsedTwice', () => {
    const builder = new StreamsBuilder()
    const groupedOne = strings(builder, 'one').pipe(swap, groupByKey(Grouped.as('foo')))
    const one = groupedOne.pipe(cogroup(STRING_AGGREGATOR))
    one.pipe(aggregate(STRING_INITIALIZER))
    one.pipe(aggregate(STRING_INITIALIZER))
    expect(builder.build({}).describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [one])\n' +
        '      --> KSTREAM-MAP-0000000001\n' +
        '    Processor: KSTREAM-MAP-0000000001 (stores: [])\n' +
        '      --> foo-repartition-filter\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: foo-repartition-filter (stores: [])\n' +
        '      --> foo-repartition-sink\n' +
        '      <-- KSTREAM-MAP-0000000001\n' +
        '    Sink: foo-repartition-sink (topic: foo-repartition)\n' +
        '      <-- foo-repartition-filter\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: foo-repartition-source (topics: [foo-repartition])\n' +
        '      --> COGROUPKSTREAM-AGGREGATE-0000000006, COGROUPKSTREAM-AGGREGATE-0000000012\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000006 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000002])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000007\n' +
        '      <-- foo-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000012 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000008])\n' +
        '      --> COGROUPKSTREAM-MERGE-0000000013\n' +
        '      <-- foo-repartition-source\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000007 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000006\n' +
        '    Processor: COGROUPKSTREAM-MERGE-0000000013 (stores: [])\n' +
        '      --> none\n' +
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000012\n' +
        '\n',
    )
  })

  it('shouldCogroupAndAggregateSingleKStreams', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    grouped1.pipe(cogroup(STRING_AGGREGATOR), aggregate(STRING_INITIALIZER), toStream(), to(OUTPUT))
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 0)
    testInputTopic.pipeInput('k2', 'B', 0)
    testInputTopic.pipeInput('k2', 'B', 0)
    testInputTopic.pipeInput('k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'B', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BB', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AA', 0)
    await driver.close()
  })

  it('testCogroupHandleNullValues', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    grouped1.pipe(cogroup(STRING_AGGREGATOR), aggregate(STRING_INITIALIZER), toStream(), to(OUTPUT))
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 0)
    testInputTopic.pipeInput('k2', 'B', 0)
    testInputTopic.pipeInput('k2', null, 0)
    testInputTopic.pipeInput('k2', 'B', 0)
    testInputTopic.pipeInput('k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'B', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BB', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AA', 0)
    await driver.close()
  })

  it('shouldCogroupAndAggregateTwoKStreamsWithDistinctKeys', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    grouped1.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(grouped2, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 0)
    testInputTopic.pipeInput('k1', 'A', 1)
    testInputTopic.pipeInput('k1', 'A', 10)
    testInputTopic.pipeInput('k1', 'A', 100)
    testInputTopic2.pipeInput('k2', 'B', 100)
    testInputTopic2.pipeInput('k2', 'B', 200)
    testInputTopic2.pipeInput('k2', 'B', 1)
    testInputTopic2.pipeInput('k2', 'B', 500)
    testInputTopic2.pipeInput('k2', 'B', 500)
    testInputTopic2.pipeInput('k2', 'B', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AA', 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AAA', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AAAA', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'B', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BB', 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BBB', 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BBBB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BBBBB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'BBBBBB', 500)
    await driver.close()
  })

  it('shouldCogroupAndAggregateTwoKStreamsWithSharedKeys', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    grouped1.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(grouped2, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 0)
    testInputTopic.pipeInput('k2', 'A', 1)
    testInputTopic.pipeInput('k1', 'A', 10)
    testInputTopic.pipeInput('k2', 'A', 100)
    testInputTopic2.pipeInput('k2', 'B', 100)
    testInputTopic2.pipeInput('k2', 'B', 200)
    testInputTopic2.pipeInput('k1', 'B', 1)
    testInputTopic2.pipeInput('k2', 'B', 500)
    testInputTopic2.pipeInput('k1', 'B', 500)
    testInputTopic2.pipeInput('k2', 'B', 500)
    testInputTopic2.pipeInput('k3', 'B', 500)
    testInputTopic2.pipeInput('k2', 'B', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'A', 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AA', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AA', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AAB', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABB', 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AAB', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABBB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AABB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABBBB', 500)
    await driver.close()
  })

  it('shouldAllowDifferentOutputTypeInCoGroup', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    grouped1.pipe(
      cogroup(STRING_SUM_AGGREGATOR),
      cogroup(grouped2, STRING_SUM_AGGREGATOR),
      aggregate(SUM_INITIALIZER, Materialized.as<string, number>('store1').withValueSerde(Serdes.integer())),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.integer())
    testInputTopic.pipeInput('k1', '1', 0)
    testInputTopic.pipeInput('k2', '1', 1)
    testInputTopic.pipeInput('k1', '1', 10)
    testInputTopic.pipeInput('k2', '1', 100)
    testInputTopic2.pipeInput('k2', '2', 100)
    testInputTopic2.pipeInput('k2', '2', 200)
    testInputTopic2.pipeInput('k1', '2', 1)
    testInputTopic2.pipeInput('k2', '2', 500)
    testInputTopic2.pipeInput('k1', '2', 500)
    testInputTopic2.pipeInput('k2', '3', 500)
    testInputTopic2.pipeInput('k3', '2', 500)
    testInputTopic2.pipeInput('k2', '2', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 1, 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 1, 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 2, 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 2, 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 4, 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 6, 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 4, 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 8, 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 6, 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 11, 500)
    await driver.close()
  })

  it('shouldCoGroupStreamsWithDifferentInputTypes', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = builder
      .stream('two', Consumed.with(Serdes.string(), Serdes.integer()))
      .pipe(groupByKey())
    grouped1.pipe(
      cogroup(STRING_SUM_AGGREGATOR),
      cogroup(grouped2, SUM_AGGREGATOR),
      aggregate(SUM_INITIALIZER, Materialized.as<string, number>('store1').withValueSerde(Serdes.integer())),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.integer())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.integer())
    testInputTopic.pipeInput('k1', '1', 0)
    testInputTopic.pipeInput('k2', '1', 1)
    testInputTopic.pipeInput('k1', '1', 10)
    testInputTopic.pipeInput('k2', '1', 100)
    testInputTopic2.pipeInput('k2', 2, 100)
    testInputTopic2.pipeInput('k2', 2, 200)
    testInputTopic2.pipeInput('k1', 2, 1)
    testInputTopic2.pipeInput('k2', 2, 500)
    testInputTopic2.pipeInput('k1', 2, 500)
    testInputTopic2.pipeInput('k2', 3, 500)
    testInputTopic2.pipeInput('k3', 2, 500)
    testInputTopic2.pipeInput('k2', 2, 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 1, 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 1, 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 2, 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 2, 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 4, 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 6, 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 4, 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 8, 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 6, 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 11, 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k3', 2, 500)
    await driver.close()
  })

  it('testCogroupKeyMixedAggregators', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    grouped1.pipe(
      cogroup(TOSTRING_REMOVER),
      cogroup(grouped2, TOSTRING_ADDER),
      aggregate(STRING_INIT, Materialized.as<string, string>('store1').withValueSerde(Serdes.string())),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', '1', 0)
    testInputTopic.pipeInput('k2', '1', 1)
    testInputTopic.pipeInput('k1', '1', 10)
    testInputTopic.pipeInput('k2', '1', 100)
    testInputTopic2.pipeInput('k1', '2', 500)
    testInputTopic2.pipeInput('k2', '2', 500)
    testInputTopic2.pipeInput('k1', '2', 500)
    testInputTopic2.pipeInput('k2', '2', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', '0-1', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', '0-1', 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', '0-1-1', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', '0-1-1', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', '0-1-1+2', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', '0-1-1+2', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', '0-1-1+2+2', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', '0-1-1+2+2', 500)
    await driver.close()
  })

  it('testCogroupWithThreeGroupedStreams', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    const grouped3 = strings(builder, 'three').pipe(groupByKey())
    grouped1.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(grouped2, STRING_AGGREGATOR),
      cogroup(grouped3, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testInputTopic3 = driver.createInputTopic('three', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 0)
    testInputTopic.pipeInput('k2', 'A', 1)
    testInputTopic.pipeInput('k1', 'A', 10)
    testInputTopic.pipeInput('k2', 'A', 100)
    testInputTopic2.pipeInput('k2', 'B', 100)
    testInputTopic2.pipeInput('k2', 'B', 200)
    testInputTopic2.pipeInput('k1', 'B', 1)
    testInputTopic2.pipeInput('k2', 'B', 500)
    testInputTopic3.pipeInput('k1', 'B', 500)
    testInputTopic3.pipeInput('k2', 'B', 500)
    testInputTopic3.pipeInput('k3', 'B', 500)
    testInputTopic3.pipeInput('k2', 'B', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A', 0)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'A', 1)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AA', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AA', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AAB', 100)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABB', 200)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AAB', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABBB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'AABB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'AABBBB', 500)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k3', 'B', 500)
    await driver.close()
  })

  it('testCogroupWithKTableKTableInnerJoin', async () => {
    const builder = new StreamsBuilder()
    const grouped1 = strings(builder, 'one').pipe(groupByKey())
    const grouped2 = strings(builder, 'two').pipe(groupByKey())
    const table1 = grouped1.pipe(
      cogroup(STRING_AGGREGATOR),
      cogroup(grouped2, STRING_AGGREGATOR),
      aggregate(STRING_INITIALIZER, Named.as('name'), Materialized.as('store')),
    )
    const table2 = builder.table('three', stringConsumed)
    // MockValueJoiner.TOSTRING_JOINER: value1 + "+" + value2
    table1.pipe(
      join(
        table2,
        (v1: string, v2: string) => `${v1}+${v2}`,
        Materialized.with(Serdes.string(), Serdes.string()),
      ),
      toStream(),
      to(OUTPUT),
    )
    const driver = await open(builder)
    const testInputTopic = driver.createInputTopic('one', Serdes.string(), Serdes.string())
    const testInputTopic2 = driver.createInputTopic('two', Serdes.string(), Serdes.string())
    const testInputTopic3 = driver.createInputTopic('three', Serdes.string(), Serdes.string())
    const testOutputTopic = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
    testInputTopic.pipeInput('k1', 'A', 5)
    testInputTopic2.pipeInput('k2', 'B', 6)
    expect(testOutputTopic.isEmpty()).toBe(true)
    testInputTopic3.pipeInput('k1', 'C', 0)
    testInputTopic3.pipeInput('k2', 'D', 10)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k1', 'A+C', 5)
    assertOutputKeyValueTimestamp(testOutputTopic, 'k2', 'B+D', 10)
    expect(testOutputTopic.isEmpty()).toBe(true)
    await driver.close()
  })
})

describe('CogroupedKStreamImplTest null arguments', () => {
  // CogroupedKStreamImplTest.setup()
  const builder = new StreamsBuilder()
  const groupedStream = builder
    .stream('topic', Consumed.with(Serdes.string(), Serdes.string()))
    .pipe(groupByKey(Grouped.with(Serdes.string(), Serdes.string())))
  const cogroupedStream = groupedStream.pipe(cogroup(TOSTRING_ADDER))
  nullArgumentCases({
    shouldThrowNPEInCogroupIfKGroupedStreamIsNull: () =>
      cogroupedStream.pipe(loose(cogroup)(N, TOSTRING_ADDER)),
    shouldNotHaveNullAggregatorOnCogroup: () => cogroupedStream.pipe(loose(cogroup)(groupedStream, N)),
    shouldNotHaveNullInitializerOnAggregate: () => cogroupedStream.pipe(loose(aggregate)(N)),
    shouldNotHaveNullInitializerOnAggregateWitNamed: () =>
      cogroupedStream.pipe(loose(aggregate)(N, Named.as('name'))),
    shouldNotHaveNullInitializerOnAggregateWitMaterialized: () =>
      cogroupedStream.pipe(loose(aggregate)(N, Materialized.as('store'))),
    shouldNotHaveNullInitializerOnAggregateWitNamedAndMaterialized: () =>
      cogroupedStream.pipe(loose(aggregate)(N, Named.as('name'), Materialized.as('store'))),
    shouldNotHaveNullNamedOnAggregate: () => cogroupedStream.pipe(loose(aggregate)(STRING_INITIALIZER, N)),
    shouldNotHaveNullMaterializedOnAggregate: () =>
      cogroupedStream.pipe(loose(aggregate)(STRING_INITIALIZER, N)),
    shouldNotHaveNullNamedOnAggregateWithMateriazlied: () =>
      cogroupedStream.pipe(loose(aggregate)(STRING_INITIALIZER, N, Materialized.as('store'))),
    shouldNotHaveNullMaterializedOnAggregateWithNames: () =>
      cogroupedStream.pipe(loose(aggregate)(STRING_INITIALIZER, Named.as('name'), N)),
    shouldNotHaveNullWindowOnWindowedByTime: () => cogroupedStream.pipe(loose(windowedBy)(N)),
    shouldNotHaveNullWindowOnWindowedBySession: () => cogroupedStream.pipe(loose(windowedBy)(N)),
    shouldNotHaveNullWindowOnWindowedBySliding: () => cogroupedStream.pipe(loose(windowedBy)(N)),
  })
})
