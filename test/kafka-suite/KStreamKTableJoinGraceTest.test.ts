// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKTableJoinTest.java
// The grace-period cases (KIP-923) only; the rest of KStreamKTableJoinTest lives in KStreamKTableJoinTest.test.ts.
// Java's MockApiProcessorSupplier is replaced by a sink topic read back through the driver (same records, same
// order, same timestamps); Java's IllegalArgumentException is our InvalidTopologyError (`_tag` InvalidTopology).
import { afterEach, describe, expect, it } from 'vitest'
import {
  filter,
  join,
  Joined,
  Materialized,
  Serdes,
  Stores,
  StreamsBuilder,
  to,
  type KStream,
  type KTable,
} from '../../src/index.js'
import { TopologyTestDriver, type TestInputTopic, type TestOutputTopic } from '../../src/testing/index.js'
import { errorTag } from '../topology/errorTag.js'

const streamTopic = 'streamTopic'
const expectedKeys = [0, 1, 2, 3]
const MINUTES = 60_000
const TOSTRING_JOINER = (value1: string, value2: string | null) => `${value1}+${String(value2)}`

describe('KStreamKTableJoinTest (grace period cases)', () => {
  let driver: TopologyTestDriver | undefined
  let inputStreamTopic: TestInputTopic<number, string>
  let inputTableTopic: TestInputTopic<number, string>
  let output: TestOutputTopic<number, string>

  afterEach(async () => {
    await driver?.close()
    driver = undefined
  })

  const makeJoin = async (grace: number) => {
    const builder = new StreamsBuilder()
    const consumed = { key: Serdes.integer(), value: Serdes.string() }
    const stream = builder.stream<number, string>(streamTopic, consumed)
    const table = builder.table<number, string>(
      'tableTopic2',
      consumed,
      Materialized.as(Stores.persistentVersionedKeyValueStore('V-grace', 5 * MINUTES)),
    )
    stream.pipe(
      join(
        table,
        TOSTRING_JOINER,
        Joined.with(Serdes.integer(), Serdes.string(), Serdes.string(), 'Grace', grace),
      ),
      to('output', { key: Serdes.integer(), value: Serdes.string() }),
    )
    driver = await TopologyTestDriver.create(builder.build(), {
      'application.id': 'kstream-ktable-join-grace',
      'default.key.serde': Serdes.integer(),
      'default.value.serde': Serdes.string(),
    })
    inputStreamTopic = driver.createInputTopic(streamTopic, Serdes.integer(), Serdes.string())
    inputTableTopic = driver.createInputTopic('tableTopic2', Serdes.integer(), Serdes.string())
    output = driver.createOutputTopic('output', Serdes.integer(), Serdes.string())
  }

  const pushToStream = (messageCount: number, valuePrefix: string) => {
    for (let i = 0; i < messageCount; i++) {
      inputStreamTopic.pipeInput(expectedKeys[i] as number, `${valuePrefix}${expectedKeys[i]}`, i)
    }
  }
  const pushToTableNonRandom = (messageCount: number, valuePrefix: string) => {
    for (let i = 0; i < messageCount; i++) {
      inputTableTopic.pipeInput(expectedKeys[i] as number, `${valuePrefix}${expectedKeys[i]}`, 0)
    }
  }
  const checkAndClearProcessResult = (...expected: [number, string, number][]) => {
    expect(output.readRecordsToList().map((r) => [r.key, r.value, r.timestamp])).toEqual(expected)
  }

  const strings = { key: Serdes.string(), value: Serdes.string() }
  const streamAndTable = (
    builder: StreamsBuilder,
    materialized?: Materialized<string, string>,
  ): [KStream<string, string>, KTable<string, string>] => [
    builder.stream<string, string>('topic', strings),
    materialized === undefined
      ? builder.table<string, string>('topic2', strings)
      : builder.table<string, string>('topic2', strings, materialized),
  ]
  const graceJoin = (ms: number) =>
    Joined.with(Serdes.string(), Serdes.string(), Serdes.string(), 'first-join', ms)
  const noOptimization = { 'topology.optimization': 'none' } as const

  it('shouldFailIfTableIsNotVersioned', () => {
    const builder = new StreamsBuilder()
    const [streamA, tableB] = streamAndTable(builder)
    expect(
      errorTag(() =>
        streamA.pipe(
          join(tableB, (v1, v2) => v1 + String(v2), graceJoin(6)),
          to('out-one'),
        ),
      ),
    ).toBe('InvalidTopology')
  })

  it('shouldFailIfTableIsNotVersionedButMaterializationIsInherited', () => {
    const builder = new StreamsBuilder()
    const [streamA, source] = streamAndTable(builder, Materialized.as(Stores.inMemoryKeyValueStore('tableB')))
    const tableB = source.pipe(filter(() => true))
    // the filter operation forces the table materialization to be inherited
    streamA.pipe(
      join(tableB, (v1, v2) => v1 + String(v2), graceJoin(6)),
      to('out-one'),
    )
    expect(errorTag(() => builder.build(noOptimization))).toBe('InvalidTopology')
  })

  it('shouldNotFailIfTableIsVersionedButMaterializationIsInherited', () => {
    const builder = new StreamsBuilder()
    const [streamA, source] = streamAndTable(
      builder,
      Materialized.as(Stores.persistentVersionedKeyValueStore('tableB', 5 * MINUTES)),
    )
    const tableB = source.pipe(filter(() => true))
    // the filter operation forces the table materialization to be inherited
    streamA.pipe(
      join(tableB, (v1, v2) => v1 + String(v2), graceJoin(6)),
      to('out-one'),
    )
    // should not throw an error
    expect(builder.build().describe().toString()).toContain('tableB')
  })

  it('shouldFailIfGracePeriodIsLongerThanHistoryRetention', () => {
    const builder = new StreamsBuilder()
    const [streamA, tableB] = streamAndTable(
      builder,
      Materialized.as(Stores.persistentVersionedKeyValueStore('tableB', 5 * MINUTES)),
    )
    streamA.pipe(
      join(tableB, (v1, v2) => v1 + String(v2), graceJoin(6 * MINUTES)),
      to('out-one'),
    )
    expect(errorTag(() => builder.build(noOptimization))).toBe('InvalidTopology')
  })

  it('shouldFailIfGracePeriodIsLongerThanHistoryRetentionAndInheritedStore', () => {
    const builder = new StreamsBuilder()
    const [streamA, source] = streamAndTable(
      builder,
      Materialized.as(Stores.persistentVersionedKeyValueStore('V-grace', 0)),
    )
    const tableB = source.pipe(filter(() => true))
    // the filter operation forces the table materialization to be inherited
    streamA.pipe(
      join(tableB, (v1, v2) => v1 + String(v2), graceJoin(6)),
      to('out-one'),
    )
    expect(errorTag(() => builder.build(noOptimization))).toBe('InvalidTopology')
  })

  it('shouldDelayJoinByGracePeriod', async () => {
    await makeJoin(2)

    // push four items to the table. this should not produce any item.
    pushToTableNonRandom(4, 'Y')
    checkAndClearProcessResult()

    // push all four items to the primary stream. this should produce two items.
    pushToStream(4, 'X')
    checkAndClearProcessResult([0, 'X0+Y0', 0], [1, 'X1+Y1', 1])

    // push all items to the table. this should not produce any item
    pushToTableNonRandom(4, 'YY')
    checkAndClearProcessResult()

    // push all four items to the primary stream. this should produce two items.
    pushToStream(4, 'X')
    checkAndClearProcessResult([0, 'X0+YY0', 0], [1, 'X1+YY1', 1])

    inputStreamTopic.pipeInput(5, 'test', 7)

    checkAndClearProcessResult([2, 'X2+YY2', 2], [2, 'X2+YY2', 2], [3, 'X3+YY3', 3], [3, 'X3+YY3', 3])

    // push all items to the table. this should not produce any item
    pushToTableNonRandom(4, 'YYY')
    checkAndClearProcessResult()
  })

  it('shouldHandleLateJoinsWithGracePeriod', async () => {
    await makeJoin(2)

    // push four items to the table. this should not produce any item.
    pushToTableNonRandom(4, 'Y')
    checkAndClearProcessResult()

    // push 4 records into the buffer and evict the first two
    pushToStream(4, 'X')
    checkAndClearProcessResult([0, 'X0+Y0', 0], [1, 'X1+Y1', 1])

    // should be processed immediately and not evict any other records
    pushToStream(1, 'X')
    checkAndClearProcessResult([0, 'X0+Y0', 0])
  })
})
