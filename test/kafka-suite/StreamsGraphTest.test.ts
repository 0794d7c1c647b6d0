// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/graph/StreamsGraphTest.java
import { describe, expect, it } from 'vitest'
import {
  Branched,
  Consumed,
  Grouped,
  JoinWindows,
  Joined,
  KeyValue,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  Suppressed,
  TimeWindows,
  type KStream,
  type ProcessorContext,
  type Topology,
} from '../../src/index.js'
import {
  aggregate,
  branch,
  count,
  defaultBranch,
  filter,
  flatMap,
  flatMapValues,
  groupByKey,
  join,
  leftJoin,
  map,
  mapValues,
  merge,
  peek,
  process,
  repartition,
  selectKey,
  split,
  suppress,
  to,
  toStream,
  windowedBy,
} from '../../src/operators.js'

const countOfRepartitionTopicsFound = (topologyString: string): number =>
  topologyString.match(/Sink: .*-repartition/g)?.length ?? 0

const config = { 'application.id': 'test-application', 'bootstrap.servers': 'localhost:9092' }

// StreamsGraphTest#getTopologyWithChangingValuesAfterChangingKey
const getTopologyWithChangingValuesAfterChangingKey = (optimization: 'all' | 'none'): Topology => {
  const builder = new StreamsBuilder()
  const inputStream = builder.stream<string, string>('input')
  const mappedKeyStream = inputStream.pipe(selectKey((k, v) => k + v))
  mappedKeyStream.pipe(
    mapValues((v: string) => v.toUpperCase()),
    groupByKey(),
    count(),
    toStream(),
    to('output'),
  )
  mappedKeyStream.pipe(
    flatMapValues((v: string) => v.split(/\s/)),
    groupByKey(),
    windowedBy(TimeWindows.ofSizeWithNoGrace(5000)),
    count(),
    toStream(),
    to('windowed-output'),
  )
  return builder.build({ 'topology.optimization': optimization })
}

// StreamsGraphTest#getTopologyWithRepartitionOperation
const getTopologyWithRepartitionOperation = (optimization: 'all' | 'none'): Topology => {
  const builder = new StreamsBuilder()
  const inputStream = builder.stream<string, string>('input').pipe(selectKey((k, v) => k + v))
  inputStream.pipe(repartition(), groupByKey(), count(), toStream(), to('output'))
  inputStream.pipe(
    repartition(),
    groupByKey(),
    windowedBy(TimeWindows.ofSizeWithNoGrace(5000)),
    count(),
    toStream(),
    to('windowed-output'),
  )
  return builder.build({ 'topology.optimization': optimization })
}

