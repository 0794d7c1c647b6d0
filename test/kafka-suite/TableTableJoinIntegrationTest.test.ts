// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/integration/TableTableJoinIntegrationTest.java
// (its versioned-table cases, KIP-914) with AbstractJoinIntegrationTest's `input` and `runTestWithDriver`. Kafka runs
// them with the TopologyTestDriver too; expected values are Kafka's, unchanged.
import { describe, expect, it } from 'vitest'
import { Materialized, Serdes, Stores, StreamsBuilder, type KTable } from '../../src/index.js'
import { join, leftJoin, outerJoin, to, toStream } from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'

const APP_ID = 'table-table-join-integration-test'
const STORE_NAME = `${APP_ID}-store`
const INPUT_TOPIC_LEFT = 'inputTopicLeft'
const INPUT_TOPIC_RIGHT = 'inputTopicRight'
const OUTPUT_TOPIC = 'outputTopic'
const ANY_UNIQUE_KEY = 0
const BASE_TIMESTAMP = 1_000_000

type Side = 'left' | 'right'
/** One output record: value and timestamp (offset from the base), the key being always `ANY_UNIQUE_KEY`. */
type Out = readonly [string | null, number]

/** AbstractJoinIntegrationTest#input: which table gets which value at which timestamp. */
const input: readonly (readonly [Side, string | null, number])[] = [
  ['left', null, 1],
  ['right', null, 2],
  ['left', 'A', 3],
  ['right', 'a', 4],
  ['left', 'B', 5],
  ['right', 'b', 6],
  ['left', null, 7],
  ['right', null, 8],
  ['left', 'C', 9],
  ['right', 'c', 10],
  ['right', null, 11],
  ['left', null, 12],
  ['right', null, 13],
  ['right', 'd', 7], // out-of-order data with null as latest
  ['left', 'D', 6],
  ['left', null, 2],
  ['right', null, 3],
  ['right', 'e', 14],
  ['left', 'E', 15],
  ['left', null, 10], // out-of-order data with non-null as latest
  ['right', null, 9],
  ['left', 'F', 4],
  ['right', 'f', 3],
]

const versioned = (name: string) =>
  Materialized.as<number, string>(
    Stores.persistentVersionedKeyValueStore(name, 5 * 60_000),
  ).withLoggingDisabled()
const plain = (name: string) => Materialized.as<number, string>(name).withLoggingDisabled()

/** `join`, `leftJoin` or `outerJoin` (the table-table overloads). */
type Joins = typeof outerJoin

/** The test's topology: `left.<join>(right, valueJoiner, materialized).toStream().to(OUTPUT_TOPIC)`. */
const topology = (joinOp: Joins, leftVersioned: boolean, rightVersioned: boolean) => {
  const builder = new StreamsBuilder()
  const serdes = { key: Serdes.long(), value: Serdes.string() }
  const table = (topic: string, name: string, isVersioned: boolean): KTable<number, string> =>
    builder.table<number, string>(topic, serdes, isVersioned ? versioned(name) : plain(name))
  const left = table(INPUT_TOPIC_LEFT, 'left', leftVersioned)
  const right = table(INPUT_TOPIC_RIGHT, 'right', rightVersioned)
  const materialized = Materialized.as<number, string>(STORE_NAME)
    .withKeySerde(Serdes.long())
    .withValueSerde(Serdes.string())
    .withCachingDisabled()
    .withLoggingDisabled()
  left.pipe(
    joinOp(right, (v1: string | null, v2: string | null) => `${v1}-${v2}`, materialized),
    toStream(),
    to(OUTPUT_TOPIC, serdes),
  )
  return builder.build()
}

/** AbstractJoinIntegrationTest#setupConfigsAndUtils. */
const config = (cacheEnabled: boolean): Record<string, unknown> => ({
  'application.id': APP_ID,
  'bootstrap.servers': 'localhost:9091',
  'auto.offset.reset': 'earliest',
  'default.key.serde': Serdes.long(),
  'default.value.serde': Serdes.string(),
  ...(cacheEnabled ? {} : { 'statestore.cache.max.bytes': 0 }),
})

