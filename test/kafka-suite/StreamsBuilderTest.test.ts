// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/StreamsBuilderTest.java
// Each `it` is named after the Kafka test method; expected names, counts and outputs are Kafka's. Java reads the
// built ProcessorTopology (processors, stores, connected stores, store classes); we read the same facts from the
// public Topology: `nodes` (outside global stores), `stores` (name, `persistent`) and each processor's `stores`.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AutoOffsetReset,
  branch,
  BuiltInDslStoreSuppliers,
  Consumed,
  count,
  filter,
  foreach,
  groupBy,
  groupByKey,
  Grouped,
  join,
  Joined,
  JoinWindows,
  KeyValue,
  leftJoin,
  map,
  mapValues,
  Materialized,
  merge,
  Named,
  outerJoin,
  print,
  Printed,
  process,
  Produced,
  repartition,
  Serdes,
  SessionWindows,
  split,
  StreamJoined,
  Stores,
  StreamsBuilder,
  to,
  toStream,
  toTable,
  Branched,
  windowedBy,
  TimeWindows,
  type KStream,
  type KTable,
  type KeyValueStore,
  type Processor,
  type ProcessorContext,
  type ProcessorSupplier,
  type Record,
  type Topology,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'

const STREAM_TOPIC = 'stream-topic'
const STREAM_OPERATION_NAME = 'stream-operation'
const STREAM_TOPIC_TWO = 'stream-topic-two'
const TABLE_TOPIC = 'table-topic'
const HOUR = 3_600_000

const S = Serdes.string()
// StreamsTestUtils.getStreamsConfig(Serdes.String(), Serdes.String())
const props = { 'application.id': 'streams-builder-test', 'default.key.serde': S, 'default.value.serde': S }

const tag = (t: string): unknown => expect.objectContaining({ _tag: t })

/** Java's `topology.processors()` names: every node outside global stores, in the order they were added. */
const processorNames = (topology: Topology): string[] => {
  const global = new Set(topology.globalStores.flatMap((g) => [g.sourceName, g.processorName]))
  return topology.nodes.map((n) => n.name).filter((n) => !global.has(n))
}

/** Java's `topology.stateStores()` names (global stores apart). */
const storeNames = (topology: Topology): string[] => {
  const global = new Set(topology.globalStores.map((g) => g.storeName))
  return [...topology.stores.keys()].filter((n) => !global.has(n))
}

/** Java's `processorConnectedStateStores(name)`. */
const connectedStores = (topology: Topology, name: string): string[] => {
  const node = topology.nodes.find((n) => n.name === name)
  return node?._tag === 'Processor' ? [...node.stores] : []
}

/** Java's store classes, as ours: persistent (RocksDB there, LevelDB here) or in memory. */
const storeTypes = (topology: Topology): ('persistent' | 'in-memory')[] =>
  storeNames(topology).map((n) => (topology.stores.get(n)?.persistent === true ? 'persistent' : 'in-memory'))

/** MockApiProcessorSupplier: records what each of its processors processed as key, value, timestamp. */
const capturing = <K, V>(): ProcessorSupplier<K, V, void, void> & {
  readonly processed: KeyValueTimestamp[]
} => {
  const processed: KeyValueTimestamp[] = []
  return {
    processed,
    get: (): Processor<K, V, void, void> => ({
      process: (record: Record<K, V>) => {
        processed.push({ key: record.key, value: record.value, timestamp: record.timestamp })
      },
    }),
  }
}
interface KeyValueTimestamp {
  readonly key: unknown
  readonly value: unknown
  readonly timestamp: number
}
const kvt = (key: unknown, value: unknown, timestamp: number): KeyValueTimestamp => ({
  key,
  value,
  timestamp,
})

