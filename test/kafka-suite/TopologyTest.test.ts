// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/TopologyTest.java
// The DSL cases: each `it` is named after the Kafka test method and expects Kafka's exact describe() text (copied
// from the Java file); where Java then checks store types (`persistent()`), so do we. The Processor API cases
// (`new Topology().addSource(...)`) are listed in README.md: we have no public Processor API topology builder.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  BuiltInDslStoreSuppliers,
  cogroup,
  count,
  filter,
  groupBy,
  groupByKey,
  join,
  JoinWindows,
  KeyValue,
  leftJoin,
  mapValues,
  Materialized,
  outerJoin,
  Serdes,
  SessionWindows,
  SlidingWindows,
  StreamJoined,
  StreamsBuilder,
  TimeWindows,
  to,
  windowedBy,
  type Topology,
} from '../../src/index.js'
import { withInMemorySuppliers } from './support/streamStreamScript.js'

const S = Serdes.string()
const joiner = (v1: string, v2: string): string => `${v1}+${v2}`
interface RecordContext {
  readonly topic: string
}

/** Java's `processorTopology.stateStores().get(i).persistent()`, in store order. */
const persistence = (topology: Topology): boolean[] => [...topology.stores.values()].map((s) => s.persistent)

describe('TopologyTest', () => {
  // TopologyTest#streamStreamJoinTopologyWithDefaultStoresNames
  it('streamStreamJoinTopologyWithDefaultStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        join(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceAndGrace(100, 24 * 3_600_000 - 200),
          StreamJoined.with(Serdes.integer(), S, S),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-JOINTHIS-0000000004-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-JOINOTHER-0000000005-store])',
        '      --> KSTREAM-JOINOTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [KSTREAM-JOINTHIS-0000000004-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [KSTREAM-JOINOTHER-0000000005-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#streamStreamJoinTopologyWithCustomStoresNames
  it('streamStreamJoinTopologyWithCustomStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        join(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceAndGrace(100, 24 * 3_600_000 - 200),
          StreamJoined.with(Serdes.integer(), S, S).withStoreName('custom-name'),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [custom-name-this-join-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [custom-name-other-join-store])',
        '      --> KSTREAM-JOINOTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [custom-name-this-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [custom-name-other-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#streamStreamLeftJoinTopologyWithDefaultStoresNames
  it('streamStreamLeftJoinTopologyWithDefaultStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        leftJoin(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceWithNoGrace(100),
          StreamJoined.with(Serdes.integer(), S, S),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-JOINTHIS-0000000004-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-OUTEROTHER-0000000005-store])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [KSTREAM-OUTEROTHER-0000000005-store, KSTREAM-OUTERSHARED-0000000004-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [KSTREAM-JOINTHIS-0000000004-store, KSTREAM-OUTERSHARED-0000000004-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#streamStreamLeftJoinTopologyWithCustomStoresNames
  it('streamStreamLeftJoinTopologyWithCustomStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        leftJoin(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceWithNoGrace(100),
          StreamJoined.with(Serdes.integer(), S, S).withStoreName('custom-name'),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [custom-name-this-join-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [custom-name-outer-other-join-store])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [custom-name-outer-other-join-store, custom-name-left-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [custom-name-this-join-store, custom-name-left-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#streamStreamOuterJoinTopologyWithDefaultStoresNames
  it('streamStreamOuterJoinTopologyWithDefaultStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        outerJoin(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceWithNoGrace(100),
          StreamJoined.with(Serdes.integer(), S, S),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [KSTREAM-OUTERTHIS-0000000004-store])',
        '      --> KSTREAM-OUTERTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [KSTREAM-OUTEROTHER-0000000005-store])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [KSTREAM-OUTERTHIS-0000000004-store, KSTREAM-OUTERSHARED-0000000004-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-OUTERTHIS-0000000004 (stores: [KSTREAM-OUTEROTHER-0000000005-store, KSTREAM-OUTERSHARED-0000000004-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-OUTERTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#streamStreamOuterJoinTopologyWithCustomStoresNames
  it('streamStreamOuterJoinTopologyWithCustomStoresNames', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const stream1 = b.stream<number, string>('input-topic1')
      const stream2 = b.stream<number, string>('input-topic2')
      stream1.pipe(
        outerJoin(
          stream2,
          joiner,
          JoinWindows.ofTimeDifferenceWithNoGrace(100),
          StreamJoined.with(Serdes.integer(), S, S).withStoreName('custom-name'),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [custom-name-outer-this-join-store])',
        '      --> KSTREAM-OUTERTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [custom-name-outer-other-join-store])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [custom-name-outer-this-join-store, custom-name-outer-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-OUTERTHIS-0000000004 (stores: [custom-name-outer-other-join-store, custom-name-outer-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-OUTERTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#topologyWithDynamicRoutingShouldDescribeExtractorClass
  it('topologyWithDynamicRoutingShouldDescribeExtractorClass', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const topicNameExtractor = Object.assign(
        (key: unknown, _value: unknown, context: RecordContext) => `${context.topic}-${String(key)}`,
        {
          toString: () => 'anonymous topic name extractor. topic is [recordContext.topic()]-[key]',
        },
      )
      b.stream<string, string>('input-topic').pipe(to(topicNameExtractor))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-SINK-0000000001',
        '    Sink: KSTREAM-SINK-0000000001 (extractor class: anonymous topic name extractor. topic is [recordContext.topic()]-[key])',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kGroupedStreamZeroArgCountShouldPreserveTopologyStructure
  it('kGroupedStreamZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(groupByKey(), count())
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kGroupedStreamNamedMaterializedCountShouldPreserveTopologyStructure
  it('kGroupedStreamNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        count(Materialized.as('count-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000001',
        '    Processor: KSTREAM-AGGREGATE-0000000001 (stores: [count-store])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#kGroupedStreamAnonymousMaterializedCountShouldPreserveTopologyStructure
  it('kGroupedStreamAnonymousMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        count(Materialized.with(S, Serdes.long()).withStoreType(BuiltInDslStoreSuppliers.ROCKS_DB)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kGroupedStreamAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure
  it('kGroupedStreamAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        count(Materialized.as(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#kGroupedStreamZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('kGroupedStreamZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(groupByKey(), count())
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#timeWindowZeroArgCountShouldPreserveTopologyStructure
  it('timeWindowZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#timeWindowNamedMaterializedCountShouldPreserveTopologyStructure
  it('timeWindowNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(Materialized.as('count-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000001',
        '    Processor: KSTREAM-AGGREGATE-0000000001 (stores: [count-store])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#timeWindowAnonymousMaterializedCountShouldPreserveTopologyStructure
  it('timeWindowAnonymousMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(Materialized.with(S, Serdes.long()).withStoreType(BuiltInDslStoreSuppliers.ROCKS_DB)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#timeWindowAnonymousStoreTypeMaterializedCountShouldPreserveTopologyStructure
  it('timeWindowAnonymousStoreTypeMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(Materialized.as(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#timeWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('timeWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#sessionWindowZeroArgCountShouldPreserveTopologyStructure
  it('sessionWindowZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        count(),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#sessionWindowNamedMaterializedCountShouldPreserveTopologyStructure
  it('sessionWindowNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        count(Materialized.as('count-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000001',
        '    Processor: KSTREAM-AGGREGATE-0000000001 (stores: [count-store])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#sessionWindowAnonymousMaterializedCountShouldPreserveTopologyStructure
  it('sessionWindowAnonymousMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        count(Materialized.with(S, Serdes.long()).withStoreType(BuiltInDslStoreSuppliers.ROCKS_DB)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#sessionWindowAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure
  it('sessionWindowAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        count(Materialized.as(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000003',
        '    Processor: KSTREAM-AGGREGATE-0000000003 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000002])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#sessionWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('sessionWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        count(),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#slidingWindowZeroArgCountShouldPreserveTopologyStructure
  it('slidingWindowZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#slidingWindowNamedMaterializedCountShouldPreserveTopologyStructure
  it('slidingWindowNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        count(Materialized.as('count-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000001',
        '    Processor: KSTREAM-AGGREGATE-0000000001 (stores: [count-store])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#slidingWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('slidingWindowZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(1)),
        count(),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> KSTREAM-AGGREGATE-0000000002',
        '    Processor: KSTREAM-AGGREGATE-0000000002 (stores: [KSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000000',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#timeWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure
  it('timeWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        aggregate(() => ''),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#timeWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure
  it('timeWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        aggregate(
          () => '',
          Materialized.as('aggregate-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000001',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000001 (stores: [aggregate-store])',
        '      --> COGROUPKSTREAM-MERGE-0000000002',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000002 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000001',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#timeWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('timeWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(TimeWindows.ofSizeWithNoGrace(1)),
        aggregate(() => ''),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#slidingWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure
  it('slidingWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(1)),
        aggregate(() => ''),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#slidingWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure
  it('slidingWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(1)),
        aggregate(
          () => '',
          Materialized.as('aggregate-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000001',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000001 (stores: [aggregate-store])',
        '      --> COGROUPKSTREAM-MERGE-0000000002',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000002 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000001',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#slidingWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('slidingWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(1)),
        aggregate(() => ''),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#sessionWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure
  it('sessionWindowedCogroupedZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        aggregate(
          () => '',
          () => '',
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#sessionWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure
  it('sessionWindowedCogroupedNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        aggregate(
          () => '',
          () => '',
          Materialized.as('aggregate-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000001',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000001 (stores: [aggregate-store])',
        '      --> COGROUPKSTREAM-MERGE-0000000002',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000002 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000001',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#sessionWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure
  it('sessionWindowedCogroupedZeroArgCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.stream<string, string>('input-topic').pipe(
        groupByKey(),
        cogroup((_k: unknown, v: unknown) => v),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(1)),
        aggregate(
          () => '',
          () => '',
        ),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic])',
        '      --> COGROUPKSTREAM-AGGREGATE-0000000002',
        '    Processor: COGROUPKSTREAM-AGGREGATE-0000000002 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> COGROUPKSTREAM-MERGE-0000000003',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: COGROUPKSTREAM-MERGE-0000000003 (stores: [])',
        '      --> none',
        '      <-- COGROUPKSTREAM-AGGREGATE-0000000002',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology).some((p) => p)).toBe(false) // hasPersistentLocalStore() is false
  })

  // TopologyTest#tableZeroArgCountShouldPreserveTopologyStructure
  it('tableZeroArgCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.table<string, string>('input-topic').pipe(
        groupBy((k: string, v: string) => KeyValue.pair(k, v)),
        count(),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [input-topic-STATE-STORE-0000000000])',
        '      --> KTABLE-SELECT-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])',
        '      --> KSTREAM-SINK-0000000005',
        '      <-- KTABLE-SOURCE-0000000002',
        '    Sink: KSTREAM-SINK-0000000005 (topic: KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition)',
        '      <-- KTABLE-SELECT-0000000003',
        '',
        '  Sub-topology: 1',
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition])',
        '      --> KTABLE-AGGREGATE-0000000007',
        '    Processor: KTABLE-AGGREGATE-0000000007 (stores: [KTABLE-AGGREGATE-STATE-STORE-0000000004])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000006',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology)).toEqual([true, true])
  })

  // TopologyTest#tableNamedMaterializedCountShouldPreserveTopologyStructure
  it('tableNamedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.table<string, string>('input-topic').pipe(
        groupBy((k: string, v: string) => KeyValue.pair(k, v)),
        count(Materialized.as('count-store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [input-topic-STATE-STORE-0000000000])',
        '      --> KTABLE-SELECT-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])',
        '      --> KSTREAM-SINK-0000000004',
        '      <-- KTABLE-SOURCE-0000000002',
        '    Sink: KSTREAM-SINK-0000000004 (topic: count-store-repartition)',
        '      <-- KTABLE-SELECT-0000000003',
        '',
        '  Sub-topology: 1',
        '    Source: KSTREAM-SOURCE-0000000005 (topics: [count-store-repartition])',
        '      --> KTABLE-AGGREGATE-0000000006',
        '    Processor: KTABLE-AGGREGATE-0000000006 (stores: [count-store])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000005',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology)).toEqual([true, false])
  })

  // Java names the topology 'my-topology' in its TopologyConfig (prints 'Topology: my-topology:'); we have no
  // named topologies, so the header stays 'Topologies:'. The in-memory default comes through build(config).
  // TopologyTest#tableNamedMaterializedCountWithTopologyConfigShouldPreserveTopologyStructure
  it('tableNamedMaterializedCountWithTopologyConfigShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.table<string, string>('input-topic').pipe(
        groupBy((k: string, v: string) => KeyValue.pair(k, v)),
        count(Materialized.as(BuiltInDslStoreSuppliers.ROCKS_DB)),
      )
      return b.build({ 'default.dsl.store': 'in_memory' })
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [input-topic-STATE-STORE-0000000000])',
        '      --> KTABLE-SELECT-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])',
        '      --> KSTREAM-SINK-0000000005',
        '      <-- KTABLE-SOURCE-0000000002',
        '    Sink: KSTREAM-SINK-0000000005 (topic: KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition)',
        '      <-- KTABLE-SELECT-0000000003',
        '',
        '  Sub-topology: 1',
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition])',
        '      --> KTABLE-AGGREGATE-0000000007',
        '    Processor: KTABLE-AGGREGATE-0000000007 (stores: [KTABLE-AGGREGATE-STATE-STORE-0000000004])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000006',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology)).toEqual([false, true])
  })

  // TopologyTest#tableAnonymousMaterializedCountShouldPreserveTopologyStructure
  it('tableAnonymousMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.table<string, string>('input-topic').pipe(
        groupBy((k: string, v: string) => KeyValue.pair(k, v)),
        count(Materialized.with(S, Serdes.long()).withStoreType(BuiltInDslStoreSuppliers.ROCKS_DB)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [input-topic-STATE-STORE-0000000000])',
        '      --> KTABLE-SELECT-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])',
        '      --> KSTREAM-SINK-0000000005',
        '      <-- KTABLE-SOURCE-0000000002',
        '    Sink: KSTREAM-SINK-0000000005 (topic: KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition)',
        '      <-- KTABLE-SELECT-0000000003',
        '',
        '  Sub-topology: 1',
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition])',
        '      --> KTABLE-AGGREGATE-0000000007',
        '    Processor: KTABLE-AGGREGATE-0000000007 (stores: [KTABLE-AGGREGATE-STATE-STORE-0000000004])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000006',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology)).toEqual([true, true])
  })

  // TopologyTest#tableAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure
  it('tableAnonymousStoreTypedMaterializedCountShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      b.table<string, string>('input-topic').pipe(
        groupBy((k: string, v: string) => KeyValue.pair(k, v)),
        count(Materialized.as(BuiltInDslStoreSuppliers.IN_MEMORY)),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [input-topic-STATE-STORE-0000000000])',
        '      --> KTABLE-SELECT-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])',
        '      --> KSTREAM-SINK-0000000005',
        '      <-- KTABLE-SOURCE-0000000002',
        '    Sink: KSTREAM-SINK-0000000005 (topic: KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition)',
        '      <-- KTABLE-SELECT-0000000003',
        '',
        '  Sub-topology: 1',
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition])',
        '      --> KTABLE-AGGREGATE-0000000007',
        '    Processor: KTABLE-AGGREGATE-0000000007 (stores: [KTABLE-AGGREGATE-STATE-STORE-0000000004])',
        '      --> none',
        '      <-- KSTREAM-SOURCE-0000000006',
        '',
        '',
      ].join('\n'),
    )
    expect(persistence(topology)).toEqual([true, false])
  })

  // TopologyTest#kTableNonMaterializedMapValuesShouldPreserveTopologyStructure
  it('kTableNonMaterializedMapValuesShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(mapValues((v: string) => v))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-MAPVALUES-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-MAPVALUES-0000000003 (stores: [])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kTableAnonymousMaterializedMapValuesShouldPreserveTopologyStructure
  it('kTableAnonymousMaterializedMapValuesShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(
        mapValues(
          (v: string) => v,
          Materialized.with(S, S).withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY),
        ),
      )
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-MAPVALUES-0000000004',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-MAPVALUES-0000000004 (stores: [])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kTableNamedMaterializedMapValuesShouldPreserveTopologyStructure
  it('kTableNamedMaterializedMapValuesShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(mapValues((v: string) => v, Materialized.as('store-name')))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-MAPVALUES-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-MAPVALUES-0000000003 (stores: [store-name])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kTableNonMaterializedFilterShouldPreserveTopologyStructure
  it('kTableNonMaterializedFilterShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(filter(() => false))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-FILTER-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-FILTER-0000000003 (stores: [])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kTableAnonymousMaterializedFilterShouldPreserveTopologyStructure
  it('kTableAnonymousMaterializedFilterShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(filter(() => false, Materialized.with(S, S)))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-FILTER-0000000004',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-FILTER-0000000004 (stores: [])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })

  // TopologyTest#kTableNamedMaterializedFilterShouldPreserveTopologyStructure
  it('kTableNamedMaterializedFilterShouldPreserveTopologyStructure', () => {
    const topology = ((): Topology => {
      const b = new StreamsBuilder()
      const table = b.table<string, string>('input-topic')
      table.pipe(filter(() => false, Materialized.as('store-name')))
      return b.build()
    })()
    expect(topology.describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic])',
        '      --> KTABLE-SOURCE-0000000002',
        '    Processor: KTABLE-SOURCE-0000000002 (stores: [])',
        '      --> KTABLE-FILTER-0000000003',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KTABLE-FILTER-0000000003 (stores: [store-name])',
        '      --> none',
        '      <-- KTABLE-SOURCE-0000000002',
        '',
        '',
      ].join('\n'),
    )
  })
})

