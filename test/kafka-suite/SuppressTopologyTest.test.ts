// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/SuppressTopologyTest.java
// The describe() texts are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  BufferConfig,
  count,
  filter,
  groupBy,
  groupByKey,
  InvalidTopologyError,
  Grouped,
  KeyValue,
  map,
  Materialized,
  Produced,
  Serdes,
  SessionWindows,
  StreamsBuilder,
  Stores,
  Suppressed,
  suppress,
  to,
  toStream,
  windowedBy,
  type Windowed,
} from '../../src/index.js'
import { windowedString } from './windowSupport/capture.js'

const STRING = Serdes.string()
const STRINGS = { key: STRING, value: STRING }

const NAMED_FINAL_TOPOLOGY = [
  'Topologies:',
  '   Sub-topology: 0',
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])',
  '      --> KSTREAM-KEY-SELECT-0000000001',
  '    Processor: KSTREAM-KEY-SELECT-0000000001 (stores: [])',
  '      --> counts-repartition-filter',
  '      <-- KSTREAM-SOURCE-0000000000',
  '    Processor: counts-repartition-filter (stores: [])',
  '      --> counts-repartition-sink',
  '      <-- KSTREAM-KEY-SELECT-0000000001',
  '    Sink: counts-repartition-sink (topic: counts-repartition)',
  '      <-- counts-repartition-filter',
  '',
  '  Sub-topology: 1',
  '    Source: counts-repartition-source (topics: [counts-repartition])',
  '      --> KSTREAM-AGGREGATE-0000000002',
  '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [counts])',
  '      --> myname',
  '      <-- counts-repartition-source',
  '    Processor: myname (stores: [myname-store])',
  '      --> KTABLE-TOSTREAM-0000000006',
  '      <-- KSTREAM-AGGREGATE-0000000002',
  '    Processor: KTABLE-TOSTREAM-0000000006 (stores: [])',
  '      --> KSTREAM-MAP-0000000007',
  '      <-- myname',
  '    Processor: KSTREAM-MAP-0000000007 (stores: [])',
  '      --> KSTREAM-SINK-0000000008',
  '      <-- KTABLE-TOSTREAM-0000000006',
  '    Sink: KSTREAM-SINK-0000000008 (topic: output-suppressed)',
  '      <-- KSTREAM-MAP-0000000007',
  '',
  '',
].join('\n')

const ANONYMOUS_FINAL_TOPOLOGY = [
  'Topologies:',
  '   Sub-topology: 0',
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])',
  '      --> KSTREAM-KEY-SELECT-0000000001',
  '    Processor: KSTREAM-KEY-SELECT-0000000001 (stores: [])',
  '      --> counts-repartition-filter',
  '      <-- KSTREAM-SOURCE-0000000000',
  '    Processor: counts-repartition-filter (stores: [])',
  '      --> counts-repartition-sink',
  '      <-- KSTREAM-KEY-SELECT-0000000001',
  '    Sink: counts-repartition-sink (topic: counts-repartition)',
  '      <-- counts-repartition-filter',
  '',
  '  Sub-topology: 1',
  '    Source: counts-repartition-source (topics: [counts-repartition])',
  '      --> KSTREAM-AGGREGATE-0000000002',
  '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [counts])',
  '      --> KTABLE-SUPPRESS-0000000006',
  '      <-- counts-repartition-source',
  '    Processor: KTABLE-SUPPRESS-0000000006 (stores: [KTABLE-SUPPRESS-STATE-STORE-0000000007])',
  '      --> KTABLE-TOSTREAM-0000000008',
  '      <-- KSTREAM-AGGREGATE-0000000002',
  '    Processor: KTABLE-TOSTREAM-0000000008 (stores: [])',
  '      --> KSTREAM-MAP-0000000009',
  '      <-- KTABLE-SUPPRESS-0000000006',
  '    Processor: KSTREAM-MAP-0000000009 (stores: [])',
  '      --> KSTREAM-SINK-0000000010',
  '      <-- KTABLE-TOSTREAM-0000000008',
  '    Sink: KSTREAM-SINK-0000000010 (topic: output-suppressed)',
  '      <-- KSTREAM-MAP-0000000009',
  '',
  '',
].join('\n')

const NAMED_INTERMEDIATE_TOPOLOGY = [
  'Topologies:',
  '   Sub-topology: 0',
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])',
  '      --> KSTREAM-AGGREGATE-0000000002',
  '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
  '      --> asdf',
  '      <-- KSTREAM-SOURCE-0000000000',
  '    Processor: asdf (stores: [asdf-store])',
  '      --> KTABLE-TOSTREAM-0000000003',
  '      <-- KSTREAM-AGGREGATE-0000000002',
  '    Processor: KTABLE-TOSTREAM-0000000003 (stores: [])',
  '      --> KSTREAM-SINK-0000000004',
  '      <-- asdf',
  '    Sink: KSTREAM-SINK-0000000004 (topic: output)',
  '      <-- KTABLE-TOSTREAM-0000000003',
  '',
  '',
].join('\n')