describe('StreamsBuilderTest', () => {
  let builder: StreamsBuilder

  beforeEach(() => {
    builder = new StreamsBuilder()
  })

  // StreamsBuilderTest#shouldAddGlobalStore
  it('shouldAddGlobalStore', async () => {
    builder.addGlobalStore(
      Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('store'), S, S),
      'topic',
      Consumed.with(S, S),
      {
        get: (): Processor<string, string, void, void> => {
          let store: KeyValueStore<string, string>
          return {
            init: (context: ProcessorContext<void, void>) => {
              store = context.getStateStore<KeyValueStore<string, string>>('store')
            },
            process: (record: Record<string, string>) => {
              store.put(record.key, record.value)
            },
          }
        },
      },
    )
    const driver = await TopologyTestDriver.create(builder.build())
    const inputTopic = driver.createInputTopic('topic', S, S)
    inputTopic.pipeInput('hey', 'there')
    expect(driver.getKeyValueStore<string, string>('store')?.get('hey')).toBe('there')
    await driver.close()
  })

  // StreamsBuilderTest#shouldNotThrowNullPointerIfOptimizationsNotSpecified
  it('shouldNotThrowNullPointerIfOptimizationsNotSpecified', () => {
    builder.stream('topic')
    expect(() => builder.build({})).not.toThrow()
  })

  const streamJoinsTable = (table: KTable<string, string>): Topology => {
    builder.stream<string, string>(STREAM_TOPIC).pipe(join(table, (v1, v2) => `${v1}+${v2}`))
    return builder.build()
  }

  // StreamsBuilderTest#shouldAllowJoinUnmaterializedFilteredKTable
  it('shouldAllowJoinUnmaterializedFilteredKTable', () => {
    const filtered = builder.table<string, string>(TABLE_TOPIC).pipe(filter(() => true))
    const topology = streamJoinsTable(filtered)
    expect(storeNames(topology)).toHaveLength(1)
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000005')).toEqual([storeNames(topology)[0]])
    expect(connectedStores(topology, 'KTABLE-FILTER-0000000003')).toEqual([])
  })

  // StreamsBuilderTest#shouldAllowJoinMaterializedFilteredKTable
  it('shouldAllowJoinMaterializedFilteredKTable', () => {
    const filtered = builder
      .table<string, string>(TABLE_TOPIC)
      .pipe(filter(() => true, Materialized.as<string, string>('store')))
    const topology = streamJoinsTable(filtered)
    expect(storeNames(topology)).toHaveLength(1)
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000005')).toEqual(['store'])
    expect(connectedStores(topology, 'KTABLE-FILTER-0000000003')).toEqual(['store'])
  })

  // StreamsBuilderTest#shouldAllowJoinUnmaterializedMapValuedKTable
  it('shouldAllowJoinUnmaterializedMapValuedKTable', () => {
    const mapped = builder.table<string, string>(TABLE_TOPIC).pipe(mapValues((v) => v))
    const topology = streamJoinsTable(mapped)
    expect(storeNames(topology)).toHaveLength(1)
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000005')).toEqual([storeNames(topology)[0]])
    expect(connectedStores(topology, 'KTABLE-MAPVALUES-0000000003')).toEqual([])
  })

  // StreamsBuilderTest#shouldAllowJoinMaterializedMapValuedKTable
  it('shouldAllowJoinMaterializedMapValuedKTable', () => {
    const mapped = builder
      .table<string, string>(TABLE_TOPIC)
      .pipe(mapValues((v: string) => v, Materialized.as<string, string>('store')))
    const topology = streamJoinsTable(mapped)
    expect(storeNames(topology)).toHaveLength(1)
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000005')).toEqual(['store'])
    expect(connectedStores(topology, 'KTABLE-MAPVALUES-0000000003')).toEqual(['store'])
  })

  // StreamsBuilderTest#shouldAllowJoinUnmaterializedJoinedKTable
  it('shouldAllowJoinUnmaterializedJoinedKTable', () => {
    const table1 = builder.table<string, string>('table-topic1')
    const table2 = builder.table<string, string>('table-topic2')
    // Java evaluates builder.stream(...) (the receiver) before the table join passed to it: same order here
    const stream = builder.stream<string, string>(STREAM_TOPIC)
    stream.pipe(join(table1.pipe(join(table2, (v1, v2) => `${v1}+${v2}`)), (v1, v2) => `${v1}+${v2}`))
    const topology = builder.build()
    expect(storeNames(topology)).toHaveLength(2)
    expect(new Set(connectedStores(topology, 'KSTREAM-JOIN-0000000010'))).toEqual(
      new Set(storeNames(topology)),
    )
    expect(connectedStores(topology, 'KTABLE-MERGE-0000000007')).toEqual([])
  })

  // StreamsBuilderTest#shouldAllowJoinMaterializedJoinedKTable
  it('shouldAllowJoinMaterializedJoinedKTable', () => {
    const table1 = builder.table<string, string>('table-topic1')
    const table2 = builder.table<string, string>('table-topic2')
    const stream = builder.stream<string, string>(STREAM_TOPIC)
    const joined = table1.pipe(
      join(table2, (v1, v2) => `${v1}+${v2}`, Materialized.as<string, string>('store')),
    )
    stream.pipe(join(joined, (v1, v2) => `${v1}+${v2}`))
    const topology = builder.build()
    expect(storeNames(topology)).toHaveLength(3)
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000010')).toEqual(['store'])
    expect(connectedStores(topology, 'KTABLE-MERGE-0000000007')).toEqual(['store'])
  })

  // StreamsBuilderTest#shouldAllowJoinMaterializedSourceKTable
  it('shouldAllowJoinMaterializedSourceKTable', () => {
    const topology = streamJoinsTable(builder.table<string, string>(TABLE_TOPIC))
    expect(storeNames(topology)).toHaveLength(1)
    expect(connectedStores(topology, 'KTABLE-SOURCE-0000000002')).toEqual([storeNames(topology)[0]])
    expect(connectedStores(topology, 'KSTREAM-JOIN-0000000004')).toEqual([storeNames(topology)[0]])
  })

  // StreamsBuilderTest#shouldProcessingFromSinkTopic
  it('shouldProcessingFromSinkTopic', async () => {
    const source = builder.stream<string, string>('topic-source')
    source.pipe(to('topic-sink'))
    const supplier = capturing<string, string>()
    source.pipe(process(supplier))
    const driver = await TopologyTestDriver.create(builder.build(), props)
    driver.createInputTopic('topic-source', S, S, 0, 0).pipeInput('A', 'aa')
    await driver.close()
    expect(supplier.processed).toEqual([kvt('A', 'aa', 0)])
  })

  // StreamsBuilderTest#shouldProcessViaRepartitionTopic
  it('shouldProcessViaRepartitionTopic', async () => {
    const source = builder.stream<string, string>('topic-source')
    const through = source.pipe(repartition())
    const sourceSupplier = capturing<string, string>()
    source.pipe(process(sourceSupplier))
    const throughSupplier = capturing<string, string>()
    through.pipe(process(throughSupplier))
    const driver = await TopologyTestDriver.create(builder.build(), props)
    driver.createInputTopic('topic-source', S, S, 0, 0).pipeInput('A', 'aa')
    await driver.close()
    expect(sourceSupplier.processed).toEqual([kvt('A', 'aa', 0)])
    expect(throughSupplier.processed).toEqual([kvt('A', 'aa', 0)])
  })

  // StreamsBuilderTest#shouldMergeStreams
  it('shouldMergeStreams', async () => {
    const source1 = builder.stream<string, string>('topic-1')
    const source2 = builder.stream<string, string>('topic-2')
    const supplier = capturing<string, string>()
    source1.pipe(merge(source2), process(supplier))
    const driver = await TopologyTestDriver.create(builder.build(), props)
    const inputTopic1 = driver.createInputTopic('topic-1', S, S, 0, 0)
    const inputTopic2 = driver.createInputTopic('topic-2', S, S, 0, 0)
    inputTopic1.pipeInput('A', 'aa')
    inputTopic2.pipeInput('B', 'bb')
    inputTopic2.pipeInput('C', 'cc')
    inputTopic1.pipeInput('D', 'dd')
    await driver.close()
    expect(supplier.processed).toEqual([
      kvt('A', 'aa', 0),
      kvt('B', 'bb', 0),
      kvt('C', 'cc', 0),
      kvt('D', 'dd', 0),
    ])
  })

  const countTopic = (materialized?: Materialized<string, number>): void => {
    builder
      .stream<string, string>('topic')
      .pipe(groupByKey(), materialized === undefined ? count() : count(materialized), toStream())
  }

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedInMaterialized
  it('shouldUseDslStoreSupplierDefinedInMaterialized', () => {
    countTopic(Materialized.as<string, number>('store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY))
    expect(storeTypes(builder.build())).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedInMaterializedOverTopologyOverrides
  // (Java's TopologyConfig overrides are our build(config))
  it('shouldUseDslStoreSupplierDefinedInMaterializedOverTopologyOverrides', () => {
    countTopic(Materialized.as<string, number>('store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY))
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.ROCKS_DB })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierOverStoreType
  it('shouldUseDslStoreSupplierOverStoreType', () => {
    countTopic(Materialized.as<string, number>('store'))
    const topology = builder.build({
      'default.dsl.store': 'rocksDB',
      'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY,
    })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseTopologyOverrideStoreTypeOverConfiguredDslStoreSupplier. Java's second config (the
  // StreamsConfig at rewrite) has no counterpart: our build(config) is the only place the DSL reads store types.
  it('shouldUseTopologyOverrideStoreTypeOverConfiguredDslStoreSupplier', () => {
    countTopic(Materialized.as<string, number>('store'))
    expect(storeTypes(builder.build({ 'default.dsl.store': 'in_memory' }))).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfig
  it('shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfig', () => {
    countTopic()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfig
  it('shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfig', () => {
    countTopic()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // Java windows a KGroupedStream by JoinWindows (a Windows of one hour size, no grace); we by TimeWindows of the same.
  const windowedCount = (materialized?: Materialized<string, number>): void => {
    builder
      .stream<string, string>('topic')
      .pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(2 * HOUR)),
        materialized === undefined ? count() : count(materialized),
        toStream(),
      )
  }
  const sessionCount = (materialized?: Materialized<string, number>): void => {
    builder
      .stream<string, string>('topic')
      .pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapAndGrace(HOUR, 0)),
        materialized === undefined ? count() : count(materialized),
        toStream(),
      )
  }

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedInMaterializedForWindowedOperation
  it('shouldUseDslStoreSupplierDefinedInMaterializedForWindowedOperation', () => {
    windowedCount(Materialized.as<string, number>('store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY))
    const topology = builder.build()
    expect(storeTypes(topology)).toEqual(['in-memory'])
    expect(topology.stores.get('store')?.kind).toBe('timestampedWindow')
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfigForWindowedOperation
  it('shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfigForWindowedOperation', () => {
    windowedCount()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfigForWindowedOperation
  it('shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfigForWindowedOperation', () => {
    windowedCount()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedInMaterializedForSessionWindowedOperation
  it('shouldUseDslStoreSupplierDefinedInMaterializedForSessionWindowedOperation', () => {
    sessionCount(Materialized.as<string, number>('store').withStoreType(BuiltInDslStoreSuppliers.IN_MEMORY))
    const topology = builder.build()
    expect(storeTypes(topology)).toEqual(['in-memory'])
    expect(topology.stores.get('store')?.kind).toBe('session')
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfigForSessionWindowedOperation
  it('shouldUseDslStoreSupplierDefinedConfiguredInStreamsConfigForSessionWindowedOperation', () => {
    sessionCount()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfigForSessionWindowedOperation
  it('shouldUseDslStoreSupplierDefinedConfiguredInTopologyConfigOverStreamsConfigForSessionWindowedOperation', () => {
    sessionCount()
    const topology = builder.build({ 'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY })
    expect(storeTypes(topology)).toEqual(['in-memory'])
  })

  // StreamsBuilderTest#shouldUseSerdesDefinedInMaterializedToConsumeTable
  it('shouldUseSerdesDefinedInMaterializedToConsumeTable', async () => {
    const results = new Map<number, string>()
    builder
      .table(
        'topic',
        Materialized.as<number, string>('store').withKeySerde(Serdes.long()).withValueSerde(Serdes.string()),
      )
      .pipe(
        toStream(),
        foreach((k: number, v: string) => {
          results.set(k, v)
        }),
      )
    const driver = await TopologyTestDriver.create(builder.build(), props)
    const inputTopic = driver.createInputTopic('topic', Serdes.long(), S)
    inputTopic.pipeInput(1, 'value1')
    inputTopic.pipeInput(2, 'value2')
    const store = driver.getKeyValueStore<number, string>('store')
    expect(store?.get(1)).toBe('value1')
    expect(store?.get(2)).toBe('value2')
    expect(results.get(1)).toBe('value1')
    expect(results.get(2)).toBe('value2')
    await driver.close()
  })

  // StreamsBuilderTest#shouldUseSerdesDefinedInMaterializedToConsumeGlobalTable
  it('shouldUseSerdesDefinedInMaterializedToConsumeGlobalTable', async () => {
    builder.globalTable(
      'topic',
      Materialized.as<number, string>('store').withKeySerde(Serdes.long()).withValueSerde(Serdes.string()),
    )
    const driver = await TopologyTestDriver.create(builder.build(), props)
    const inputTopic = driver.createInputTopic('topic', Serdes.long(), S)
    inputTopic.pipeInput(1, 'value1')
    inputTopic.pipeInput(2, 'value2')
    const store = driver.getKeyValueStore<number, string>('store')
    expect(store?.get(1)).toBe('value1')
    expect(store?.get(2)).toBe('value2')
    await driver.close()
  })

  // StreamsBuilderTest#shouldNotMaterializeStoresIfNotRequired
  it('shouldNotMaterializeStoresIfNotRequired', () => {
    builder.table('topic', Materialized.with(Serdes.long(), Serdes.string()))
    expect(storeNames(builder.build())).toHaveLength(0)
  })

  // StreamsBuilderTest#shouldReuseSourceTopicAsChangelogsWithOptimization20
  it('shouldReuseSourceTopicAsChangelogsWithOptimization20', () => {
    builder.table('topic', Materialized.as<number, string>('store'))
    const topology = builder.build({ 'topology.optimization': 'all' })
    expect(topology.changelogTopicOf('store')).toBe('topic')
    expect(storeNames(topology)).toEqual(['store'])
    expect(topology.stores.get('store')?.logging.enabled).toBe(false)
    expect(topology.internalTopics().filter((t) => t.kind === 'changelog')).toEqual([])
  })

  // StreamsBuilderTest#shouldNotReuseRepartitionTopicAsChangelogs (Java prefixes internal topics with the
  // application id, 'appId-store-changelog'; our topology lists them undecorated)
  it('shouldNotReuseRepartitionTopicAsChangelogs', () => {
    builder
      .stream<number, string>('topic')
      .pipe(repartition(), toTable(Materialized.as<number, string>('store')))
    const topology = builder.build({ 'topology.optimization': 'all' })
    expect(topology.changelogTopicOf('store')).toBe('store-changelog')
    expect(storeNames(topology)).toEqual(['store'])
    expect(topology.stores.get('store')?.logging.enabled).toBe(true)
    expect(topology.subtopologies[1]?.stores).toEqual(['store'])
    expect(
      topology
        .internalTopics()
        .filter((t) => t.kind === 'changelog')
        .map((t) => t.name),
    ).toEqual(['store-changelog'])
  })

  // StreamsBuilderTest#shouldNotReuseSourceTopicAsChangelogsByDefault
  it('shouldNotReuseSourceTopicAsChangelogsByDefault', () => {
    builder.table('topic', Materialized.as<number, string>('store'))
    const topology = builder.build()
    expect(topology.changelogTopicOf('store')).toBe('store-changelog')
    expect(storeNames(topology)).toEqual(['store'])
    expect(topology.stores.get('store')?.logging.enabled).toBe(true)
    expect(topology.subtopologies[0]?.stores).toEqual(['store'])
  })

  // StreamsBuilderTest#shouldThrowExceptionWhenNoTopicPresent
  it('shouldThrowExceptionWhenNoTopicPresent', () => {
    expect(() => {
      builder.stream([])
      builder.build()
    }).toThrow(tag('InvalidTopology'))
  })

  // StreamsBuilderTest#shouldThrowExceptionWhenTopicNamesAreNull (reachable from plain JavaScript)
  it('shouldThrowExceptionWhenTopicNamesAreNull', () => {
    expect(() => {
      builder.stream([null, null] as unknown as string[])
      builder.build()
    }).toThrow(tag('InvalidName'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForStreamSourceProcessor
  it('shouldUseSpecifiedNameForStreamSourceProcessor', () => {
    builder.stream(STREAM_TOPIC, Consumed.as('source-node'))
    builder.stream(STREAM_TOPIC_TWO)
    expect(processorNames(builder.build())).toEqual(['source-node', 'KSTREAM-SOURCE-0000000001'])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForTableSourceProcessor
  it('shouldUseSpecifiedNameForTableSourceProcessor', () => {
    builder.table(STREAM_TOPIC, Consumed.as('source-node'))
    builder.table(STREAM_TOPIC_TWO)
    expect(processorNames(builder.build())).toEqual([
      'source-node-source',
      'source-node',
      'KSTREAM-SOURCE-0000000004',
      'KTABLE-SOURCE-0000000005',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForGlobalTableSourceProcessor
  it('shouldUseSpecifiedNameForGlobalTableSourceProcessor', () => {
    builder.globalTable(STREAM_TOPIC, Consumed.as('source-processor'))
    builder.globalTable(STREAM_TOPIC_TWO)
    expect(builder.build().globalStores.map((g) => g.storeName)).toEqual([
      'stream-topic-STATE-STORE-0000000000',
      'stream-topic-two-STATE-STORE-0000000003',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForSinkProcessor
  it('shouldUseSpecifiedNameForSinkProcessor', () => {
    const stream = builder.stream(STREAM_TOPIC)
    stream.pipe(to(STREAM_TOPIC_TWO, Produced.as('sink-processor')))
    stream.pipe(to(STREAM_TOPIC_TWO))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'sink-processor',
      'KSTREAM-SINK-0000000002',
    ])
  })

  const sourceAnd = (name: string): string[] => ['KSTREAM-SOURCE-0000000000', name]

  // StreamsBuilderTest#shouldUseSpecifiedNameForMapOperation
  it('shouldUseSpecifiedNameForMapOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(map((k, v) => KeyValue.pair(k, v), Named.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual(sourceAnd(STREAM_OPERATION_NAME))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForMapValuesOperation
  it('shouldUseSpecifiedNameForMapValuesOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(mapValues((v) => v, Named.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual(sourceAnd(STREAM_OPERATION_NAME))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForMapValuesWithKeyOperation (our mapper takes (value, key))
  it('shouldUseSpecifiedNameForMapValuesWithKeyOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(mapValues((v, _k) => v, Named.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual(sourceAnd(STREAM_OPERATION_NAME))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForFilterOperation
  it('shouldUseSpecifiedNameForFilterOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(filter(() => true, Named.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual(sourceAnd(STREAM_OPERATION_NAME))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForForEachOperation
  it('shouldUseSpecifiedNameForForEachOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(foreach(() => undefined, Named.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual(sourceAnd(STREAM_OPERATION_NAME))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForSplitOperation
  it('shouldUseSpecifiedNameForSplitOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(
      split(Named.as('branch-processor')),
      branch(() => true, Branched.as('-1')),
      branch(() => false, Branched.as('-2')),
    )
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'branch-processor',
      'branch-processor-1',
      'branch-processor-2',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForJoinOperationBetweenKStreamAndKTable
  it('shouldUseSpecifiedNameForJoinOperationBetweenKStreamAndKTable', () => {
    const streamOne = builder.stream<string, string>(STREAM_TOPIC)
    const streamTwo = builder.table<string, string>('table-topic')
    streamOne.pipe(join(streamTwo, (v1) => v1, Joined.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'KSTREAM-SOURCE-0000000002',
      'KTABLE-SOURCE-0000000003',
      STREAM_OPERATION_NAME,
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForLeftJoinOperationBetweenKStreamAndKTable
  it('shouldUseSpecifiedNameForLeftJoinOperationBetweenKStreamAndKTable', () => {
    const streamOne = builder.stream<string, string>(STREAM_TOPIC)
    const streamTwo = builder.table<string, string>(STREAM_TOPIC_TWO)
    streamOne.pipe(leftJoin(streamTwo, (v1) => v1, Joined.as(STREAM_OPERATION_NAME)))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'KSTREAM-SOURCE-0000000002',
      'KTABLE-SOURCE-0000000003',
      STREAM_OPERATION_NAME,
    ])
  })

  const twoStreams = (): [KStream<string, string>, KStream<string, string>] => [
    builder.stream<string, string>(STREAM_TOPIC),
    builder.stream<string, string>(STREAM_TOPIC_TWO),
  ]
  const joinNodes = (thisJoin: string, otherJoin: string): string[] => [
    'KSTREAM-SOURCE-0000000000',
    'KSTREAM-SOURCE-0000000001',
    `${STREAM_OPERATION_NAME}-this-windowed`,
    `${STREAM_OPERATION_NAME}-other-windowed`,
    `${STREAM_OPERATION_NAME}-${thisJoin}`,
    `${STREAM_OPERATION_NAME}-${otherJoin}`,
    `${STREAM_OPERATION_NAME}-merge`,
  ]

  // StreamsBuilderTest#shouldUseSpecifiedNameForLeftJoinOperationBetweenKStreamAndKStream
  it('shouldUseSpecifiedNameForLeftJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      leftJoin(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceWithNoGrace(HOUR),
        StreamJoined.as<string, string, string>(STREAM_OPERATION_NAME).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      `${STREAM_OPERATION_NAME}-this-join-store`,
      `${STREAM_OPERATION_NAME}-outer-other-join-store`,
      `${STREAM_OPERATION_NAME}-left-shared-join-store`,
    ])
    expect(processorNames(topology)).toEqual(joinNodes('this-join', 'outer-other-join'))
  })

  // StreamsBuilderTest#shouldUseGeneratedStoreNamesForLeftJoinOperationBetweenKStreamAndKStream
  it('shouldUseGeneratedStoreNamesForLeftJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      leftJoin(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceWithNoGrace(HOUR),
        StreamJoined.with(S, S, S).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      'KSTREAM-JOINTHIS-0000000004-store',
      'KSTREAM-OUTEROTHER-0000000005-store',
      'KSTREAM-OUTERSHARED-0000000004-store',
    ])
    expect(processorNames(topology)).toEqual(joinNodes('this-join', 'outer-other-join'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForJoinOperationBetweenKStreamAndKStream (Java's deprecated
  // JoinWindows.of(1h) is a one-hour difference with the old default grace; ofTimeDifferenceAndGrace says so)
  it('shouldUseSpecifiedNameForJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      join(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceAndGrace(HOUR, 24 * HOUR - 2 * HOUR),
        StreamJoined.as<string, string, string>(STREAM_OPERATION_NAME).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      `${STREAM_OPERATION_NAME}-this-join-store`,
      `${STREAM_OPERATION_NAME}-other-join-store`,
    ])
    expect(processorNames(topology)).toEqual(joinNodes('this-join', 'other-join'))
  })

  // StreamsBuilderTest#shouldUseGeneratedNameForJoinOperationBetweenKStreamAndKStream
  it('shouldUseGeneratedNameForJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      join(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceAndGrace(HOUR, 24 * HOUR - 2 * HOUR),
        StreamJoined.with(S, S, S).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      'KSTREAM-JOINTHIS-0000000004-store',
      'KSTREAM-JOINOTHER-0000000005-store',
    ])
    expect(processorNames(topology)).toEqual(joinNodes('this-join', 'other-join'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForOuterJoinOperationBetweenKStreamAndKStream
  it('shouldUseSpecifiedNameForOuterJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      outerJoin(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceWithNoGrace(HOUR),
        StreamJoined.as<string, string, string>(STREAM_OPERATION_NAME).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      `${STREAM_OPERATION_NAME}-outer-this-join-store`,
      `${STREAM_OPERATION_NAME}-outer-other-join-store`,
      `${STREAM_OPERATION_NAME}-outer-shared-join-store`,
    ])
    expect(processorNames(topology)).toEqual(joinNodes('outer-this-join', 'outer-other-join'))
  })

  // StreamsBuilderTest#shouldUseGeneratedStoreNamesForOuterJoinOperationBetweenKStreamAndKStream
  it('shouldUseGeneratedStoreNamesForOuterJoinOperationBetweenKStreamAndKStream', () => {
    const [streamOne, streamTwo] = twoStreams()
    streamOne.pipe(
      outerJoin(
        streamTwo,
        (v1) => v1,
        JoinWindows.ofTimeDifferenceWithNoGrace(HOUR),
        StreamJoined.with(S, S, S).withName(STREAM_OPERATION_NAME),
      ),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      'KSTREAM-OUTERTHIS-0000000004-store',
      'KSTREAM-OUTEROTHER-0000000005-store',
      'KSTREAM-OUTERSHARED-0000000004-store',
    ])
    expect(processorNames(topology)).toEqual(joinNodes('outer-this-join', 'outer-other-join'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForMergeOperation
  it('shouldUseSpecifiedNameForMergeOperation', () => {
    const source1 = builder.stream<string, string>('topic-1')
    const source2 = builder.stream<string, string>('topic-2')
    source1.pipe(merge(source2, Named.as('merge-processor')))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'KSTREAM-SOURCE-0000000001',
      'merge-processor',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForProcessOperation
  it('shouldUseSpecifiedNameForProcessOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(process(capturing(), Named.as('test-processor')))
    expect(processorNames(builder.build())).toEqual(sourceAnd('test-processor'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForPrintOperation
  it('shouldUseSpecifiedNameForPrintOperation', () => {
    builder.stream(STREAM_TOPIC).pipe(print(Printed.toSysOut().withName('print-processor')))
    expect(processorNames(builder.build())).toEqual(sourceAnd('print-processor'))
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForToStream
  it('shouldUseSpecifiedNameForToStream', () => {
    builder.table(STREAM_TOPIC).pipe(toStream(Named.as('to-stream')))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000001',
      'KTABLE-SOURCE-0000000002',
      'to-stream',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForToStreamWithMapper (Java's mapper makes a pair; ours returns the key)
  it('shouldUseSpecifiedNameForToStreamWithMapper', () => {
    builder.table(STREAM_TOPIC).pipe(toStream((k) => k, Named.as('to-stream')))
    expect(processorNames(builder.build())).toEqual([
      'KSTREAM-SOURCE-0000000001',
      'KTABLE-SOURCE-0000000002',
      'to-stream',
      'KSTREAM-KEY-SELECT-0000000004',
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForAggregateOperationGivenTable
  it('shouldUseSpecifiedNameForAggregateOperationGivenTable', () => {
    builder.table<string, string>(STREAM_TOPIC).pipe(
      groupBy((k, v) => KeyValue.pair(k, v), Grouped.as('group-operation')),
      count(Named.as(STREAM_OPERATION_NAME)),
    )
    const topology = builder.build()
    expect(storeNames(topology)).toEqual([
      `${STREAM_TOPIC}-STATE-STORE-0000000000`,
      'KTABLE-AGGREGATE-STATE-STORE-0000000004',
    ])
    expect(processorNames(topology)).toEqual([
      'KSTREAM-SOURCE-0000000001',
      'KTABLE-SOURCE-0000000002',
      'group-operation',
      `${STREAM_OPERATION_NAME}-sink`,
      `${STREAM_OPERATION_NAME}-source`,
      STREAM_OPERATION_NAME,
    ])
  })

  // StreamsBuilderTest#shouldUseSpecifiedNameForGlobalStoreProcessor
  it('shouldUseSpecifiedNameForGlobalStoreProcessor', () => {
    builder.addGlobalStore(
      Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('store'), S, S),
      'topic',
      Consumed.with(S, S).withName('test'),
      capturing<string, string>(),
    )
    const [global] = builder.build().globalStores
    expect([global?.sourceName, global?.processorName]).toEqual(['test-source', 'test'])
  })

  // StreamsBuilderTest#shouldUseDefaultNameForGlobalStoreProcessor
  it('shouldUseDefaultNameForGlobalStoreProcessor', () => {
    builder.addGlobalStore(
      Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('store'), S, S),
      'topic',
      Consumed.with(S, S),
      capturing<string, string>(),
    )
    const [global] = builder.build().globalStores
    expect([global?.sourceName, global?.processorName]).toEqual([
      'KSTREAM-SOURCE-0000000000',
      'KTABLE-SOURCE-0000000001',
    ])
  })

  // StreamsBuilderTest#shouldAllowStreamsFromSameTopic
  it('shouldAllowStreamsFromSameTopic', () => {
    builder.stream('topic')
    builder.stream('topic')
    expect(() => builder.build()).not.toThrow()
  })

  // StreamsBuilderTest#shouldAllowSubscribingToSamePattern
  it('shouldAllowSubscribingToSamePattern', () => {
    builder.stream(/some-regex/)
    builder.stream(/some-regex/)
    expect(() => builder.build()).not.toThrow()
  })

  // StreamsBuilderTest#shouldAllowReadingFromSameCollectionOfTopics
  it('shouldAllowReadingFromSameCollectionOfTopics', () => {
    builder.stream(['topic1', 'topic2'])
    builder.stream(['topic2', 'topic1'])
    expect(() => builder.build()).not.toThrow()
  })

  // StreamsBuilderTest#shouldNotAllowReadingFromOverlappingAndUnequalCollectionOfTopics
  it('shouldNotAllowReadingFromOverlappingAndUnequalCollectionOfTopics', () => {
    builder.stream(['topic'])
    builder.stream(['topic', 'anotherTopic'])
    expect(() => builder.build()).toThrow(tag('OverlappingSourceTopics'))
  })

  // StreamsBuilderTest#shouldThrowWhenSubscribedToATopicWithDifferentResetPolicies
  it('shouldThrowWhenSubscribedToATopicWithDifferentResetPolicies', () => {
    builder.stream('topic', Consumed.with(AutoOffsetReset.earliest()))
    builder.stream('topic', Consumed.with(AutoOffsetReset.latest()))
    expect(() => builder.build()).toThrow(tag('ConflictingOffsetReset'))
  })

  // StreamsBuilderTest#shouldThrowWhenSubscribedToATopicWithSetAndUnsetResetPolicies
  it('shouldThrowWhenSubscribedToATopicWithSetAndUnsetResetPolicies', () => {
    builder.stream('topic', Consumed.with(AutoOffsetReset.earliest()))
    builder.stream('topic')
    expect(() => builder.build()).toThrow(tag('ConflictingOffsetReset'))
  })

  // StreamsBuilderTest#shouldThrowWhenSubscribedToATopicWithUnsetAndSetResetPolicies
  it('shouldThrowWhenSubscribedToATopicWithUnsetAndSetResetPolicies', () => {
    builder.stream('another-topic')
    builder.stream('another-topic', Consumed.with(AutoOffsetReset.latest()))
    expect(() => builder.build()).toThrow(tag('ConflictingOffsetReset'))
  })

  // StreamsBuilderTest#shouldThrowWhenSubscribedToAPatternWithDifferentResetPolicies
  it('shouldThrowWhenSubscribedToAPatternWithDifferentResetPolicies', () => {
    builder.stream(/some-regex/, Consumed.with(AutoOffsetReset.earliest()))
    builder.stream(/some-regex/, Consumed.with(AutoOffsetReset.latest()))
    expect(() => builder.build()).toThrow(tag('ConflictingOffsetReset'))
  })

  // StreamsBuilderTest#shouldThrowWhenSubscribedToAPatternWithSetAndUnsetResetPolicies
  it('shouldThrowWhenSubscribedToAPatternWithSetAndUnsetResetPolicies', () => {
    builder.stream(/some-regex/, Consumed.with(AutoOffsetReset.earliest()))
    builder.stream(/some-regex/)
    expect(() => builder.build()).toThrow(tag('ConflictingOffsetReset'))
  })

  // StreamsBuilderTest#shouldNotAllowTablesFromSameTopic
  it('shouldNotAllowTablesFromSameTopic', () => {
    builder.table('topic')
    builder.table('topic')
    expect(() => builder.build()).toThrow(tag('TopicAlreadyRegistered'))
  })

  // StreamsBuilderTest#shouldNowAllowStreamAndTableFromSameTopic
  it('shouldNowAllowStreamAndTableFromSameTopic', () => {
    builder.stream('topic')
    builder.table('topic')
    expect(() => builder.build()).toThrow(tag('TopicAlreadyRegistered'))
  })

  describe('versioned global tables', () => {
    // StreamsBuilderTest#shouldThrowOnVersionedStoreSupplierForGlobalTable
    it('shouldThrowOnVersionedStoreSupplierForGlobalTable', () => {
      const topic = 'topic'
      expect(() =>
        builder.globalTable(
          topic,
          Materialized.as<number, string>(Stores.persistentVersionedKeyValueStore('store', 0))
            .withKeySerde(Serdes.long())
            .withValueSerde(Serdes.string()),
        ),
      ).toThrow(tag('InvalidTopology'))
    })
  })
})

// The stream-stream join store cases (StreamJoined's store suppliers and DSL store suppliers): a block of their own.
// Java's `TopologyConfig` and `StreamsConfig` defaults both reach `build(config)` here (see README.md).
describe('StreamsBuilderTest (stream-stream join stores)', () => {
  const windows = JoinWindows.ofTimeDifferenceWithNoGrace(HOUR)
  const retention = windows.size() + windows.gracePeriodMs()
  const outerJoinTopology = (
    streamJoined: StreamJoined<string, string, string>,
    config: Parameters<StreamsBuilder['build']>[0] = {},
  ): Topology => {
    const builder = new StreamsBuilder()
    const streamOne = builder.stream<string, string>(STREAM_TOPIC)
    const streamTwo = builder.stream<string, string>(STREAM_TOPIC_TWO)
    streamOne.pipe(outerJoin(streamTwo, (value1: string) => value1, windows, streamJoined))
    return builder.build(config)
  }
  const named = (): StreamJoined<string, string, string> =>
    StreamJoined.as<string, string, string>(STREAM_OPERATION_NAME).withName(STREAM_OPERATION_NAME)
  const withSuppliers = (
    joined: StreamJoined<string, string, string>,
  ): StreamJoined<string, string, string> =>
    joined
      .withThisStoreSupplier(Stores.inMemoryWindowStore('thisSupplier', retention, windows.size(), true))
      .withOtherStoreSupplier(Stores.persistentWindowStore('otherSupplier', retention, windows.size(), true))

  // StreamsBuilderTest#shouldUseSpecifiedDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream
  it('shouldUseSpecifiedDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream', () => {
    const topology = outerJoinTopology(named().withDslStoreSuppliers(BuiltInDslStoreSuppliers.IN_MEMORY))
    expect(storeTypes(topology)).toEqual(['in-memory', 'in-memory', 'in-memory'])
  })

  // StreamsBuilderTest#shouldUseConfiguredInStreamsConfigIfNoTopologyOverrideDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream
  it('shouldUseConfiguredInStreamsConfigIfNoTopologyOverrideDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream', () => {
    const topology = outerJoinTopology(named(), {
      'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY,
    })
    expect(storeTypes(topology)).toEqual(['in-memory', 'in-memory', 'in-memory'])
  })

  // StreamsBuilderTest#shouldUseConfiguredTopologyOverrideDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream
  // (Java's TopologyConfig says IN_MEMORY over a StreamsConfig saying ROCKS_DB: the winner is what build is given)
  it('shouldUseConfiguredTopologyOverrideDslStoreSuppliersForAllOuterJoinOperationBetweenKStreamAndKStream', () => {
    const topology = outerJoinTopology(named(), {
      'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.IN_MEMORY,
    })
    expect(storeTypes(topology)).toEqual(['in-memory', 'in-memory', 'in-memory'])
  })

  // StreamsBuilderTest#shouldUseSpecifiedStoreSupplierForEachOuterJoinOperationBetweenKStreamAndKStreamAndUseSameTypeAsThisSupplierForOuter
  it('shouldUseSpecifiedStoreSupplierForEachOuterJoinOperationBetweenKStreamAndKStreamAndUseSameTypeAsThisSupplierForOuter', () => {
    const topology = outerJoinTopology(withSuppliers(named()))
    expect(storeTypes(topology)).toEqual(['in-memory', 'persistent', 'in-memory'])
  })

  // StreamsBuilderTest#shouldUseSpecifiedStoreSuppliersOuterJoinStoreEvenIfThisSupplierIsSupplied
  it('shouldUseSpecifiedStoreSuppliersOuterJoinStoreEvenIfThisSupplierIsSupplied', () => {
    const topology = outerJoinTopology(
      withSuppliers(named().withDslStoreSuppliers(BuiltInDslStoreSuppliers.ROCKS_DB)),
    )
    expect(storeTypes(topology)).toEqual(['in-memory', 'persistent', 'persistent'])
  })

  // StreamsBuilderTest#shouldUseThisStoreSupplierEvenIfDslStoreSuppliersConfiguredInTopologyConfig
  it('shouldUseThisStoreSupplierEvenIfDslStoreSuppliersConfiguredInTopologyConfig', () => {
    const topology = outerJoinTopology(withSuppliers(named()), {
      'dsl.store.suppliers.class': BuiltInDslStoreSuppliers.ROCKS_DB,
    })
    expect(storeTypes(topology)).toEqual(['in-memory', 'persistent', 'in-memory'])
  })
})
