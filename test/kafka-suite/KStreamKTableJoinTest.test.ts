// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKTableJoinTest.java
// (the grace-period cases are in KStreamKTableJoinGraceTest, with the versioned stores)
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Consumed, Joined, KeyValue, Serdes, StreamsBuilder } from '../../src/index.js'
import { join, map, to } from '../../src/operators.js'
import {
  streamTableFixture,
  streamTopic,
  tableTopic,
  type StreamTableFixture,
} from './support/streamTableFixture.js'

describe('KStreamKTableJoinTest', () => {
  let f: StreamTableFixture

  // KStreamKTableJoinTest#setUp
  beforeEach(async () => {
    f = await streamTableFixture('inner')
  })

  afterEach(async () => {
    await f.driver.close()
  })

  const rekeyedJoins = (
    firstJoin?: Joined<string, string, string>,
    secondJoin?: Joined<string, string, string>,
  ) => {
    const b = new StreamsBuilder()
    const strings = Consumed.with(Serdes.string(), Serdes.string())
    const streamA = b.stream('topic', strings)
    const tableB = b.table('topic2', strings)
    const tableC = b.table('topic3', strings)
    const rekeyedStream = streamA.pipe(map((k, v) => KeyValue.pair(v, k)))
    const joiner = (value1: string, value2: string): string => value1 + value2
    rekeyedStream.pipe(
      firstJoin === undefined ? join(tableB, joiner) : join(tableB, joiner, firstJoin),
      to('out-one'),
    )
    rekeyedStream.pipe(
      secondJoin === undefined ? join(tableC, joiner) : join(tableC, joiner, secondJoin),
      to('out-two'),
    )
    return b.build({ 'topology.optimization': 'none' })
  }

  it('shouldReuseRepartitionTopicWithGeneratedName', () => {
    expect(rekeyedJoins().describe().toString()).toBe(expectedTopologyWithGeneratedRepartitionTopicNames)
  })

  it('shouldCreateRepartitionTopicsWithUserProvidedName', () => {
    const strings = [Serdes.string(), Serdes.string(), Serdes.string()] as const
    const topology = rekeyedJoins(
      Joined.with(...strings, 'first-join'),
      Joined.with(...strings, 'second-join'),
    )
    expect(topology.describe().toString()).toBe(expectedTopologyWithUserProvidedRepartitionTopicNames)
  })

  it('shouldRequireCopartitionedStreams', () => {
    const groups = f.topology.copartitionGroups()
    expect(groups.map((g) => [...g].sort())).toEqual([[streamTopic, tableTopic].sort()])
  })

  it('shouldNotJoinWithEmptyTableOnStreamUpdates', () => {
    f.pushToStream(2, 'X')
    expect(f.take()).toEqual([])
  })

  it('shouldNotJoinOnTableUpdates', () => {
    f.pushToStream(2, 'X')
    expect(f.take()).toEqual([])
    f.pushToTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
    ])
    f.pushToTable(4, 'YY')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+YY0', 0],
      [1, 'X1+YY1', 1],
      [2, 'X2+YY2', 2],
      [3, 'X3+YY3', 3],
    ])
    f.pushToTable(4, 'YYY')
    expect(f.take()).toEqual([])
  })

  it('shouldJoinOnlyIfMatchFoundOnStreamUpdates', () => {
    f.pushToTable(2, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
    ])
  })

  it('shouldClearTableEntryOnNullValueUpdates', () => {
    f.pushToTable(4, 'Y')
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'X')
    expect(f.take()).toEqual([
      [0, 'X0+Y0', 0],
      [1, 'X1+Y1', 1],
      [2, 'X2+Y2', 2],
      [3, 'X3+Y3', 3],
    ])
    f.pushNullValueToTable(2)
    expect(f.take()).toEqual([])
    f.pushToStream(4, 'XX')
    expect(f.take()).toEqual([
      [2, 'XX2+Y2', 2],
      [3, 'XX3+Y3', 3],
    ])
  })

  // Kafka captures the log line; ours adds the node name, and the record is counted as dropped
  it('shouldLogAndMeterWhenSkippingNullLeftKey', () => {
    f.driver.createInputTopic(streamTopic, Serdes.integer(), Serdes.string()).pipeInput(null, 'A')
    expect(f.log.warnings).toEqual([
      expect.stringContaining('Skipping record due to null join key or value.'),
    ])
    expect(f.log.warnings[0]).toContain('topic=[streamTopic] partition=[0] offset=[0]')
    expect(f.driver.metrics().droppedRecords).toBe(1)
  })

  it('shouldLogAndMeterWhenSkippingNullLeftValue', () => {
    f.driver.createInputTopic(streamTopic, Serdes.integer(), Serdes.string()).pipeInput(1, null)
    expect(f.log.warnings).toEqual([
      expect.stringContaining('Skipping record due to null join key or value.'),
    ])
    expect(f.log.warnings[0]).toContain('topic=[streamTopic] partition=[0] offset=[0]')
    expect(f.driver.metrics().droppedRecords).toBe(1)
  })
})

