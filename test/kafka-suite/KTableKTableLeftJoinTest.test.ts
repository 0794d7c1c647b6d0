// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableKTableLeftJoinTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  KeyValue,
  Materialized,
  Serdes,
  Stores,
  StreamsBuilder,
  type KTable,
} from '../../src/index.js'
import { groupBy, leftJoin, mapValues, process, reduce, toStream, to } from '../../src/operators.js'
import { seededRandom } from './support/seededRandom.js'
import {
  capture,
  driverOf,
  intInput,
  intOutput,
  readAll,
  streamsConfig,
  toStringJoiner,
  type Kvt,
} from './support/joinSupport.js'
import { runTableTablePhases } from './support/tableTableScenario.js'

const consumed = Consumed.with(Serdes.integer(), Serdes.string())
const props = streamsConfig()

/** Kafka's expected records after each phase of `testJoin` and (with null old values) `testNotSendingOldValue`. */
const expected: readonly Kvt[][] = [
  [
    [0, 'X0+null', 5],
    [1, 'X1+null', 6],
  ],
  [
    [0, 'X0+Y0', 5],
    [1, 'X1+Y1', 10],
  ],
  [
    [0, 'XX0+Y0', 7],
    [1, 'XX1+Y1', 10],
    [2, 'XX2+null', 7],
    [3, 'XX3+null', 7],
  ],
  [
    [0, 'XX0+YY0', 7],
    [1, 'XX1+YY1', 7],
    [2, 'XX2+YY2', 10],
    [3, 'XX3+YY3', 15],
  ],
  [
    [0, 'XXX0+YY0', 6],
    [1, 'XXX1+YY1', 6],
    [2, 'XXX2+YY2', 10],
    [3, 'XXX3+YY3', 15],
  ],
  [
    [0, 'XXX0+null', 6],
    [1, 'XXX1+null', 7],
  ],
  [
    [0, 'XXXX0+null', 13],
    [1, 'XXXX1+null', 13],
    [2, 'XXXX2+YY2', 13],
    [3, 'XXXX3+YY3', 15],
  ],
  [
    [0, null, 0],
    [1, null, 42],
    [2, null, 10],
    [3, null, 20],
  ],
]

const joinTopology = (materialized?: Materialized<number, string>) => {
  const builder = new StreamsBuilder()
  const table1 = builder.table('topic1', consumed)
  const table2 = builder.table('topic2', consumed)
  const joined: KTable<number, string> =
    materialized === undefined
      ? table1.pipe(leftJoin(table2, toStringJoiner))
      : table1.pipe(leftJoin(table2, toStringJoiner, materialized))
  joined.pipe(toStream(), to('output'))
  return builder.build()
}

// KTableKTableLeftJoinTest#testJoin
const doTestJoin = async (materialized?: Materialized<number, string>): Promise<void> => {
  const topology = joinTopology(materialized)
  expect(topology.copartitionGroups().map((g) => [...g].sort())).toEqual([['topic1', 'topic2']])
  const driver = await driverOf(topology, props)
  const output = intOutput(driver, 'output')
  expect(
    runTableTablePhases(intInput(driver, 'topic1'), intInput(driver, 'topic2'), () => readAll(output)),
  ).toEqual(expected)
  await driver.close()
}

// KTableKTableLeftJoinTest#testNotSendingOldValue: the processor Kafka adds under the join node is a
// processor after toStream() here (old values are not public); Kafka expects every old value to be null.
const doTestNotSendingOldValues = async (materialized?: Materialized<number, string>): Promise<void> => {
  const builder = new StreamsBuilder()
  const table1 = builder.table('topic1', consumed)
  const table2 = builder.table('topic2', consumed)
  const joined: KTable<number, string> =
    materialized === undefined
      ? table1.pipe(leftJoin(table2, toStringJoiner))
      : table1.pipe(leftJoin(table2, toStringJoiner, materialized))
  const proc = capture<number, string>()
  joined.pipe(toStream(), process(proc.supplier))
  const driver = await driverOf(builder.build(), props)
  expect(runTableTablePhases(intInput(driver, 'topic1'), intInput(driver, 'topic2'), proc.take)).toEqual(
    expected,
  )
  await driver.close()
}

describe('KTableKTableLeftJoinTest', () => {
  it('testJoin', async () => {
    await doTestJoin()
  })

  it('testNotSendingOldValue', async () => {
    await doTestNotSendingOldValues()
  })

  // KAFKA-4492: a chain of left joins over cached tables, fed random updates, must not fail on cache evictions.
  it('shouldNotThrowIllegalStateExceptionWhenMultiCacheEvictions', async () => {
    const inputs = [
      'agg',
      'tableOne',
      'tableTwo',
      'tableThree',
      'tableFour',
      'tableFive',
      'tableSix',
    ] as const
    const builder = new StreamsBuilder()
    const longs = Consumed.with(Serdes.long(), Serdes.string())
    const base = (topic: string): KTable<number, string> =>
      builder.table(topic, longs, Materialized.as(Stores.inMemoryKeyValueStore(`${topic}-base-store`)))
    const stringAdder = (agg: string, value: string): string => agg + value
    const stringRemover = (agg: string, value: string): string => agg.replace(value, '')
    const aggTable = base('agg').pipe(
      groupBy((k, v) => KeyValue.pair(k, v), Grouped.with(Serdes.long(), Serdes.string())),
      reduce(stringAdder, stringRemover, Materialized.as(Stores.inMemoryKeyValueStore('agg-store'))),
    )
    const [one, two, three, four, five, six] = inputs.slice(1).map(base) as [
      KTable<number, string>,
      KTable<number, string>,
      KTable<number, string>,
      KTable<number, string>,
      KTable<number, string>,
      KTable<number, string>,
    ]
    const upper = (value: string): string => value.toUpperCase()
    const seven = one.pipe(mapValues(upper))
    const eight = six.pipe(leftJoin(seven, toStringJoiner))
    const last = aggTable.pipe(
      leftJoin(one, toStringJoiner),
      leftJoin(two, toStringJoiner),
      leftJoin(three, toStringJoiner),
      leftJoin(four, toStringJoiner),
      leftJoin(five, toStringJoiner),
      leftJoin(eight, toStringJoiner),
      mapValues(upper),
    )
    const proc = capture<number, string>()
    last.pipe(toStream(), process(proc.supplier))
    const driver = await driverOf(builder.build(), streamsConfig(Serdes.long() as never))
    const values = [
      'a',
      'AA',
      'BBB',
      'CCCC',
      'DD',
      'EEEEEEEE',
      'F',
      'GGGGGGGGGGGGGGG',
      'HHH',
      'IIIIIIIIII',
      'J',
      'KK',
      'LLLL',
      'MMMMMMMMMMMMMMMMMMMMMM',
      'NNNNN',
      'O',
      'P',
      'QQQQQ',
      'R',
      'SSSS',
      'T',
      'UU',
      'VVVVVVVVVVVVVVVVVVV',
    ]
    const random = seededRandom(4492)
    const topics = inputs.map((topic) => driver.createInputTopic(topic, Serdes.long(), Serdes.string()))
    expect(() => {
      for (let i = 0; i < 1000; i++) {
        for (const topic of topics)
          topic.pipeInput(random.nextInt(1000), values[random.nextInt(values.length)]!)
      }
    }).not.toThrow()
    // every record piped to `agg` updates the chain's end (the reduce forwards each change)
    expect(proc.take().length).toBeGreaterThan(0)
    await driver.close()
  })
})