// The stream-stream join cases over StreamJoined store suppliers: a block of their own.
describe('TopologyTest (stream-stream joins over store suppliers)', () => {
  const describeJoin = (operator: typeof join | typeof outerJoin, joinWindows: JoinWindows): string => {
    const b = new StreamsBuilder()
    const stream1 = b.stream<number, string>('input-topic1')
    const stream2 = b.stream<number, string>('input-topic2')
    const joined = withInMemorySuppliers(joinWindows)(StreamJoined.with(Serdes.integer(), S, S))
    stream1.pipe(operator(stream2, joiner, joinWindows, joined))
    return b.build().describe().toString()
  }

  // TopologyTest#streamStreamJoinTopologyWithCustomStoresSuppliers (Java: JoinWindows.of(100ms))
  it('streamStreamJoinTopologyWithCustomStoresSuppliers', () => {
    expect(describeJoin(join, JoinWindows.ofTimeDifferenceAndGrace(100, 24 * 3_600_000 - 200))).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [in-memory-join-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [in-memory-join-store-other])',
        '      --> KSTREAM-JOINOTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINOTHER-0000000005 (stores: [in-memory-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [in-memory-join-store-other])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-JOINOTHER-0000000005',
        '',
      ].join('\n') + '\n',
    )
  })

  // TopologyTest#streamStreamLeftJoinTopologyWithCustomStoresSuppliers
  it('streamStreamLeftJoinTopologyWithCustomStoresSuppliers', () => {
    expect(describeJoin(leftJoin, JoinWindows.ofTimeDifferenceWithNoGrace(100))).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [in-memory-join-store])',
        '      --> KSTREAM-JOINTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [in-memory-join-store-other])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-JOINTHIS-0000000004 (stores: [in-memory-join-store-other, in-memory-join-store-left-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [in-memory-join-store, in-memory-join-store-left-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-JOINTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
      ].join('\n') + '\n',
    )
  })

  // TopologyTest#streamStreamOuterJoinTopologyWithCustomStoresSuppliers
  it('streamStreamOuterJoinTopologyWithCustomStoresSuppliers', () => {
    expect(describeJoin(outerJoin, JoinWindows.ofTimeDifferenceWithNoGrace(100))).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input-topic1])',
        '      --> KSTREAM-WINDOWED-0000000002',
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [input-topic2])',
        '      --> KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-WINDOWED-0000000002 (stores: [in-memory-join-store])',
        '      --> KSTREAM-OUTERTHIS-0000000004',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: KSTREAM-WINDOWED-0000000003 (stores: [in-memory-join-store-other])',
        '      --> KSTREAM-OUTEROTHER-0000000005',
        '      <-- KSTREAM-SOURCE-0000000001',
        '    Processor: KSTREAM-OUTEROTHER-0000000005 (stores: [in-memory-join-store-outer-shared-join-store, in-memory-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000003',
        '    Processor: KSTREAM-OUTERTHIS-0000000004 (stores: [in-memory-join-store-other, in-memory-join-store-outer-shared-join-store])',
        '      --> KSTREAM-MERGE-0000000006',
        '      <-- KSTREAM-WINDOWED-0000000002',
        '    Processor: KSTREAM-MERGE-0000000006 (stores: [])',
        '      --> none',
        '      <-- KSTREAM-OUTERTHIS-0000000004, KSTREAM-OUTEROTHER-0000000005',
        '',
      ].join('\n') + '\n',
    )
  })
})
