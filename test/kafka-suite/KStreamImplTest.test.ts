// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamImplTest.java
// Each `it` is named after the Kafka test method; expected values (describe texts, outputs) are Kafka's.
import { describe, expect, it } from 'vitest'
import type { GlobalKTable } from '../../src/index.js'
import {
  Consumed,
  Grouped,
  KeyValue,
  Materialized,
  Named,
  Produced,
  Repartitioned,
  Serdes,
  JoinWindows,
  Joined,
  StreamJoined,
  StreamsBuilder,
  Stores,
  type KeyValueStore,
  type ProcessorSupplier,
  type FixedKeyProcessorSupplier,
  type StoreSpec,
  type BuildConfig,
  type ProcessorContext,
} from '../../src/index.js'
import {
  count,
  filter,
  filterNot,
  flatMap,
  flatMapValues,
  foreach,
  leftJoin,
  outerJoin,
  peek,
  print,
  groupBy,
  groupByKey,
  join,
  map,
  mapValues,
  merge,
  process,
  processValues,
  repartition,
  selectKey,
  to,
  toStream,
  toTable,
} from '../../src/operators.js'
import { TopologyTestDriver, type TestOutputTopic } from '../../src/testing/index.js'
import { capture, kvt, recordingLogger, stringConfig as props } from './aggregateSupport/capture.js'
import { loose, N, nullArgumentCases } from './aggregateSupport/nullArguments.js'

const stringConsumed = Consumed.with(Serdes.string(), Serdes.string())
const consumed = stringConsumed
const startAtZero = { startTimestampMs: 0, autoAdvanceMs: 0 }
// `builder.build(props)`: BuildConfig types its default serdes as `Serde<unknown>`, which a `Serde<string>` is not
const buildProps = props as unknown as BuildConfig
const TOSTRING_JOINER = (v1: string, v2: string): string => `${v1}+${v2}`

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

/** Kafka's `TestOutputTopic.readKeyValuesToMap`: the last value per key, tombstones kept as null. */
const readKeyValuesToMap = <K, V>(topic: TestOutputTopic<K, V>): Map<K, V | null> =>
  new Map(topic.readKeyValuesToList().map(({ key, value }) => [key, value] as [K, V | null]))

const records = <K, V>(topic: TestOutputTopic<K, V>) =>
  topic.readRecordsToList().map((r) => ({ key: r.key, value: r.value, timestamp: r.timestamp }))

/** A keyed store read whole, as Kafka's `asMap(store)`. */
const asMap = <K, V>(store: Pick<KeyValueStore<K, V>, 'all'> | undefined): Map<K, V> => {
  const result = new Map<K, V>()
  if (store === undefined) return result
  const it = store.all()
  for (const { key, value } of it) result.set(key, value)
  it.close()
  return result
}

/** The `sum` processor of the old-Processor-API cases, written against the current Processor API. */
const sumProcessor = (
  stores?: () => readonly StoreSpec[],
): ProcessorSupplier<string, string, never, never> => ({
  get: () => {
    let sumStore: KeyValueStore<string, number> | undefined
    return {
      init: (context) => {
        sumStore = context.getStateStore<KeyValueStore<string, number>>('sum')
      },
      process: (record) => {
        const store = sumStore as KeyValueStore<string, number>
        const counter = store.get(record.key)
        if (counter === undefined) store.putIfAbsent(record.key, record.value.length)
        else store.put(record.key, counter + record.value.length)
      },
    }
  },
  ...(stores === undefined ? {} : { stores }),
})

// Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore("sum"), Serdes.String(), Serdes.Integer())
const sumStoreSpec: StoreSpec = {
  name: 'sum',
  kind: 'keyValue',
  persistent: false,
  keySerde: Serdes.string() as StoreSpec['keySerde'],
  valueSerde: Serdes.integer() as StoreSpec['valueSerde'],
  logging: { enabled: true, config: {} },
  caching: false,
}

const pipeLengths = (driver: TopologyTestDriver, input: string): void => {
  const inputTopic = driver.createInputTopic(input, Serdes.string(), Serdes.string())
  inputTopic.pipeInput('A', '0', 5)
  inputTopic.pipeInput('B', '00', 100)
  inputTopic.pipeInput('C', '000', 0)
  inputTopic.pipeInput('D', '0000', 0)
  inputTopic.pipeInput('A', '00000', 10)
  inputTopic.pipeInput('A', '000000', 8)
}

const lengthsOutput = [
  kvt('A', 1, 5),
  kvt('B', 2, 100),
  kvt('C', 3, 0),
  kvt('D', 4, 0),
  kvt('A', 5, 10),
  kvt('A', 6, 8),
]

