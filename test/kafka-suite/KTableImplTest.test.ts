// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableImplTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  KeyValue,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  type KTable,
} from '../../src/index.js'
import {
  aggregate,
  filter,
  filterNot,
  leftJoin,
  outerJoin,
  groupBy,
  join,
  mapValues,
  process,
  reduce,
  to,
  toStream,
} from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  capture,
  kvt,
  recordingLogger,
  stringConfig as props,
  type Capture,
} from './aggregateSupport/capture.js'
import { loose, N, nullArgumentCases } from './aggregateSupport/nullArguments.js'

const consumed = Consumed.with(Serdes.string(), Serdes.string())
const produced = Produced.with(Serdes.string(), Serdes.string())
const STRING_INIT = (): string => '0'
const TOSTRING_ADDER = (_key: string, value: string, agg: string): string => `${agg}+${value}`
const TOSTRING_REMOVER = (_key: string, value: string, agg: string): string => `${agg}-${value}`
const STRING_ADDER = (a: string, b: string): string => `${a}+${b}`
const STRING_REMOVER = (a: string, b: string): string => `${a}-${b}`
const noOpKeyValueMapper = (key: string, value: string): KeyValue<string, string> => KeyValue.pair(key, value)
const TOSTRING_JOINER = (v1: string, v2: string): string => `${v1}+${v2}`

const open = (builder: StreamsBuilder): Promise<TopologyTestDriver> =>
  TopologyTestDriver.create(builder.build(), props, { logger: recordingLogger() })

// the shared body of testKTable and testMaterializedKTable
const runTables = async (
  builder: StreamsBuilder,
  table1: KTable<string, string>,
  topic1: string,
  topic2: string,
) => {
  const processors: Capture<string, unknown>[] = [capture(), capture(), capture(), capture()]
  const [p0, p1, p2, p3] = processors as [
    Capture<string, unknown>,
    Capture<string, unknown>,
    Capture<string, unknown>,
    Capture<string, unknown>,
  ]
  table1.pipe(toStream(), process(p0.supplier))
  const table2 = table1.pipe(mapValues((s: string) => Number.parseInt(s, 10)))
  table2.pipe(toStream(), process(p1.supplier))
  const table3 = table2.pipe(filter((_key, value) => value % 2 === 0))
  table3.pipe(toStream(), process(p2.supplier))
  table1.pipe(toStream(), to(topic2, produced))
  const table4 = builder.table(topic2, consumed)
  table4.pipe(toStream(), process(p3.supplier))

  const driver = await open(builder)
  const inputTopic = driver.createInputTopic(topic1, Serdes.string(), Serdes.string())
  inputTopic.pipeInput('A', '01', 5)
  inputTopic.pipeInput('B', '02', 100)
  inputTopic.pipeInput('C', '03', 0)
  inputTopic.pipeInput('D', '04', 0)
  inputTopic.pipeInput('A', '05', 10)
  inputTopic.pipeInput('A', '06', 8)
  await driver.close()
  return { p0, p1, p2, p3 }
}

const sourceOutput = [
  kvt('A', '01', 5),
  kvt('B', '02', 100),
  kvt('C', '03', 0),
  kvt('D', '04', 0),
  kvt('A', '05', 10),
  kvt('A', '06', 8),
]
const mappedOutput = [
  kvt('A', 1, 5),
  kvt('B', 2, 100),
  kvt('C', 3, 0),
  kvt('D', 4, 0),
  kvt('A', 5, 10),
  kvt('A', 6, 8),
]

// KTableImplTest.assertTopologyContainsProcessor
const nodeNames = (builder: StreamsBuilder): string[] =>
  builder
    .build()
    .describe()
    .subtopologies.flatMap((s) => s.nodes.map((n) => n.name))