const ANONYMOUS_INTERMEDIATE_TOPOLOGY = [
  'Topologies:',
  '   Sub-topology: 0',
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])',
  '      --> KSTREAM-AGGREGATE-0000000002',
  '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
  '      --> KTABLE-SUPPRESS-0000000003',
  '      <-- KSTREAM-SOURCE-0000000000',
  '    Processor: KTABLE-SUPPRESS-0000000003 (stores: [KTABLE-SUPPRESS-STATE-STORE-0000000004])',
  '      --> KTABLE-TOSTREAM-0000000005',
  '      <-- KSTREAM-AGGREGATE-0000000002',
  '    Processor: KTABLE-TOSTREAM-0000000005 (stores: [])',
  '      --> KSTREAM-SINK-0000000006',
  '      <-- KTABLE-SUPPRESS-0000000003',
  '    Sink: KSTREAM-SINK-0000000006 (topic: output)',
  '      <-- KTABLE-TOSTREAM-0000000005',
  '',
  '',
].join('\n')

const finalTopology = (suppressed: Suppressed): string => {
  const builder = new StreamsBuilder()
  builder.stream('input', STRINGS).pipe(
    groupBy((k: string) => k, Grouped.with(STRING, STRING)),
    windowedBy(SessionWindows.ofInactivityGapAndGrace(5, 5)),
    count(Materialized.as<string, number>('counts').withCachingDisabled()),
    suppress(suppressed),
    toStream(),
    map((k: Windowed<string>, v: number) => KeyValue.pair(windowedString(k), v)),
    to('output-suppressed', Produced.with(STRING, Serdes.long())),
  )
  return builder.build().describe().toString()
}

const intermediateTopology = (suppressed: Suppressed): string => {
  const builder = new StreamsBuilder()
  builder
    .stream('input', STRINGS)
    .pipe(
      groupByKey(),
      count(),
      suppress(suppressed),
      toStream(),
      to('output', Produced.with(STRING, Serdes.long())),
    )
  return builder.build().describe().toString()
}

describe('SuppressTopologyTest', () => {
  // SuppressTopologyTest.shouldUseNumberingForAnonymousFinalSuppressionNode
  it('shouldUseNumberingForAnonymousFinalSuppressionNode', () => {
    // without the name, the suppression node increments the topology index
    expect(finalTopology(Suppressed.untilWindowCloses(BufferConfig.unbounded()))).toBe(
      ANONYMOUS_FINAL_TOPOLOGY,
    )
  })

  // SuppressTopologyTest.shouldApplyNameToFinalSuppressionNode
  it('shouldApplyNameToFinalSuppressionNode', () => {
    // with the name, the suppression node does not increment the topology index
    expect(finalTopology(Suppressed.untilWindowCloses(BufferConfig.unbounded()).withName('myname'))).toBe(
      NAMED_FINAL_TOPOLOGY,
    )
  })

  // SuppressTopologyTest.shouldUseNumberingForAnonymousSuppressionNode
  it('shouldUseNumberingForAnonymousSuppressionNode', () => {
    expect(intermediateTopology(Suppressed.untilTimeLimit(1000, BufferConfig.unbounded()))).toBe(
      ANONYMOUS_INTERMEDIATE_TOPOLOGY,
    )
  })

  // SuppressTopologyTest.shouldApplyNameToSuppressionNode
  it('shouldApplyNameToSuppressionNode', () => {
    expect(
      intermediateTopology(Suppressed.untilTimeLimit(1000, BufferConfig.unbounded()).withName('asdf')),
    ).toBe(NAMED_INTERMEDIATE_TOPOLOGY)
  })

  // SuppressTopologyTest.shouldThrowOnSuppressForMaterializedVersionedTable
  it('shouldThrowOnSuppressForMaterializedVersionedTable', () => {
    const builder = new StreamsBuilder()
    const versionedTable = builder.table(
      'input',
      Materialized.as<unknown, unknown>(Stores.persistentVersionedKeyValueStore('store', 0)),
    )
    expect(() =>
      versionedTable.pipe(suppress(Suppressed.untilTimeLimit(0, BufferConfig.unbounded()))),
    ).toThrow(InvalidTopologyError)
  })

  // SuppressTopologyTest.shouldThrowOnSuppressForNonMaterializedVersionedTable
  it('shouldThrowOnSuppressForNonMaterializedVersionedTable', () => {
    const builder = new StreamsBuilder()
    builder
      .table('input', Materialized.as<unknown, unknown>(Stores.persistentVersionedKeyValueStore('store', 0)))
      .pipe(
        filter(() => true),
        suppress(Suppressed.untilTimeLimit(0, BufferConfig.unbounded())),
      )
    expect(() => builder.build()).toThrow(InvalidTopologyError)
  })
})