/**
 * AbstractJoinIntegrationTest#runTestWithDriver: pipes `input` one record at a time; with `expected` per record
 * (null: nothing emitted) compares each step's output, otherwise compares the last record emitted with `final`; then
 * checks that the result store holds exactly the final result.
 */
const runTestWithDriver = async (
  joinOp: Joins,
  leftVersioned: boolean,
  rightVersioned: boolean,
  cacheEnabled: boolean,
  expected: readonly (Out | null)[] | Out,
): Promise<void> => {
  const driver = await TopologyTestDriver.create(
    topology(joinOp, leftVersioned, rightVersioned),
    config(cacheEnabled),
  )
  try {
    const topics = {
      left: driver.createInputTopic(INPUT_TOPIC_LEFT, Serdes.long(), Serdes.string()),
      right: driver.createInputTopic(INPUT_TOPIC_RIGHT, Serdes.long(), Serdes.string()),
    }
    const output = driver.createOutputTopic(OUTPUT_TOPIC, Serdes.long(), Serdes.string())
    const read = () =>
      output.readRecordsToList().map((r) => [r.key, r.value, (r.timestamp ?? 0) - BASE_TIMESTAMP] as const)
    const perStep = Array.isArray(expected[0]) || expected[0] === null
    let final: Out | undefined
    input.forEach(([side, value, timestamp], i) => {
      topics[side].pipeInput(ANY_UNIQUE_KEY, value, BASE_TIMESTAMP + timestamp)
      if (!perStep) return
      const step = (expected as readonly (Out | null)[])[i] ?? null
      expect(read(), `after input ${i}`).toEqual(step === null ? [] : [[ANY_UNIQUE_KEY, ...step]])
      if (step !== null) final = step
    })
    if (!perStep) {
      final = expected as Out
      expect(read().at(-1)).toEqual([ANY_UNIQUE_KEY, ...final])
    }
    const store = driver.getTimestampedKeyValueStore<number, string>(STORE_NAME)
    const all = store?.all()
    const rows = all === undefined ? [] : [...all]
    all?.close()
    expect(rows).toEqual([
      { key: ANY_UNIQUE_KEY, value: { value: final?.[0], timestamp: BASE_TIMESTAMP + (final?.[1] ?? 0) } },
    ])
  } finally {
    await driver.close()
  }
}

const expectedFinalJoinResultLeftVersionedOnly: Out = ['E-f', 15]
const expectedFinalJoinResultRightVersionedOnly: Out = ['F-e', 14]

const _ = null
/** The expected steps shared by the cases below, as Kafka lists them per case. */
const innerVersioned: (Out | null)[] = [
  _,
  _,
  _,
  ['A-a', 4],
  ['B-a', 5],
  ['B-b', 6],
  [null, 7],
  _,
  _,
  ['C-c', 10],
  [null, 11],
  _,
  _,
  _,
  _,
  _,
  _,
  _,
  ['E-e', 15],
  _,
  _,
  _,
  _,
]
const leftVersionedBoth: (Out | null)[] = [
  _,
  _,
  ['A-null', 3],
  ['A-a', 4],
  ['B-a', 5],
  ['B-b', 6],
  [null, 7],
  _,
  ['C-null', 9],
  ['C-c', 10],
  ['C-null', 11],
  [null, 12],
  _,
  _,
  _,
  _,
  _,
  _,
  ['E-e', 15],
  _,
  _,
  _,
  _,
]
const outerVersionedBoth: (Out | null)[] = [
  _,
  _,
  ['A-null', 3],
  ['A-a', 4],
  ['B-a', 5],
  ['B-b', 6],
  ['null-b', 7],
  [null, 8],
  ['C-null', 9],
  ['C-c', 10],
  ['C-null', 11],
  [null, 12],
  _,
  _,
  _,
  _,
  _,
  ['null-e', 14],
  ['E-e', 15],
  _,
  _,
  _,
  _,
]