describe('StreamsGraphTest', () => {
  // Test builds topology in successive manner but only graph node not yet processed written to topology
  it('shouldBeAbleToBuildTopologyIncrementally', () => {
    const builder = new StreamsBuilder()
    const stream = builder.stream<string, string>('topic')
    const streamII = builder.stream<string, string>('other-topic')
    const valueJoiner = (v: string, v2: string): string => v + v2
    // Java's deprecated JoinWindows.of(5000): grace 24 h less the window size
    const joinedStream = stream.pipe(
      join(streamII, valueJoiner, JoinWindows.ofTimeDifferenceAndGrace(5000, 86_390_000)),
    )
    // build step one
    expect(builder.build().describe().toString()).toBe(expectedJoinedTopology)
    const filteredJoinStream = joinedStream.pipe(filter((_k, v) => v === 'foo'))
    // build step two
    expect(builder.build().describe().toString()).toBe(expectedJoinedFilteredTopology)
    filteredJoinStream.pipe(
      mapValues((v: string) => `${v}some value`),
      to('output-topic'),
    )
    // build step three
    expect(builder.build().describe().toString()).toBe(expectedFullTopology)
  })

  it('shouldBeAbleToProcessNestedMultipleKeyChangingNodes', () => {
    const builder = new StreamsBuilder()
    const inputStream = builder.stream<string, string>('inputTopic')
    const changedKeyStream = inputStream.pipe(selectKey((_k, v) => v.substring(0, 5)))
    // first repartition
    changedKeyStream.pipe(
      groupByKey(Grouped.as('count-repartition')),
      count(Materialized.as<string, number>('count-store')),
      toStream(),
      to('count-topic', Produced.with(Serdes.string(), Serdes.long())),
    )
    // second repartition
    changedKeyStream.pipe(
      groupByKey(Grouped.as('windowed-repartition')),
      windowedBy(TimeWindows.ofSizeWithNoGrace(5000)),
      count(Materialized.as('windowed-count-store')),
      toStream(),
      map((k, v) => KeyValue.pair(k.key, v)),
      to('windowed-count', Produced.with(Serdes.string(), Serdes.long())),
    )
    expect(() => builder.build({ ...config, 'topology.optimization': 'all' })).not.toThrow()
  })

  // Topology in this test from https://issues.apache.org/jira/browse/KAFKA-9739
  it('shouldNotThrowNPEWithMergeNodes', () => {
    const builder = new StreamsBuilder()
    const initializer = (): string => ''
    const aggregator = (_aggKey: string, value: string, agg: string): string => agg + value.length
    const forwarding = {
      get: () => {
        let context: ProcessorContext<string, string> | undefined
        return {
          init: (c: ProcessorContext<string, string>) => void (context = c),
          process: (record: Parameters<ProcessorContext<string, string>['forward']>[0]) =>
            context?.forward(record),
        }
      },
    }
    const strings = Consumed.with(Serdes.string(), Serdes.string())
    const retryStream: KStream<string, string> = builder.stream('retryTopic', strings).pipe(
      process(forwarding),
      groupByKey(Grouped.with(Serdes.string(), Serdes.string())),
      aggregate(initializer, aggregator, Materialized.with(Serdes.string(), Serdes.string())),
      suppress(Suppressed.untilTimeLimit(500_000, Suppressed.BufferConfig.maxBytes(64_000_000))),
      toStream(),
      flatMap((): KeyValue<string, string>[] => []),
    )
    const idTable = builder.stream('id-table-topic', strings).pipe(
      flatMap((): KeyValue<string, string>[] => []),
      peek(() => undefined),
      groupByKey(Grouped.with(Serdes.string(), Serdes.string())),
      aggregate(initializer, aggregator, Materialized.with(Serdes.string(), Serdes.string())),
    )
    const joinStream = builder.stream('internal-topic-command', strings).pipe(
      peek(() => undefined),
      mapValues((v: string) => v),
      merge(retryStream),
      leftJoin(
        idTable,
        (v1: string, v2: string | null) => v1 + String(v2),
        Joined.with(Serdes.string(), Serdes.string(), Serdes.string()),
      ),
    )
    joinStream.pipe(
      split(),
      branch(
        (_k, v) => v === 'some-value',
        Branched.withConsumer((ks: KStream<string, string>) =>
          ks.pipe(
            map((k, v) => KeyValue.pair(k, v)),
            peek(() => undefined),
            to('external-command', Produced.with(Serdes.string(), Serdes.string())),
          ),
        ),
      ),
      defaultBranch(
        Branched.withConsumer((ks: KStream<string, string>) => {
          ks.pipe(
            filter((_k, v) => v !== null),
            peek(() => undefined),
            mapValues((v: string) => v),
            to('dlq-topic', Produced.with(Serdes.string(), Serdes.string())),
          )
          ks.pipe(
            map((k, v) => KeyValue.pair(k, v)),
            to('retryTopic', Produced.with(Serdes.string(), Serdes.string())),
          )
        }),
      ),
    )
    const topology = builder.build({ ...config, 'topology.optimization': 'all' })
    expect(topology.describe().toString()).toBe(expectedComplexMergeOptimizeTopology)
  })

  it('shouldNotOptimizeWithValueOrKeyChangingOperatorsAfterInitialKeyChange', () => {
    const attemptedOptimize = getTopologyWithChangingValuesAfterChangingKey('all').describe().toString()
    const noOptimization = getTopologyWithChangingValuesAfterChangingKey('none').describe().toString()
    expect(attemptedOptimize).toBe(noOptimization)
    expect(countOfRepartitionTopicsFound(attemptedOptimize)).toBe(2)
    expect(countOfRepartitionTopicsFound(noOptimization)).toBe(2)
  })

  it('shouldOptimizeSeveralMergeNodesWithCommonKeyChangingParent', () => {
    const streamsBuilder = new StreamsBuilder()
    const parentStream = streamsBuilder
      .stream('input_topic', Consumed.with(Serdes.integer(), Serdes.integer()))
      .pipe(selectKey((k, v) => k + v))
    const childStream1 = parentStream.pipe(mapValues((v: number) => v + 1))
    const childStream2 = parentStream.pipe(mapValues((v: number) => v + 2))
    const childStream3 = parentStream.pipe(mapValues((v: number) => v + 3))
    childStream1.pipe(merge(childStream2), merge(childStream3), to('output_topic'))
    const topology = streamsBuilder.build({ 'topology.optimization': 'all' })
    expect(topology.describe().toString()).toBe(expectedMergeOptimizedTopology)
  })

  it('shouldNotOptimizeWhenRepartitionOperationIsDone', () => {
    const attemptedOptimize = getTopologyWithRepartitionOperation('all').describe().toString()
    const noOptimization = getTopologyWithRepartitionOperation('none').describe().toString()
    expect(attemptedOptimize).toBe(noOptimization)
    expect(countOfRepartitionTopicsFound(attemptedOptimize)).toBe(2)
    expect(countOfRepartitionTopicsFound(noOptimization)).toBe(2)
  })
})