describe('KTableImplTest', () => {
  it('testKTable', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.table('topic1', consumed)
    const { p0, p1, p2, p3 } = await runTables(builder, table1, 'topic1', 'topic2')
    expect(p0.processed).toEqual(sourceOutput)
    expect(p1.processed).toEqual(mappedOutput)
    expect(p2.processed).toEqual([
      kvt('A', null, 5),
      kvt('B', 2, 100),
      kvt('C', null, 0),
      kvt('D', 4, 0),
      kvt('A', null, 10),
      kvt('A', 6, 8),
    ])
    expect(p3.processed).toEqual(sourceOutput)
  })

  it('testMaterializedKTable', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.table('topic1', consumed, Materialized.as('fred'))
    const { p0, p1, p2, p3 } = await runTables(builder, table1, 'topic1', 'topic2')
    expect(p0.processed).toEqual(sourceOutput)
    expect(p1.processed).toEqual(mappedOutput)
    expect(p2.processed).toEqual([kvt('B', 2, 100), kvt('D', 4, 0), kvt('A', 6, 8)])
    expect(p3.processed).toEqual(sourceOutput)
  })

  it('testStateStoreLazyEval', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.table('topic1', consumed)
    builder.table('topic2', consumed)
    const table1Mapped = table1.pipe(mapValues((s: string) => Number.parseInt(s, 10)))
    table1Mapped.pipe(filter((_key, value) => value % 2 === 0))
    const driver = await open(builder)
    expect(driver.getAllStateStores().size).toBe(0)
    await driver.close()
  })

  it('testStateStore', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.table('topic1', consumed)
    const table2 = builder.table('topic2', consumed)
    const table1Mapped = table1.pipe(mapValues((s: string) => Number.parseInt(s, 10)))
    const table1MappedFiltered = table1Mapped.pipe(filter((_key, value) => value % 2 === 0))
    table2.pipe(join(table1MappedFiltered, (v1: string, v2: number) => v1 + String(v2)))
    const driver = await open(builder)
    expect(driver.getAllStateStores().size).toBe(2)
    await driver.close()
  })

  it('shouldCreateSourceAndSinkNodesForRepartitioningTopic', async () => {
    const builder = new StreamsBuilder()
    const table1 = builder.table(
      'topic1',
      consumed,
      Materialized.as<string, string>('storeName1')
        .withKeySerde(Serdes.string())
        .withValueSerde(Serdes.string()),
    )
    table1.pipe(
      groupBy(noOpKeyValueMapper),
      aggregate(
        STRING_INIT,
        TOSTRING_ADDER,
        TOSTRING_REMOVER,
        Materialized.as<string, string>('mock-result1'),
      ),
    )
    table1.pipe(
      groupBy(noOpKeyValueMapper),
      reduce(STRING_ADDER, STRING_REMOVER, Materialized.as('mock-result2')),
    )
    const driver = await open(builder)
    expect(driver.getAllStateStores().size).toBe(3)
    await driver.close()
    const names = nodeNames(builder)
    expect(names).toContain('KSTREAM-SINK-0000000003')
    expect(names).toContain('KSTREAM-SOURCE-0000000004')
    expect(names).toContain('KSTREAM-SINK-0000000007')
    expect(names).toContain('KSTREAM-SOURCE-0000000008')
  })

  it('shouldAllowNullStoreInJoin', () => {
    const builder = new StreamsBuilder()
    const table = builder.table<string, string>('test')
    const joined = table.pipe(join(table, TOSTRING_JOINER))
    expect(joined.queryableStoreName).toBeUndefined()
    expect(() => builder.build()).not.toThrow()
  })
})

describe('KTableImplTest null arguments', () => {
  // KTableImplTest.setUp(): table = new StreamsBuilder().table("test")
  const table = new StreamsBuilder().table<string, string>('test')
  const never = (): boolean => false
  nullArgumentCases({
    shouldNotAllowNullSelectorOnToStream: () => table.pipe(loose(toStream)(N)),
    shouldNotAllowNullPredicateOnFilter: () => table.pipe(loose(filter)(N)),
    shouldNotAllowNullPredicateOnFilterNot: () => table.pipe(loose(filterNot)(N)),
    shouldNotAllowNullMapperOnMapValues: () => table.pipe(loose(mapValues)(N)),
    shouldNotAllowNullMapperOnMapValueWithKey: () => table.pipe(loose(mapValues)(N)),
    shouldNotAllowNullSelectorOnGroupBy: () => table.pipe(loose(groupBy)(N)),
    shouldNotAllowNullOtherTableOnJoin: () => table.pipe(loose(join)(N, TOSTRING_JOINER)),
    shouldNotAllowNullJoinerJoin: () => table.pipe(loose(join)(table, N)),
    shouldNotAllowNullOtherTableOnOuterJoin: () => table.pipe(loose(outerJoin)(N, TOSTRING_JOINER)),
    shouldNotAllowNullJoinerOnOuterJoin: () => table.pipe(loose(outerJoin)(table, N)),
    shouldNotAllowNullJoinerOnLeftJoin: () => table.pipe(loose(leftJoin)(table, N)),
    shouldNotAllowNullOtherTableOnLeftJoin: () => table.pipe(loose(leftJoin)(N, TOSTRING_JOINER)),
    shouldThrowNullPointerOnFilterWhenMaterializedIsNull: () => table.pipe(loose(filter)(never, N)),
    shouldThrowNullPointerOnFilterNotWhenMaterializedIsNull: () => table.pipe(loose(filterNot)(never, N)),
    shouldThrowNullPointerOnJoinWhenMaterializedIsNull: () =>
      table.pipe(loose(join)(table, TOSTRING_JOINER, N)),
    shouldThrowNullPointerOnLeftJoinWhenMaterializedIsNull: () =>
      table.pipe(loose(leftJoin)(table, TOSTRING_JOINER, N)),
    shouldThrowNullPointerOnOuterJoinWhenMaterializedIsNull: () =>
      table.pipe(loose(outerJoin)(table, TOSTRING_JOINER, N)),
  })
})