const expectedTopologyWithGeneratedRepartitionTopicNames =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-MAP-0000000007\n' +
  '    Processor: KSTREAM-MAP-0000000007 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000009\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-FILTER-0000000009 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000008\n' +
  '      <-- KSTREAM-MAP-0000000007\n' +
  '    Sink: KSTREAM-SINK-0000000008 (topic: KSTREAM-MAP-0000000007-repartition)\n' +
  '      <-- KSTREAM-FILTER-0000000009\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: KSTREAM-SOURCE-0000000010 (topics: [KSTREAM-MAP-0000000007-repartition])\n' +
  '      --> KSTREAM-JOIN-0000000011, KSTREAM-JOIN-0000000016\n' +
  '    Processor: KSTREAM-JOIN-0000000011 (stores: [topic2-STATE-STORE-0000000001])\n' +
  '      --> KSTREAM-SINK-0000000012\n' +
  '      <-- KSTREAM-SOURCE-0000000010\n' +
  '    Processor: KSTREAM-JOIN-0000000016 (stores: [topic3-STATE-STORE-0000000004])\n' +
  '      --> KSTREAM-SINK-0000000017\n' +
  '      <-- KSTREAM-SOURCE-0000000010\n' +
  '    Source: KSTREAM-SOURCE-0000000002 (topics: [topic2])\n' +
  '      --> KTABLE-SOURCE-0000000003\n' +
  '    Source: KSTREAM-SOURCE-0000000005 (topics: [topic3])\n' +
  '      --> KTABLE-SOURCE-0000000006\n' +
  '    Sink: KSTREAM-SINK-0000000012 (topic: out-one)\n' +
  '      <-- KSTREAM-JOIN-0000000011\n' +
  '    Sink: KSTREAM-SINK-0000000017 (topic: out-two)\n' +
  '      <-- KSTREAM-JOIN-0000000016\n' +
  '    Processor: KTABLE-SOURCE-0000000003 (stores: [topic2-STATE-STORE-0000000001])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-SOURCE-0000000002\n' +
  '    Processor: KTABLE-SOURCE-0000000006 (stores: [topic3-STATE-STORE-0000000004])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-SOURCE-0000000005\n\n'

const expectedTopologyWithUserProvidedRepartitionTopicNames =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-MAP-0000000007\n' +
  '    Processor: KSTREAM-MAP-0000000007 (stores: [])\n' +
  '      --> first-join-repartition-filter, second-join-repartition-filter\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: first-join-repartition-filter (stores: [])\n' +
  '      --> first-join-repartition-sink\n' +
  '      <-- KSTREAM-MAP-0000000007\n' +
  '    Processor: second-join-repartition-filter (stores: [])\n' +
  '      --> second-join-repartition-sink\n' +
  '      <-- KSTREAM-MAP-0000000007\n' +
  '    Sink: first-join-repartition-sink (topic: first-join-repartition)\n' +
  '      <-- first-join-repartition-filter\n' +
  '    Sink: second-join-repartition-sink (topic: second-join-repartition)\n' +
  '      <-- second-join-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: first-join-repartition-source (topics: [first-join-repartition])\n' +
  '      --> first-join\n' +
  '    Source: KSTREAM-SOURCE-0000000002 (topics: [topic2])\n' +
  '      --> KTABLE-SOURCE-0000000003\n' +
  '    Processor: first-join (stores: [topic2-STATE-STORE-0000000001])\n' +
  '      --> KSTREAM-SINK-0000000012\n' +
  '      <-- first-join-repartition-source\n' +
  '    Sink: KSTREAM-SINK-0000000012 (topic: out-one)\n' +
  '      <-- first-join\n' +
  '    Processor: KTABLE-SOURCE-0000000003 (stores: [topic2-STATE-STORE-0000000001])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-SOURCE-0000000002\n' +
  '\n' +
  '  Sub-topology: 2\n' +
  '    Source: second-join-repartition-source (topics: [second-join-repartition])\n' +
  '      --> second-join\n' +
  '    Source: KSTREAM-SOURCE-0000000005 (topics: [topic3])\n' +
  '      --> KTABLE-SOURCE-0000000006\n' +
  '    Processor: second-join (stores: [topic3-STATE-STORE-0000000004])\n' +
  '      --> KSTREAM-SINK-0000000017\n' +
  '      <-- second-join-repartition-source\n' +
  '    Sink: KSTREAM-SINK-0000000017 (topic: out-two)\n' +
  '      <-- second-join\n' +
  '    Processor: KTABLE-SOURCE-0000000006 (stores: [topic3-STATE-STORE-0000000004])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-SOURCE-0000000005\n\n'