const expectedJoinedTopology =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000002\n' +
  '    Source: KSTREAM-SOURCE-0000000001 (topics: [other-topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-JOINTHIS-0000000004\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-JOINOTHER-0000000005\n' +
  '      <-- KSTREAM-SOURCE-0000000001\n' +
  '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000002\n' +
  '    Processor: KSTREAM-MERGE-0000000006 (stores: [])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005\n\n'

const expectedJoinedFilteredTopology =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000002\n' +
  '    Source: KSTREAM-SOURCE-0000000001 (topics: [other-topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-JOINTHIS-0000000004\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-JOINOTHER-0000000005\n' +
  '      <-- KSTREAM-SOURCE-0000000001\n' +
  '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000002\n' +
  '    Processor: KSTREAM-MERGE-0000000006 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000007\n' +
  '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005\n' +
  '    Processor: KSTREAM-FILTER-0000000007 (stores: [])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-MERGE-0000000006\n\n'

const expectedFullTopology =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000002\n' +
  '    Source: KSTREAM-SOURCE-0000000001 (topics: [other-topic])\n' +
  '      --> KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-JOINTHIS-0000000004\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-JOINOTHER-0000000005\n' +
  '      <-- KSTREAM-SOURCE-0000000001\n' +
  '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [KSTREAM-JOINTHIS-0000000004-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000003\n' +
  '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [KSTREAM-JOINOTHER-0000000005-store])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-WINDOWED-0000000002\n' +
  '    Processor: KSTREAM-MERGE-0000000006 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000007\n' +
  '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005\n' +
  '    Processor: KSTREAM-FILTER-0000000007 (stores: [])\n' +
  '      --> KSTREAM-MAPVALUES-0000000008\n' +
  '      <-- KSTREAM-MERGE-0000000006\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000008 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000009\n' +
  '      <-- KSTREAM-FILTER-0000000007\n' +
  '    Sink: KSTREAM-SINK-0000000009 (topic: output-topic)\n' +
  '      <-- KSTREAM-MAPVALUES-0000000008\n\n'