describe('KStreamImplTest', () => {
  it('shouldSendDataThroughRepartitionTopicUsingRepartitioned', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    builder
      .stream('topic', stringConsumed)
      .pipe(repartition(Repartitioned.with(Serdes.string(), Serdes.string())), process(supplier.supplier))
    const driver = await open(builder)
    driver.createInputTopic('topic', Serdes.string(), Serdes.string(), startAtZero).pipeInput('a', 'b')
    await driver.close()
    expect(supplier.processed).toEqual([kvt('a', 'b', 0)])
  })

  it('shouldSendDataToTopicUsingProduced', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    builder
      .stream('topic', stringConsumed)
      .pipe(to('to-topic', Produced.with(Serdes.string(), Serdes.string())))
    builder.stream('to-topic', stringConsumed).pipe(process(supplier.supplier))
    const driver = await open(builder)
    driver.createInputTopic('topic', Serdes.string(), Serdes.string(), startAtZero).pipeInput('e', 'f')
    await driver.close()
    expect(supplier.processed).toEqual([kvt('e', 'f', 0)])
  })

  it('shouldSendDataToDynamicTopics', async () => {
    const builder = new StreamsBuilder()
    const input = 'topic'
    const first = capture<string, string>()
    const second = capture<string, string>()
    builder
      .stream(input, stringConsumed)
      .pipe(
        to(
          (key: string, value: string, context) => `${context.topic}-${key}-${value.charAt(0)}`,
          Produced.with(Serdes.string(), Serdes.string()),
        ),
      )
    builder.stream(`${input}-a-v`, stringConsumed).pipe(process(first.supplier))
    builder.stream(`${input}-b-v`, stringConsumed).pipe(process(second.supplier))
    const driver = await open(builder)
    const inputTopic = driver.createInputTopic(input, Serdes.string(), Serdes.string(), startAtZero)
    inputTopic.pipeInput('a', 'v1')
    inputTopic.pipeInput('a', 'v2')
    inputTopic.pipeInput('b', 'v1')
    await driver.close()
    expect(first.processed).toEqual([kvt('a', 'v1', 0), kvt('a', 'v2', 0)])
    expect(second.processed).toEqual([kvt('b', 'v1', 0)])
  })

  it('shouldPropagateRepartitionFlagAfterGlobalKTableJoin', () => {
    const builder = new StreamsBuilder()
    const globalKTable: GlobalKTable<string, string> = builder.globalTable('globalTopic')
    builder.stream<string, string>('topic').pipe(
      selectKey((_k, v) => v),
      join(
        globalKTable,
        (k: string, v: string) => k + v,
        (v1: string, v2: string) => v1 + v2,
      ),
      groupByKey(),
      count(),
    )
    const match = /Sink: .*-repartition/.exec(builder.build().describe().toString())
    expect(match).not.toBeNull()
    expect(match?.[0].endsWith('repartition')).toBe(true)
  })

  it('shouldMergeTwoStreams', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    const source1 = builder.stream<string, string>('topic-1')
    const source2 = builder.stream<string, string>('topic-2')
    source1.pipe(merge(source2), process(supplier.supplier))
    const driver = await open(builder)
    const inputTopic1 = driver.createInputTopic('topic-1', Serdes.string(), Serdes.string(), startAtZero)
    const inputTopic2 = driver.createInputTopic('topic-2', Serdes.string(), Serdes.string(), startAtZero)
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

  it('shouldMergeMultipleStreams', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    const source1 = builder.stream<string, string>('topic-1')
    const source2 = builder.stream<string, string>('topic-2')
    const source3 = builder.stream<string, string>('topic-3')
    const source4 = builder.stream<string, string>('topic-4')
    source1.pipe(merge(source2), merge(source3), merge(source4), process(supplier.supplier))
    const driver = await open(builder)
    const topic = (name: string) =>
      driver.createInputTopic(name, Serdes.string(), Serdes.string(), startAtZero)
    const [inputTopic1, inputTopic2, inputTopic3, inputTopic4] = [
      topic('topic-1'),
      topic('topic-2'),
      topic('topic-3'),
      topic('topic-4'),
    ]
    inputTopic1.pipeInput('A', 'aa', 1)
    inputTopic2.pipeInput('B', 'bb', 9)
    inputTopic3.pipeInput('C', 'cc', 2)
    inputTopic4.pipeInput('D', 'dd', 8)
    inputTopic4.pipeInput('E', 'ee', 3)
    inputTopic3.pipeInput('F', 'ff', 7)
    inputTopic2.pipeInput('G', 'gg', 4)
    inputTopic1.pipeInput('H', 'hh', 6)
    await driver.close()
    expect(supplier.processed).toEqual([
      kvt('A', 'aa', 1),
      kvt('B', 'bb', 9),
      kvt('C', 'cc', 2),
      kvt('D', 'dd', 8),
      kvt('E', 'ee', 3),
      kvt('F', 'ff', 7),
      kvt('G', 'gg', 4),
      kvt('H', 'hh', 6),
    ])
  })

  it('shouldProcessFromSourceThatMatchPattern', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    builder.stream<string, string>(/topic-\d/).pipe(process(supplier.supplier))
    const driver = await open(builder)
    const topic = (name: string) =>
      driver.createInputTopic(name, Serdes.string(), Serdes.string(), startAtZero)
    topic('topic-3').pipeInput('A', 'aa', 1)
    topic('topic-4').pipeInput('B', 'bb', 5)
    topic('topic-5').pipeInput('C', 'cc', 10)
    topic('topic-6').pipeInput('D', 'dd', 8)
    topic('topic-7').pipeInput('E', 'ee', 3)
    await driver.close()
    expect(supplier.processed).toEqual([
      kvt('A', 'aa', 1),
      kvt('B', 'bb', 5),
      kvt('C', 'cc', 10),
      kvt('D', 'dd', 8),
      kvt('E', 'ee', 3),
    ])
  })

  it('shouldProcessFromSourcesThatMatchMultiplePattern', async () => {
    const builder = new StreamsBuilder()
    const supplier = capture<string, string>()
    const topic3 = 'topic-without-pattern'
    const pattern2Source1 = builder.stream<string, string>(/topic-\d/)
    const pattern2Source2 = builder.stream<string, string>(/topic-[A-Z]/)
    const source3 = builder.stream<string, string>(topic3)
    pattern2Source1.pipe(merge(pattern2Source2), merge(source3), process(supplier.supplier))
    const driver = await open(builder)
    const topic = (name: string) =>
      driver.createInputTopic(name, Serdes.string(), Serdes.string(), startAtZero)
    topic('topic-3').pipeInput('A', 'aa', 1)
    topic('topic-4').pipeInput('B', 'bb', 5)
    topic('topic-A').pipeInput('C', 'cc', 10)
    topic('topic-Z').pipeInput('D', 'dd', 8)
    topic(topic3).pipeInput('E', 'ee', 3)
    await driver.close()
    expect(supplier.processed).toEqual([
      kvt('A', 'aa', 1),
      kvt('B', 'bb', 5),
      kvt('C', 'cc', 10),
      kvt('D', 'dd', 8),
      kvt('E', 'ee', 3),
    ])
  })

  it('shouldNotMaterializedKTableFromKStream', async () => {
    const builder = new StreamsBuilder()
    builder.stream('input', consumed).pipe(toTable(), toStream(), to('output'))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000003\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KTABLE-TOSTREAM-0000000003 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000004\n' +
        '      <-- KSTREAM-TOTABLE-0000000001\n' +
        '    Sink: KSTREAM-SINK-0000000004 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000003\n' +
        '\n',
    )
    const driver = await open(builder)
    const inputTopic = driver.createInputTopic('input', Serdes.string(), Serdes.string())
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.string())
    inputTopic.pipeInput('A', '01', 5)
    inputTopic.pipeInput('B', '02', 100)
    inputTopic.pipeInput('C', '03', 0)
    inputTopic.pipeInput('D', '04', 0)
    inputTopic.pipeInput('A', '05', 10)
    inputTopic.pipeInput('A', '06', 8)
    expect(records(outputTopic)).toEqual([
      kvt('A', '01', 5),
      kvt('B', '02', 100),
      kvt('C', '03', 0),
      kvt('D', '04', 0),
      kvt('A', '05', 10),
      kvt('A', '06', 8),
    ])
    await driver.close()
  })

  it('shouldProcessWithOldProcessorAndState', async () => {
    // Kafka's case uses the deprecated old Processor API; ours is the current one, with the same store binding:
    // a store added to the builder and named at `process`.
    const builder = new StreamsBuilder()
    builder.addStateStore(sumStoreSpec)
    builder.stream('input', consumed).pipe(process(sumProcessor(), Named.as('p'), 'sum'))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> p\n' +
        '    Processor: p (stores: [sum])\n' +
        '      --> none\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '\n',
    )
    const driver = await open(builder)
    pipeLengths(driver, 'input')
    const sumStore = driver.getKeyValueStore<string, number>('sum')
    expect(sumStore?.get('A')).toBe(12)
    expect(sumStore?.get('B')).toBe(2)
    expect(sumStore?.get('C')).toBe(3)
    expect(sumStore?.get('D')).toBe(4)
    await driver.close()
  })

  it('shouldBindStateWithOldProcessorSupplier', async () => {
    // Kafka's case uses the deprecated old Processor API; ours is the current one, the store coming from the
    // supplier's `stores()`.
    const builder = new StreamsBuilder()
    builder.stream('input', consumed).pipe(
      process(
        sumProcessor(() => [sumStoreSpec]),
        Named.as('p'),
      ),
    )
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> p\n' +
        '    Processor: p (stores: [sum])\n' +
        '      --> none\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '\n',
    )
    const driver = await open(builder)
    pipeLengths(driver, 'input')
    const sumStore = driver.getKeyValueStore<string, number>('sum')
    expect(sumStore?.get('A')).toBe(12)
    expect(sumStore?.get('B')).toBe(2)
    expect(sumStore?.get('C')).toBe(3)
    expect(sumStore?.get('D')).toBe(4)
    await driver.close()
  })

  it('shouldBindStateWithOldProcessor', async () => {
    const builder = new StreamsBuilder()
    const lengths: ProcessorSupplier<string, string, string, number> = {
      get: () => {
        let context: ProcessorContext<string, number> | undefined
        return {
          init: (c) => {
            context = c
          },
          process: (record) => context?.forward(record.withValue(record.value.length)),
        }
      },
    }
    builder
      .stream('input', consumed)
      .pipe(process(lengths, Named.as('p')), to('output', Produced.valueSerde(Serdes.integer())))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> p\n' +
        '    Processor: p (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000001\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Sink: KSTREAM-SINK-0000000001 (topic: output)\n' +
        '      <-- p\n' +
        '\n',
    )
    const driver = await open(builder)
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.integer())
    pipeLengths(driver, 'input')
    expect(records(outputTopic)).toEqual(lengthsOutput)
    await driver.close()
  })

  it('shouldProcessValues', async () => {
    const builder = new StreamsBuilder()
    const lengths: FixedKeyProcessorSupplier<string, string, number> = {
      get: () => {
        let context: ProcessorContext<string, number> | undefined
        return {
          init: (c) => {
            context = c
          },
          process: (record) => context?.forward(record.withValue(record.value.length)),
        }
      },
    }
    builder
      .stream('input', consumed)
      .pipe(processValues(lengths, Named.as('fkp')), to('output', Produced.valueSerde(Serdes.integer())))
    expect(builder.build().describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> fkp\n' +
        '    Processor: fkp (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000001\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Sink: KSTREAM-SINK-0000000001 (topic: output)\n' +
        '      <-- fkp\n' +
        '\n',
    )
    const driver = await open(builder)
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.integer())
    pipeLengths(driver, 'input')
    expect(records(outputTopic)).toEqual(lengthsOutput)
    await driver.close()
  })

  it('shouldMaterializeKTableFromKStream', async () => {
    const builder = new StreamsBuilder()
    const storeName = 'store'
    builder.stream('input', consumed).pipe(toTable(Materialized.as(Stores.inMemoryKeyValueStore(storeName))))
    const topology = builder.build()
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [store])\n' +
        '      --> none\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const inputTopic = driver.createInputTopic('input', Serdes.string(), Serdes.string())
    const store = driver.getKeyValueStore<string, string>(storeName)
    inputTopic.pipeInput('A', '01')
    inputTopic.pipeInput('B', '02')
    inputTopic.pipeInput('A', '03')
    expect(asMap(store)).toEqual(
      new Map([
        ['A', '03'],
        ['B', '02'],
      ]),
    )
    await driver.close()
  })

  it('shouldSupportKeyChangeKTableFromKStream', async () => {
    const builder = new StreamsBuilder()
    builder.stream('input', consumed).pipe(
      map((key: string, value: string) => KeyValue.pair(key.charCodeAt(0) - 'A'.charCodeAt(0), value)),
      // Kafka: Materialized.with(Serdes.Integer(), null); the value serde stays the default
      toTable(Materialized.with(Serdes.integer(), Serdes.string())),
      toStream(),
      to('output'),
    )
    const topology = builder.build()
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> KSTREAM-MAP-0000000001\n' +
        '    Processor: KSTREAM-MAP-0000000001 (stores: [])\n' +
        '      --> KSTREAM-FILTER-0000000005\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KSTREAM-FILTER-0000000005 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000004\n' +
        '      <-- KSTREAM-MAP-0000000001\n' +
        '    Sink: KSTREAM-SINK-0000000004 (topic: KSTREAM-TOTABLE-0000000002-repartition)\n' +
        '      <-- KSTREAM-FILTER-0000000005\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KSTREAM-TOTABLE-0000000002-repartition])\n' +
        '      --> KSTREAM-TOTABLE-0000000002\n' +
        '    Processor: KSTREAM-TOTABLE-0000000002 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000007\n' +
        '      <-- KSTREAM-SOURCE-0000000006\n' +
        '    Processor: KTABLE-TOSTREAM-0000000007 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000008\n' +
        '      <-- KSTREAM-TOTABLE-0000000002\n' +
        '    Sink: KSTREAM-SINK-0000000008 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000007\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const inputTopic = driver.createInputTopic('input', Serdes.string(), Serdes.string())
    const outputTopic = driver.createOutputTopic('output', Serdes.integer(), Serdes.string())
    inputTopic.pipeInput('A', '01', 5)
    inputTopic.pipeInput('B', '02', 100)
    inputTopic.pipeInput('C', '03', 0)
    inputTopic.pipeInput('D', '04', 0)
    inputTopic.pipeInput('A', '05', 10)
    inputTopic.pipeInput('A', '06', 8)
    expect(records(outputTopic)).toEqual([
      kvt(0, '01', 5),
      kvt(1, '02', 100),
      kvt(2, '03', 0),
      kvt(3, '04', 0),
      kvt(0, '05', 10),
      kvt(0, '06', 8),
    ])
    await driver.close()
  })

  it('shouldSupportForeignKeyTableTableJoinWithKTableFromKStream', async () => {
    const builder = new StreamsBuilder()
    const leftTable = builder.stream('input1', consumed).pipe(toTable())
    const rightTable = builder.stream('input2', consumed).pipe(toTable())
    const extractor = (value: string): string => value.split('|')[1] as string
    const joiner = (value1: string, value2: string): string => `(${value1},${value2})`
    leftTable.pipe(join(rightTable, extractor, joiner), toStream(), to('output'))
    const topology = builder.build(buildProps)
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KTABLE-SOURCE-0000000016 (topics: [KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-0000000014-topic])\n' +
        '      --> KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-RESOLVER-PROCESSOR-0000000017\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input1])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-RESOLVER-PROCESSOR-0000000017 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000002])\n' +
        '      --> KTABLE-FK-JOIN-OUTPUT-0000000018\n' +
        '      <-- KTABLE-SOURCE-0000000016\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000002])\n' +
        '      --> KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000007\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KTABLE-FK-JOIN-OUTPUT-0000000018 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000020\n' +
        '      <-- KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-RESOLVER-PROCESSOR-0000000017\n' +
        '    Processor: KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000007 (stores: [])\n' +
        '      --> KTABLE-SINK-0000000008\n' +
        '      <-- KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KTABLE-TOSTREAM-0000000020 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000021\n' +
        '      <-- KTABLE-FK-JOIN-OUTPUT-0000000018\n' +
        '    Sink: KSTREAM-SINK-0000000021 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000020\n' +
        '    Sink: KTABLE-SINK-0000000008 (topic: KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic)\n' +
        '      <-- KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000007\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000003 (topics: [input2])\n' +
        '      --> KSTREAM-TOTABLE-0000000004\n' +
        '    Source: KTABLE-SOURCE-0000000009 (topics: [KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic])\n' +
        '      --> KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000011\n' +
        '    Processor: KSTREAM-TOTABLE-0000000004 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000005])\n' +
        '      --> KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000013\n' +
        '      <-- KSTREAM-SOURCE-0000000003\n' +
        '    Processor: KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000011 (stores: [KTABLE-FK-JOIN-SUBSCRIPTION-STATE-STORE-0000000010])\n' +
        '      --> KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000012\n' +
        '      <-- KTABLE-SOURCE-0000000009\n' +
        '    Processor: KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000012 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000005])\n' +
        '      --> KTABLE-SINK-0000000015\n' +
        '      <-- KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000011\n' +
        '    Processor: KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000013 (stores: [KTABLE-FK-JOIN-SUBSCRIPTION-STATE-STORE-0000000010])\n' +
        '      --> KTABLE-SINK-0000000015\n' +
        '      <-- KSTREAM-TOTABLE-0000000004\n' +
        '    Sink: KTABLE-SINK-0000000015 (topic: KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-0000000014-topic)\n' +
        '      <-- KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000012, KTABLE-FK-JOIN-SUBSCRIPTION-PROCESSOR-0000000013\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const left = driver.createInputTopic('input1', Serdes.string(), Serdes.string())
    const right = driver.createInputTopic('input2', Serdes.string(), Serdes.string())
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.string())
    // Pre-populate the RHS records. This test is all about what happens when we add/remove LHS records
    right.pipeInput('rhs1', 'rhsValue1')
    right.pipeInput('rhs2', 'rhsValue2')
    right.pipeInput('rhs3', 'rhsValue3') // this unreferenced FK won't show up in any results
    expect(readKeyValuesToMap(outputTopic)).toEqual(new Map())
    left.pipeInput('lhs1', 'lhsValue1|rhs1')
    left.pipeInput('lhs2', 'lhsValue2|rhs2')
    expect(readKeyValuesToMap(outputTopic)).toEqual(
      new Map([
        ['lhs1', '(lhsValue1|rhs1,rhsValue1)'],
        ['lhs2', '(lhsValue2|rhs2,rhsValue2)'],
      ]),
    )
    // Add another reference to an existing FK
    left.pipeInput('lhs3', 'lhsValue3|rhs1')
    expect(readKeyValuesToMap(outputTopic)).toEqual(new Map([['lhs3', '(lhsValue3|rhs1,rhsValue1)']]))
    left.pipeInput('lhs1', null)
    expect(readKeyValuesToMap(outputTopic)).toEqual(new Map([['lhs1', null]]))
    await driver.close()
  })

  it('shouldSupportTableTableJoinWithKStreamToKTable', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.stream('left', consumed).pipe(toTable())
    const table2 = builder.stream('right', consumed).pipe(toTable())
    table1.pipe(join(table2, TOSTRING_JOINER), toStream(), to('output'))
    const topology = builder.build(buildProps)
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [left])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Source: KSTREAM-SOURCE-0000000003 (topics: [right])\n' +
        '      --> KSTREAM-TOTABLE-0000000004\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000002])\n' +
        '      --> KTABLE-JOINTHIS-0000000007\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KSTREAM-TOTABLE-0000000004 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000005])\n' +
        '      --> KTABLE-JOINOTHER-0000000008\n' +
        '      <-- KSTREAM-SOURCE-0000000003\n' +
        '    Processor: KTABLE-JOINOTHER-0000000008 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000002])\n' +
        '      --> KTABLE-MERGE-0000000006\n' +
        '      <-- KSTREAM-TOTABLE-0000000004\n' +
        '    Processor: KTABLE-JOINTHIS-0000000007 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000005])\n' +
        '      --> KTABLE-MERGE-0000000006\n' +
        '      <-- KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KTABLE-MERGE-0000000006 (stores: [])\n' +
        '      --> KTABLE-TOSTREAM-0000000009\n' +
        '      <-- KTABLE-JOINTHIS-0000000007, KTABLE-JOINOTHER-0000000008\n' +
        '    Processor: KTABLE-TOSTREAM-0000000009 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000010\n' +
        '      <-- KTABLE-MERGE-0000000006\n' +
        '    Sink: KSTREAM-SINK-0000000010 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000009\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const left = driver.createInputTopic('left', Serdes.string(), Serdes.string())
    const right = driver.createInputTopic('right', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('output', Serdes.string(), Serdes.string())
    right.pipeInput('lhs1', 'rhsValue1')
    right.pipeInput('rhs2', 'rhsValue2')
    right.pipeInput('lhs3', 'rhsValue3')
    expect(readKeyValuesToMap(output)).toEqual(new Map())
    left.pipeInput('lhs1', 'lhsValue1')
    left.pipeInput('lhs2', 'lhsValue2')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs1', 'lhsValue1+rhsValue1']]))
    left.pipeInput('lhs3', 'lhsValue3')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs3', 'lhsValue3+rhsValue3']]))
    left.pipeInput('lhs1', 'lhsValue4')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs1', 'lhsValue4+rhsValue1']]))
    await driver.close()
  })

  it('shouldSupportStreamTableJoinWithKStreamToKTable', async () => {
    const builder = new StreamsBuilder()
    const stream = builder.stream('streamTopic', consumed)
    const table = builder.stream('tableTopic', consumed).pipe(toTable())
    stream.pipe(join(table, TOSTRING_JOINER), to('output'))
    const topology = builder.build(buildProps)
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [streamTopic])\n' +
        '      --> KSTREAM-JOIN-0000000004\n' +
        '    Processor: KSTREAM-JOIN-0000000004 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000003])\n' +
        '      --> KSTREAM-SINK-0000000005\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Source: KSTREAM-SOURCE-0000000001 (topics: [tableTopic])\n' +
        '      --> KSTREAM-TOTABLE-0000000002\n' +
        '    Sink: KSTREAM-SINK-0000000005 (topic: output)\n' +
        '      <-- KSTREAM-JOIN-0000000004\n' +
        '    Processor: KSTREAM-TOTABLE-0000000002 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000003])\n' +
        '      --> none\n' +
        '      <-- KSTREAM-SOURCE-0000000001\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const left = driver.createInputTopic('streamTopic', Serdes.string(), Serdes.string())
    const right = driver.createInputTopic('tableTopic', Serdes.string(), Serdes.string())
    const output = driver.createOutputTopic('output', Serdes.string(), Serdes.string())
    right.pipeInput('lhs1', 'rhsValue1')
    right.pipeInput('rhs2', 'rhsValue2')
    right.pipeInput('lhs3', 'rhsValue3')
    expect(readKeyValuesToMap(output)).toEqual(new Map())
    left.pipeInput('lhs1', 'lhsValue1')
    left.pipeInput('lhs2', 'lhsValue2')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs1', 'lhsValue1+rhsValue1']]))
    left.pipeInput('lhs3', 'lhsValue3')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs3', 'lhsValue3+rhsValue3']]))
    left.pipeInput('lhs1', 'lhsValue4')
    expect(readKeyValuesToMap(output)).toEqual(new Map([['lhs1', 'lhsValue4+rhsValue1']]))
    await driver.close()
  })

  it('shouldSupportGroupByCountWithKStreamToKTable', async () => {
    const builder = new StreamsBuilder()
    builder.stream('input', consumed).pipe(
      toTable(),
      groupBy(
        (_key: string, value: string) => KeyValue.pair(value, value),
        Grouped.with(Serdes.string(), Serdes.string()),
      ),
      count(),
      toStream(),
      to('output'),
    )
    const topology = builder.build(buildProps)
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [KSTREAM-TOTABLE-STATE-STORE-0000000002])\n' +
        '      --> KTABLE-SELECT-0000000003\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KTABLE-SELECT-0000000003 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000005\n' +
        '      <-- KSTREAM-TOTABLE-0000000001\n' +
        '    Sink: KSTREAM-SINK-0000000005 (topic: KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition)\n' +
        '      <-- KTABLE-SELECT-0000000003\n' +
        '\n' +
        '  Sub-topology: 1\n' +
        '    Source: KSTREAM-SOURCE-0000000006 (topics: [KTABLE-AGGREGATE-STATE-STORE-0000000004-repartition])\n' +
        '      --> KTABLE-AGGREGATE-0000000007\n' +
        '    Processor: KTABLE-AGGREGATE-0000000007 (stores: [KTABLE-AGGREGATE-STATE-STORE-0000000004])\n' +
        '      --> KTABLE-TOSTREAM-0000000008\n' +
        '      <-- KSTREAM-SOURCE-0000000006\n' +
        '    Processor: KTABLE-TOSTREAM-0000000008 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000009\n' +
        '      <-- KTABLE-AGGREGATE-0000000007\n' +
        '    Sink: KSTREAM-SINK-0000000009 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000008\n' +
        '\n',
    )
    const driver = await open(builder)
    const inputTopic = driver.createInputTopic('input', Serdes.string(), Serdes.string(), startAtZero)
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.long())
    inputTopic.pipeInput('A', 'green', 10)
    inputTopic.pipeInput('B', 'green', 9)
    inputTopic.pipeInput('A', 'blue', 12)
    inputTopic.pipeInput('C', 'yellow', 15)
    inputTopic.pipeInput('D', 'green', 11)
    expect(records(outputTopic)).toEqual([
      kvt('green', 1, 10),
      kvt('green', 2, 10),
      kvt('green', 1, 12),
      kvt('blue', 1, 12),
      kvt('yellow', 1, 15),
      kvt('green', 2, 12),
    ])
    await driver.close()
  })

  it('shouldSupportTriggerMaterializedWithKTableFromKStream', async () => {
    const builder = new StreamsBuilder()
    const storeName = 'store'
    builder.stream('input', consumed).pipe(
      toTable(),
      mapValues(
        (value: string) => value.charCodeAt(0) - 'a'.charCodeAt(0),
        Materialized.as<string, number>(storeName)
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.integer()),
      ),
      toStream(),
      to('output'),
    )
    const topology = builder.build(buildProps)
    expect(topology.describe().toString()).toBe(
      'Topologies:\n' +
        '   Sub-topology: 0\n' +
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [input])\n' +
        '      --> KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KSTREAM-TOTABLE-0000000001 (stores: [])\n' +
        '      --> KTABLE-MAPVALUES-0000000003\n' +
        '      <-- KSTREAM-SOURCE-0000000000\n' +
        '    Processor: KTABLE-MAPVALUES-0000000003 (stores: [store])\n' +
        '      --> KTABLE-TOSTREAM-0000000004\n' +
        '      <-- KSTREAM-TOTABLE-0000000001\n' +
        '    Processor: KTABLE-TOSTREAM-0000000004 (stores: [])\n' +
        '      --> KSTREAM-SINK-0000000005\n' +
        '      <-- KTABLE-MAPVALUES-0000000003\n' +
        '    Sink: KSTREAM-SINK-0000000005 (topic: output)\n' +
        '      <-- KTABLE-TOSTREAM-0000000004\n' +
        '\n',
    )
    const driver = await TopologyTestDriver.create(topology, props, { logger: recordingLogger() })
    const inputTopic = driver.createInputTopic('input', Serdes.string(), Serdes.string(), startAtZero)
    const outputTopic = driver.createOutputTopic('output', Serdes.string(), Serdes.integer())
    const store = driver.getKeyValueStore<string, number>(storeName)
    inputTopic.pipeInput('A', 'green', 10)
    inputTopic.pipeInput('B', 'green', 9)
    inputTopic.pipeInput('A', 'blue', 12)
    inputTopic.pipeInput('C', 'yellow', 15)
    inputTopic.pipeInput('D', 'green', 11)
    expect(asMap(store)).toEqual(
      new Map([
        ['A', 1],
        ['B', 6],
        ['C', 24],
        ['D', 6],
      ]),
    )
    expect(records(outputTopic)).toEqual([
      kvt('A', 6, 10),
      kvt('B', 6, 9),
      kvt('A', 1, 12),
      kvt('C', 24, 15),
      kvt('D', 6, 11),
    ])
    await driver.close()
  })
})