const cases: readonly {
  readonly name: string
  readonly join: Joins
  readonly left: boolean
  readonly right: boolean
  readonly cached?: Out
  readonly uncached: (Out | null)[]
}[] = [
  { name: 'testInnerWithVersionedStores', join, left: true, right: true, uncached: innerVersioned },
  {
    name: 'testLeftWithVersionedStores',
    join: leftJoin,
    left: true,
    right: true,
    uncached: leftVersionedBoth,
  },
  {
    name: 'testOuterWithVersionedStores',
    join: outerJoin,
    left: true,
    right: true,
    uncached: outerVersionedBoth,
  },
  {
    name: 'testInnerWithLeftVersionedOnly',
    join,
    left: true,
    right: false,
    cached: expectedFinalJoinResultLeftVersionedOnly,
    uncached: [
      _,
      _,
      _,
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      [null, 7],
      _,
      _,
      ['C-c', 10],
      [null, 11],
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      ['E-e', 15],
      _,
      [null, 15],
      _,
      ['E-f', 15],
    ],
  },
  {
    name: 'testLeftWithLeftVersionedOnly',
    join: leftJoin,
    left: true,
    right: false,
    cached: expectedFinalJoinResultLeftVersionedOnly,
    uncached: [
      _,
      _,
      ['A-null', 3],
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      [null, 7],
      _,
      ['C-null', 9],
      ['C-c', 10],
      ['C-null', 11],
      [null, 12],
      _,
      _,
      _,
      _,
      _,
      _,
      ['E-e', 15],
      _,
      ['E-null', 15],
      _,
      ['E-f', 15],
    ],
  },
  {
    name: 'testOuterWithLeftVersionedOnly',
    join: outerJoin,
    left: true,
    right: false,
    cached: expectedFinalJoinResultLeftVersionedOnly,
    uncached: [
      _,
      _,
      ['A-null', 3],
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      ['null-b', 7],
      [null, 8],
      ['C-null', 9],
      ['C-c', 10],
      ['C-null', 11],
      [null, 12],
      _,
      ['null-d', 7],
      _,
      _,
      [null, 3],
      ['null-e', 14],
      ['E-e', 15],
      _,
      ['E-null', 15],
      _,
      ['E-f', 15],
    ],
  },
  {
    name: 'testInnerWithRightVersionedOnly',
    join,
    left: false,
    right: true,
    cached: expectedFinalJoinResultRightVersionedOnly,
    uncached: [
      _,
      _,
      _,
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      [null, 7],
      _,
      _,
      ['C-c', 10],
      [null, 11],
      _,
      _,
      _,
      _,
      _,
      _,
      _,
      ['E-e', 15],
      [null, 14],
      _,
      ['F-e', 14],
      _,
    ],
  },
  {
    name: 'testLeftWithRightVersionedOnly',
    join: leftJoin,
    left: false,
    right: true,
    cached: expectedFinalJoinResultRightVersionedOnly,
    uncached: [
      _,
      _,
      ['A-null', 3],
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      [null, 7],
      _,
      ['C-null', 9],
      ['C-c', 10],
      ['C-null', 11],
      [null, 12],
      _,
      _,
      ['D-null', 6],
      [null, 2],
      _,
      _,
      ['E-e', 15],
      [null, 14],
      _,
      ['F-e', 14],
      _,
    ],
  },
  {
    name: 'testOuterWithRightVersionedOnly',
    join: outerJoin,
    left: false,
    right: true,
    cached: expectedFinalJoinResultRightVersionedOnly,
    uncached: [
      _,
      _,
      ['A-null', 3],
      ['A-a', 4],
      ['B-a', 5],
      ['B-b', 6],
      ['null-b', 7],
      [null, 8],
      ['C-null', 9],
      ['C-c', 10],
      ['C-null', 11],
      [null, 12],
      _,
      _,
      ['D-null', 6],
      [null, 2],
      _,
      ['null-e', 14],
      ['E-e', 15],
      ['null-e', 14],
      _,
      ['F-e', 14],
      _,
    ],
  },
]

describe('TableTableJoinIntegrationTest (versioned tables)', () => {
  for (const c of cases) {
    for (const cacheEnabled of [true, false]) {
      it(`${c.name}[cacheEnabled=${cacheEnabled}]`, async () => {
        // versioned stores do not support caching: with both tables versioned the result is the same either way
        const expected = cacheEnabled && c.cached !== undefined ? c.cached : c.uncached
        await runTestWithDriver(c.join, c.left, c.right, cacheEnabled, expected)
      })
    }
  }
})