const expectedMergeOptimizedTopology =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [input_topic])\n' +
  '      --> KSTREAM-KEY-SELECT-0000000001\n' +
  '    Processor: KSTREAM-KEY-SELECT-0000000001 (stores: [])\n' +
  '      --> KSTREAM-MAPVALUES-0000000002, KSTREAM-MAPVALUES-0000000003, KSTREAM-MAPVALUES-0000000004\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000002 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000005\n' +
  '      <-- KSTREAM-KEY-SELECT-0000000001\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000003 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000005\n' +
  '      <-- KSTREAM-KEY-SELECT-0000000001\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000004 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-KEY-SELECT-0000000001\n' +
  '    Processor: KSTREAM-MERGE-0000000005 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000006\n' +
  '      <-- KSTREAM-MAPVALUES-0000000002, KSTREAM-MAPVALUES-0000000003\n' +
  '    Processor: KSTREAM-MERGE-0000000006 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000007\n' +
  '      <-- KSTREAM-MERGE-0000000005, KSTREAM-MAPVALUES-0000000004\n' +
  '    Sink: KSTREAM-SINK-0000000007 (topic: output_topic)\n' +
  '      <-- KSTREAM-MERGE-0000000006\n\n'

const expectedComplexMergeOptimizeTopology =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [retryTopic])\n' +
  '      --> KSTREAM-PROCESSOR-0000000001\n' +
  '    Processor: KSTREAM-PROCESSOR-0000000001 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000005\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-FILTER-0000000005 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000004\n' +
  '      <-- KSTREAM-PROCESSOR-0000000001\n' +
  '    Sink: KSTREAM-SINK-0000000004 (topic: KSTREAM-AGGREGATE-STATE-STORE-0000000002-repartition)\n' +
  '      <-- KSTREAM-FILTER-0000000005\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: KSTREAM-SOURCE-0000000006 (topics: [KSTREAM-AGGREGATE-STATE-STORE-0000000002-repartition])\n' +
  '      --> KSTREAM-AGGREGATE-0000000003\n' +
  '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])\n' +
  '      --> KTABLE-SUPPRESS-0000000007\n' +
  '      <-- KSTREAM-SOURCE-0000000006\n' +
  '    Source: KSTREAM-SOURCE-0000000019 (topics: [internal-topic-command])\n' +
  '      --> KSTREAM-PEEK-0000000020\n' +
  '    Processor: KTABLE-SUPPRESS-0000000007 (stores: [KTABLE-SUPPRESS-STATE-STORE-0000000008])\n' +
  '      --> KTABLE-TOSTREAM-0000000009\n' +
  '      <-- KSTREAM-AGGREGATE-0000000003\n' +
  '    Processor: KSTREAM-PEEK-0000000020 (stores: [])\n' +
  '      --> KSTREAM-MAPVALUES-0000000021\n' +
  '      <-- KSTREAM-SOURCE-0000000019\n' +
  '    Processor: KTABLE-TOSTREAM-0000000009 (stores: [])\n' +
  '      --> KSTREAM-FLATMAP-0000000010\n' +
  '      <-- KTABLE-SUPPRESS-0000000007\n' +
  '    Processor: KSTREAM-FLATMAP-0000000010 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000022\n' +
  '      <-- KTABLE-TOSTREAM-0000000009\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000021 (stores: [])\n' +
  '      --> KSTREAM-MERGE-0000000022\n' +
  '      <-- KSTREAM-PEEK-0000000020\n' +
  '    Processor: KSTREAM-MERGE-0000000022 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000024\n' +
  '      <-- KSTREAM-MAPVALUES-0000000021, KSTREAM-FLATMAP-0000000010\n' +
  '    Processor: KSTREAM-FILTER-0000000024 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000023\n' +
  '      <-- KSTREAM-MERGE-0000000022\n' +
  '    Sink: KSTREAM-SINK-0000000023 (topic: KSTREAM-MERGE-0000000022-repartition)\n' +
  '      <-- KSTREAM-FILTER-0000000024\n' +
  '\n' +
  '  Sub-topology: 2\n' +
  '    Source: KSTREAM-SOURCE-0000000011 (topics: [id-table-topic])\n' +
  '      --> KSTREAM-FLATMAP-0000000012\n' +
  '    Processor: KSTREAM-FLATMAP-0000000012 (stores: [])\n' +
  '      --> KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-filter\n' +
  '      <-- KSTREAM-SOURCE-0000000011\n' +
  '    Processor: KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-filter (stores: [])\n' +
  '      --> KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-sink\n' +
  '      <-- KSTREAM-FLATMAP-0000000012\n' +
  '    Sink: KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-sink (topic: KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition)\n' +
  '      <-- KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 3\n' +
  '    Source: KSTREAM-SOURCE-0000000025 (topics: [KSTREAM-MERGE-0000000022-repartition])\n' +
  '      --> KSTREAM-LEFTJOIN-0000000026\n' +
  '    Processor: KSTREAM-LEFTJOIN-0000000026 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000014])\n' +
  '      --> KSTREAM-BRANCH-0000000027\n' +
  '      <-- KSTREAM-SOURCE-0000000025\n' +
  '    Processor: KSTREAM-BRANCH-0000000027 (stores: [])\n' +
  '      --> KSTREAM-BRANCH-00000000270, KSTREAM-BRANCH-00000000271\n' +
  '      <-- KSTREAM-LEFTJOIN-0000000026\n' +
  '    Processor: KSTREAM-BRANCH-00000000270 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000033, KSTREAM-MAP-0000000037\n' +
  '      <-- KSTREAM-BRANCH-0000000027\n' +
  '    Processor: KSTREAM-BRANCH-00000000271 (stores: [])\n' +
  '      --> KSTREAM-MAP-0000000029\n' +
  '      <-- KSTREAM-BRANCH-0000000027\n' +
  '    Processor: KSTREAM-FILTER-0000000033 (stores: [])\n' +
  '      --> KSTREAM-PEEK-0000000034\n' +
  '      <-- KSTREAM-BRANCH-00000000270\n' +
  '    Source: KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-source (topics: [KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition])\n' +
  '      --> KSTREAM-PEEK-0000000013\n' +
  '    Processor: KSTREAM-MAP-0000000029 (stores: [])\n' +
  '      --> KSTREAM-PEEK-0000000030\n' +
  '      <-- KSTREAM-BRANCH-00000000271\n' +
  '    Processor: KSTREAM-PEEK-0000000034 (stores: [])\n' +
  '      --> KSTREAM-MAPVALUES-0000000035\n' +
  '      <-- KSTREAM-FILTER-0000000033\n' +
  '    Processor: KSTREAM-MAP-0000000037 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000038\n' +
  '      <-- KSTREAM-BRANCH-00000000270\n' +
  '    Processor: KSTREAM-MAPVALUES-0000000035 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000036\n' +
  '      <-- KSTREAM-PEEK-0000000034\n' +
  '    Processor: KSTREAM-PEEK-0000000013 (stores: [])\n' +
  '      --> KSTREAM-AGGREGATE-0000000015\n' +
  '      <-- KSTREAM-AGGREGATE-STATE-STORE-0000000014-repartition-source\n' +
  '    Processor: KSTREAM-PEEK-0000000030 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000031\n' +
  '      <-- KSTREAM-MAP-0000000029\n' +
  '    Processor: KSTREAM-AGGREGATE-0000000015 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000014])\n' +
  '      --> none\n' +
  '      <-- KSTREAM-PEEK-0000000013\n' +
  '    Sink: KSTREAM-SINK-0000000031 (topic: external-command)\n' +
  '      <-- KSTREAM-PEEK-0000000030\n' +
  '    Sink: KSTREAM-SINK-0000000036 (topic: dlq-topic)\n' +
  '      <-- KSTREAM-MAPVALUES-0000000035\n' +
  '    Sink: KSTREAM-SINK-0000000038 (topic: retryTopic)\n' +
  '      <-- KSTREAM-MAP-0000000037\n\n'
