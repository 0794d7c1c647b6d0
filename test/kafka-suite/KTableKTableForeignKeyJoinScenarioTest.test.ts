// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableKTableForeignKeyJoinScenarioTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Materialized,
  Produced,
  Serdes,
  serdeFrom,
  StreamsBuilder,
  type Serde,
} from '../../src/index.js'
import { join, to, toStream } from '../../src/operators.js'
import { driverOf } from './support/joinSupport.js'

const fkOf = (value: string): number => Number.parseInt(value.split('-')[0]!, 10)
const pair = (a: string, b: string): string => `(${a},${b})`

// KTableKTableForeignKeyJoinScenarioTest#validateTopologyCanProcessData
const validateTopologyCanProcessData = async (builder: StreamsBuilder): Promise<void> => {
  const driver = await driverOf(builder.build(), {
    'application.id': 'fk-scenario',
    'default.key.serde': Serdes.integer(),
    'default.value.serde': Serdes.string(),
  })
  const aTopic = driver.createInputTopic('A', Serdes.integer(), Serdes.string())
  const bTopic = driver.createInputTopic('B', Serdes.integer(), Serdes.string())
  const output = driver.createOutputTopic('output', Serdes.integer(), Serdes.string())
  aTopic.pipeInput(1, '999-alpha')
  bTopic.pipeInput(999, 'beta')
  expect(output.readKeyValuesToMap()).toEqual(new Map([[1, '(999-alpha,(999-alpha,beta))']]))
  await driver.close()
}

/** A serde recording the topic of every non-null value it serializes, as Kafka's `UniqueTopicSerdeScope`. */
const recording = <T>(inner: Serde<T>, topics: Set<string>, isKey: boolean): Serde<T> =>
  serdeFrom(
    (data: T, topic: string) => {
      if (data !== null && data !== undefined) topics.add(`${topic}--${isKey ? 'key' : 'value'}`)
      return inner.serializer.serialize(topic, data)
    },
    (data: Buffer, topic: string) => inner.deserializer.deserialize(topic, data),
  )

describe('KTableKTableForeignKeyJoinScenarioTest', () => {
  it('shouldWorkWithDefaultSerdes', async () => {
    const builder = new StreamsBuilder()
    const aTable = builder.table<number, string>('A')
    const bTable = builder.table<number, string>('B')
    const fkJoinResult = aTable.pipe(join(bTable, fkOf, pair, Materialized.as<number, string>('asdf')))
    aTable.pipe(join(fkJoinResult, pair), toStream(), to('output'))
    await validateTopologyCanProcessData(builder)
  })

  it('shouldWorkWithDefaultAndConsumedSerdes', async () => {
    const builder = new StreamsBuilder()
    const aTable = builder.table('A', Consumed.with(Serdes.integer(), Serdes.string()))
    const bTable = builder.table<number, string>('B')
    const fkJoinResult = aTable.pipe(join(bTable, fkOf, pair, Materialized.as<number, string>('asdf')))
    aTable.pipe(join(fkJoinResult, pair), toStream(), to('output'))
    await validateTopologyCanProcessData(builder)
  })

  it('shouldWorkWithDefaultAndJoinResultSerdes', async () => {
    const builder = new StreamsBuilder()
    const aTable = builder.table<number, string>('A')
    const bTable = builder.table<number, string>('B')
    const fkJoinResult = aTable.pipe(
      join(
        bTable,
        fkOf,
        pair,
        Materialized.as<number, string>('asdf')
          .withKeySerde(Serdes.integer())
          .withValueSerde(Serdes.string()),
      ),
    )
    aTable.pipe(join(fkJoinResult, pair), toStream(), to('output'))
    await validateTopologyCanProcessData(builder)
  })

  it('shouldWorkWithDefaultAndEquiJoinResultSerdes', async () => {
    const builder = new StreamsBuilder()
    const aTable = builder.table<number, string>('A')
    const bTable = builder.table<number, string>('B')
    const fkJoinResult = aTable.pipe(join(bTable, fkOf, pair, Materialized.as<number, string>('asdf')))
    aTable.pipe(
      join(fkJoinResult, pair, Materialized.with(Serdes.integer(), Serdes.string())),
      toStream(),
      to('output'),
    )
    await validateTopologyCanProcessData(builder)
  })

  it('shouldWorkWithDefaultAndProducedSerdes', async () => {
    const builder = new StreamsBuilder()
    const aTable = builder.table<number, string>('A')
    const bTable = builder.table<number, string>('B')
    const fkJoinResult = aTable.pipe(join(bTable, fkOf, pair, Materialized.as<number, string>('asdf')))
    aTable.pipe(
      join(fkJoinResult, pair),
      toStream(),
      to('output', Produced.with(Serdes.integer(), Serdes.string())),
    )
    await validateTopologyCanProcessData(builder)
  })

  it('shouldUseExpectedTopicsWithSerde', async () => {
    const applicationId = 'ktable-ktable-joinOnForeignKey'
    const topics = new Set<string>()
    const builder = new StreamsBuilder()
    const consumed = Consumed.with(
      recording(Serdes.integer(), topics, true),
      recording(Serdes.string(), topics, false),
    )
    const left = builder.table('left_table', consumed)
    const right = builder.table('right_table', consumed)
    left
      .pipe(
        join(
          right,
          (value: string) => Number.parseInt(value.split('|')[1]!, 10),
          (value1: string, value2: string) => `(${value1},${value2})`,
          Materialized.with(
            recording(Serdes.integer(), topics, true),
            recording(Serdes.string(), topics, false),
          ),
        ),
      )
      .pipe(toStream(), to('output-topic'))
    const driver = await driverOf(builder.build(), { 'application.id': applicationId })
    driver.createInputTopic('left_table', Serdes.integer(), Serdes.string()).pipeInput(2, 'lhsValue1|1')
    driver.createInputTopic('right_table', Serdes.integer(), Serdes.string()).pipeInput(1, 'rhsValue1')
    await driver.close()
    // verifying primarily that no extra pseudo-topics were used, but it's nice to also verify the rest of the
    // topics our serdes serialize data for
    expect([...topics].sort()).toEqual(
      [
        // expected pseudo-topics
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic-fk--key`,
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic-pk--key`,
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic-vh--value`,
        // internal topics
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-REGISTRATION-0000000006-topic--key`,
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-0000000014-topic--key`,
        `${applicationId}-KTABLE-FK-JOIN-SUBSCRIPTION-RESPONSE-0000000014-topic--value`,
        `${applicationId}-left_table-STATE-STORE-0000000000-changelog--key`,
        `${applicationId}-left_table-STATE-STORE-0000000000-changelog--value`,
        `${applicationId}-right_table-STATE-STORE-0000000003-changelog--key`,
        `${applicationId}-right_table-STATE-STORE-0000000003-changelog--value`,
        // output topics
        'output-topic--key',
        'output-topic--value',
      ].sort(),
    )
  })
})