describe('KStreamImplTest null arguments', () => {
  // KStreamImplTest.before(): the stream, table and global table the cases use
  const builder = new StreamsBuilder()
  const testStream = builder.stream<string, string>('source')
  const testTable = builder.table<string, string>('topic')
  const testGlobalTable = builder.globalTable<string, string>('global')
  const supplier = capture<string, string>().supplier
  const fixedKeySupplier: FixedKeyProcessorSupplier<string, string, never> = {
    get: () => ({ process: () => undefined }),
  }
  // MockMapper.selectValueMapper(): (key, value) -> value
  const selectValueMapper = (_key: string, value: string): string => value
  nullArgumentCases({
    shouldNotAllowNullPredicateOnFilter: () => testStream.pipe(loose(filter)(N)),
    shouldNotAllowNullPredicateOnFilterWithNamed: () => testStream.pipe(loose(filter)(N, Named.as('filter'))),
    shouldNotAllowNullNamedOnFilter: () => testStream.pipe(loose(filter)(() => true, N)),
    shouldNotAllowNullPredicateOnFilterNot: () => testStream.pipe(loose(filterNot)(N)),
    shouldNotAllowNullPredicateOnFilterNotWithName: () =>
      testStream.pipe(loose(filterNot)(N, Named.as('filter'))),
    shouldNotAllowNullNamedOnFilterNot: () => testStream.pipe(loose(filterNot)(() => true, N)),
    shouldNotAllowNullMapperOnSelectKey: () => testStream.pipe(loose(selectKey)(N)),
    shouldNotAllowNullMapperOnSelectKeyWithNamed: () =>
      testStream.pipe(loose(selectKey)(N, Named.as('keySelector'))),
    shouldNotAllowNullNamedOnSelectKey: () => testStream.pipe(loose(selectKey)((k: string) => k, N)),
    shouldNotAllowNullMapperOnMap: () => testStream.pipe(loose(map)(N)),
    shouldNotAllowNullMapperOnMapWithNamed: () => testStream.pipe(loose(map)(N, Named.as('map'))),
    shouldNotAllowNullNamedOnMap: () => testStream.pipe(loose(map)(KeyValue.pair, N)),
    shouldNotAllowNullMapperOnMapValues: () => testStream.pipe(loose(mapValues)(N)),
    shouldNotAllowNullMapperOnMapValuesWithKey: () => testStream.pipe(loose(mapValues)(N)),
    shouldNotAllowNullMapperOnMapValuesWithNamed: () =>
      testStream.pipe(loose(mapValues)(N, Named.as('valueMapper'))),
    shouldNotAllowNullMapperOnMapValuesWithKeyWithNamed: () =>
      testStream.pipe(loose(mapValues)(N, Named.as('valueMapperWithKey'))),
    shouldNotAllowNullNamedOnMapValues: () => testStream.pipe(loose(mapValues)((v: string) => v, N)),
    shouldNotAllowNullNamedOnMapValuesWithKey: () => testStream.pipe(loose(mapValues)((v: string) => v, N)),
    shouldNotAllowNullMapperOnFlatMap: () => testStream.pipe(loose(flatMap)(N)),
    shouldNotAllowNullMapperOnFlatMapWithNamed: () =>
      testStream.pipe(loose(flatMap)(N, Named.as('flatMapper'))),
    shouldNotAllowNullNamedOnFlatMap: () =>
      testStream.pipe(loose(flatMap)((k: string, v: string) => [KeyValue.pair(k, v)], N)),
    shouldNotAllowNullMapperOnFlatMapValues: () => testStream.pipe(loose(flatMapValues)(N)),
    shouldNotAllowNullMapperOnFlatMapValuesWithKey: () => testStream.pipe(loose(flatMapValues)(N)),
    shouldNotAllowNullMapperOnFlatMapValuesWithNamed: () =>
      testStream.pipe(loose(flatMapValues)(N, Named.as('flatValueMapper'))),
    shouldNotAllowNullMapperOnFlatMapValuesWithKeyWithNamed: () =>
      testStream.pipe(loose(flatMapValues)(N, Named.as('flatValueMapperWithKey'))),
    shouldNotAllowNullNameOnFlatMapValues: () => testStream.pipe(loose(flatMapValues)(() => [], N)),
    shouldNotAllowNullNameOnFlatMapValuesWithKey: () => testStream.pipe(loose(flatMapValues)(() => [], N)),
    shouldNotAllowNullPrintedOnPrint: () => testStream.pipe(loose(print)(N)),
    shouldNotAllowNullActionOnForEach: () => testStream.pipe(loose(foreach)(N)),
    shouldNotAllowNullActionOnForEachWithName: () => testStream.pipe(loose(foreach)(N, Named.as('foreach'))),
    shouldNotAllowNullNamedOnForEach: () => testStream.pipe(loose(foreach)(() => undefined, N)),
    shouldNotAllowNullActionOnPeek: () => testStream.pipe(loose(peek)(N)),
    shouldNotAllowNullActionOnPeekWithName: () => testStream.pipe(loose(peek)(N, Named.as('peek'))),
    shouldNotAllowNullNamedOnPeek: () => testStream.pipe(loose(peek)(() => undefined, N)),
    shouldNotAllowNullKStreamOnMerge: () => testStream.pipe(loose(merge)(N)),
    shouldNotAllowNullKStreamOnMergeWithNamed: () => testStream.pipe(loose(merge)(N, Named.as('merge'))),
    shouldNotAllowNullNamedOnMerge: () => testStream.pipe(loose(merge)(testStream, N)),
    shouldNotAllowNullTopicOnTo: () => testStream.pipe(loose(to)(N)),
    shouldNotAllowNullRepartitionedOnRepartition: () => testStream.pipe(loose(repartition)(N)),
    shouldNotAllowNullTopicChooserOnTo: () => testStream.pipe(loose(to)(N)),
    shouldNotAllowNullTopicOnToWithProduced: () => testStream.pipe(loose(to)(N, Produced.as('to'))),
    shouldNotAllowNullTopicChooserOnToWithProduced: () => testStream.pipe(loose(to)(N, Produced.as('to'))),
    shouldNotAllowNullProducedOnToWithTopicName: () => testStream.pipe(loose(to)('topic', N)),
    shouldNotAllowNullProducedOnToWithTopicChooser: () => testStream.pipe(loose(to)(() => 'topic', N)),
    shouldNotAllowNullSelectorOnGroupBy: () => testStream.pipe(loose(groupBy)(N)),
    shouldNotAllowNullSelectorOnGroupByWithGrouped: () =>
      testStream.pipe(loose(groupBy)(N, Grouped.as('name'))),
    shouldNotAllowNullGroupedOnGroupBy: () => testStream.pipe(loose(groupBy)((k: string) => k, N)),
    shouldNotAllowNullGroupedOnGroupByKey: () => testStream.pipe(loose(groupByKey)(N)),
    shouldNotAllowNullNamedOnToTable: () => testStream.pipe(loose(toTable)(N)),
    shouldNotAllowNullMaterializedOnToTable: () => testStream.pipe(loose(toTable)(N)),
    shouldNotAllowNullNamedOnToTableWithMaterialized: () =>
      testStream.pipe(loose(toTable)(N, Materialized.with(N, N))),
    shouldNotAllowNullMaterializedOnToTableWithNamed: () =>
      testStream.pipe(loose(toTable)(Named.as('name'), N)),
    shouldNotAllowNullOtherStreamOnJoin: () =>
      testStream.pipe(loose(join)(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullOtherStreamOnJoinWithStreamJoined: () =>
      testStream.pipe(
        join(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerOnJoin: () =>
      testStream.pipe(loose(join)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerWithKeyOnJoin: () =>
      testStream.pipe(loose(join)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerOnJoinWithStreamJoined: () =>
      testStream.pipe(
        join(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerWithKeyOnJoinWithStreamJoined: () =>
      testStream.pipe(
        join(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullJoinWindowsOnJoin: () => testStream.pipe(loose(join)(testStream, TOSTRING_JOINER, N)),
    shouldNotAllowNullJoinWindowsOnJoinWithStreamJoined: () =>
      testStream.pipe(loose(join)(testStream, TOSTRING_JOINER, N, StreamJoined.as('name'))),
    shouldNotAllowNullStreamJoinedOnJoin: () =>
      testStream.pipe(
        loose(join)(testStream, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), N),
      ),
    shouldNotAllowNullOtherStreamOnLeftJoin: () =>
      testStream.pipe(loose(leftJoin)(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullOtherStreamOnLeftJoinWithStreamJoined: () =>
      testStream.pipe(
        leftJoin(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerOnLeftJoin: () =>
      testStream.pipe(loose(leftJoin)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerWithKeyOnLeftJoin: () =>
      testStream.pipe(loose(leftJoin)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerOnLeftJoinWithStreamJoined: () =>
      testStream.pipe(
        leftJoin(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerWithKeyOnLeftJoinWithStreamJoined: () =>
      testStream.pipe(
        leftJoin(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullJoinWindowsOnLeftJoin: () =>
      testStream.pipe(loose(leftJoin)(testStream, TOSTRING_JOINER, N)),
    shouldNotAllowNullJoinWindowsOnLeftJoinWithStreamJoined: () =>
      testStream.pipe(loose(leftJoin)(testStream, TOSTRING_JOINER, N, StreamJoined.as('name'))),
    shouldNotAllowNullStreamJoinedOnLeftJoin: () =>
      testStream.pipe(
        loose(leftJoin)(testStream, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), N),
      ),
    shouldNotAllowNullOtherStreamOnOuterJoin: () =>
      testStream.pipe(loose(outerJoin)(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullOtherStreamOnOuterJoinWithStreamJoined: () =>
      testStream.pipe(
        outerJoin(N, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerOnOuterJoin: () =>
      testStream.pipe(loose(outerJoin)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerWithKeyOnOuterJoin: () =>
      testStream.pipe(loose(outerJoin)(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10))),
    shouldNotAllowNullValueJoinerOnOuterJoinWithStreamJoined: () =>
      testStream.pipe(
        outerJoin(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullValueJoinerWithKeyOnOuterJoinWithStreamJoined: () =>
      testStream.pipe(
        outerJoin(testStream, N, JoinWindows.ofTimeDifferenceWithNoGrace(10), StreamJoined.as('name')),
      ),
    shouldNotAllowNullJoinWindowsOnOuterJoin: () =>
      testStream.pipe(loose(outerJoin)(testStream, TOSTRING_JOINER, N)),
    shouldNotAllowNullJoinWindowsOnOuterJoinWithStreamJoined: () =>
      testStream.pipe(loose(outerJoin)(testStream, TOSTRING_JOINER, N, StreamJoined.as('name'))),
    shouldNotAllowNullStreamJoinedOnOuterJoin: () =>
      testStream.pipe(
        loose(outerJoin)(testStream, TOSTRING_JOINER, JoinWindows.ofTimeDifferenceWithNoGrace(10), N),
      ),
    shouldNotAllowNullTableOnTableJoin: () => testStream.pipe(loose(join)(N, TOSTRING_JOINER)),
    shouldNotAllowNullTableOnTableJoinWithJoiner: () =>
      testStream.pipe(loose(join)(N, TOSTRING_JOINER, Joined.as('name'))),
    shouldNotAllowNullValueJoinerOnTableJoin: () => testStream.pipe(loose(join)(testTable, N)),
    shouldNotAllowNullValueJoinerWithKeyOnTableJoin: () => testStream.pipe(loose(join)(testTable, N)),
    shouldNotAllowNullValueJoinerOnTableJoinWithJoiner: () =>
      testStream.pipe(loose(join)(testTable, N, Joined.as('name'))),
    shouldNotAllowNullValueJoinerWithKeyOnTableJoinWithJoiner: () =>
      testStream.pipe(loose(join)(testTable, N, Joined.as('name'))),
    shouldNotAllowNullJoinedOnTableJoin: () => testStream.pipe(loose(join)(testTable, TOSTRING_JOINER, N)),
    shouldNotAllowNullTableOnTableLeftJoin: () => testStream.pipe(loose(leftJoin)(N, TOSTRING_JOINER)),
    shouldNotAllowNullTableOnTableLeftJoinWithJoined: () =>
      testStream.pipe(loose(leftJoin)(N, TOSTRING_JOINER, Joined.as('name'))),
    shouldNotAllowNullValueJoinerOnTableLeftJoin: () => testStream.pipe(loose(leftJoin)(testTable, N)),
    shouldNotAllowNullValueJoinerWithKeyOnTableLeftJoin: () => testStream.pipe(loose(leftJoin)(testTable, N)),
    shouldNotAllowNullValueJoinerOnTableLeftJoinWithJoined: () =>
      testStream.pipe(loose(leftJoin)(testTable, N, Joined.as('name'))),
    shouldNotAllowNullValueJoinerWithKeyOnTableLeftJoinWithJoined: () =>
      testStream.pipe(loose(leftJoin)(testTable, N, Joined.as('name'))),
    shouldNotAllowNullJoinedOnTableLeftJoin: () =>
      testStream.pipe(loose(leftJoin)(testTable, TOSTRING_JOINER, N)),
    shouldNotAllowNullTableOnJoinWithGlobalTable: () =>
      testStream.pipe(loose(join)(N, selectValueMapper, TOSTRING_JOINER)),
    shouldNotAllowNullTableOnJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(join)(N, selectValueMapper, TOSTRING_JOINER, Named.as('name'))),
    shouldNotAllowNullMapperOnJoinWithGlobalTable: () =>
      testStream.pipe(loose(join)(testGlobalTable, N, TOSTRING_JOINER)),
    shouldNotAllowNullMapperOnJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(join)(testGlobalTable, N, TOSTRING_JOINER, Named.as('name'))),
    shouldNotAllowNullValueJoinerOnJoinWithGlobalTable: () =>
      testStream.pipe(loose(join)(testGlobalTable, selectValueMapper, N)),
    shouldNotAllowNullValueJoinerWithKeyOnJoinWithGlobalTable: () =>
      testStream.pipe(loose(join)(testGlobalTable, selectValueMapper, N)),
    shouldNotAllowNullValueJoinerOnJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(join)(testGlobalTable, selectValueMapper, N, Named.as('name'))),
    shouldNotAllowNullValueJoinerWithKeyOnJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(join)(testGlobalTable, selectValueMapper, N, Named.as('name'))),
    shouldNotAllowNullTableOnLeftJoinWithGlobalTable: () =>
      testStream.pipe(loose(leftJoin)(N, selectValueMapper, TOSTRING_JOINER)),
    shouldNotAllowNullTableOnLeftJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(leftJoin)(N, selectValueMapper, TOSTRING_JOINER, Named.as('name'))),
    shouldNotAllowNullMapperOnLeftJoinWithGlobalTable: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, N, TOSTRING_JOINER)),
    shouldNotAllowNullMapperOnLeftJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, N, TOSTRING_JOINER, Named.as('name'))),
    shouldNotAllowNullValueJoinerOnLeftJoinWithGlobalTable: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, selectValueMapper, N)),
    shouldNotAllowNullValueJoinerWithKeyOnLeftJoinWithGlobalTable: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, selectValueMapper, N)),
    shouldNotAllowNullValueJoinerOnLeftJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, selectValueMapper, N, Named.as('name'))),
    shouldNotAllowNullValueJoinerWithKeyOnLeftJoinWithGlobalTableWithNamed: () =>
      testStream.pipe(loose(leftJoin)(testGlobalTable, selectValueMapper, N, Named.as('name'))),
    shouldNotAllowNullProcessSupplierOnProcess: () => testStream.pipe(loose(process)(N)),
    shouldNotAllowNullProcessSupplierOnProcessWithStores: () =>
      testStream.pipe(loose(process)(N, undefined, 'storeName')),
    shouldNotAllowNullProcessSupplierOnProcessWithNamed: () =>
      testStream.pipe(loose(process)(N, Named.as('processor'))),
    shouldNotAllowNullProcessSupplierOnProcessWithNamedAndStores: () =>
      testStream.pipe(loose(process)(N, Named.as('processor'), 'stateStore')),
    shouldNotAllowNullStoreNameOnProcess: () => testStream.pipe(loose(process)(supplier, undefined, N)),
    shouldNotAllowNullStoreNameOnProcessWithNamed: () =>
      testStream.pipe(loose(process)(supplier, Named.as('processor'), N)),
    shouldNotAllowNullNamedOnProcess: () => testStream.pipe(loose(process)(supplier, N)),
    shouldNotAllowNullNamedOnProcessWithStores: () =>
      testStream.pipe(loose(process)(supplier, N, 'storeName')),
    shouldNotAllowNullProcessValuesSupplierOnProcess: () => testStream.pipe(loose(processValues)(N)),
    shouldNotAllowNullProcessSupplierOnProcessValuesWithStores: () =>
      testStream.pipe(loose(processValues)(N, undefined, 'storeName')),
    shouldNotAllowNullProcessSupplierOnProcessValuesWithNamed: () =>
      testStream.pipe(loose(process)(N, Named.as('processor'))),
    shouldNotAllowNullProcessSupplierOnProcessValuesWithNamedAndStores: () =>
      testStream.pipe(loose(process)(N, Named.as('processor'), 'stateStore')),
    shouldNotAllowNullStoreNameOnProcessValues: () =>
      testStream.pipe(loose(processValues)(fixedKeySupplier, undefined, N)),
    shouldNotAllowNullStoreNameOnProcessValuesWithNamed: () =>
      testStream.pipe(loose(processValues)(fixedKeySupplier, Named.as('processor'), N)),
    shouldNotAllowNullNamedOnProcessValues: () => testStream.pipe(loose(processValues)(fixedKeySupplier, N)),
    shouldNotAllowNullNamedOnProcessValuesWithStores: () =>
      testStream.pipe(loose(processValues)(fixedKeySupplier, N, 'storeName')),
  })
})
