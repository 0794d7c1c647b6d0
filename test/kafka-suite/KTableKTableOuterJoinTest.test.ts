// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableKTableOuterJoinTest.java
import { describe, expect, it } from 'vitest'
import type { Materialized } from '../../src/index.js'
import { Consumed, Serdes, StreamsBuilder, type KTable } from '../../src/index.js'
import { outerJoin, process, toStream, to } from '../../src/operators.js'
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
    [2, 'null+YY2', 10],
    [3, 'null+YY3', 20],
  ],
]

const joinTopology = (materialized?: Materialized<number, string>) => {
  const builder = new StreamsBuilder()
  const table1 = builder.table('topic1', consumed)
  const table2 = builder.table('topic2', consumed)
  const joined: KTable<number, string> =
    materialized === undefined
      ? table1.pipe(outerJoin(table2, toStringJoiner))
      : table1.pipe(outerJoin(table2, toStringJoiner, materialized))
  joined.pipe(toStream(), to('output'))
  return builder.build()
}

// KTableKTableOuterJoinTest#testJoin
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

// KTableKTableOuterJoinTest#testNotSendingOldValue: the processor Kafka adds under the join node is a
// processor after toStream() here (old values are not public); Kafka expects every old value to be null.
const doTestNotSendingOldValues = async (materialized?: Materialized<number, string>): Promise<void> => {
  const builder = new StreamsBuilder()
  const table1 = builder.table('topic1', consumed)
  const table2 = builder.table('topic2', consumed)
  const joined: KTable<number, string> =
    materialized === undefined
      ? table1.pipe(outerJoin(table2, toStringJoiner))
      : table1.pipe(outerJoin(table2, toStringJoiner, materialized))
  const proc = capture<number, string>()
  joined.pipe(toStream(), process(proc.supplier))
  const driver = await driverOf(builder.build(), props)
  expect(runTableTablePhases(intInput(driver, 'topic1'), intInput(driver, 'topic2'), proc.take)).toEqual(
    expected,
  )
  await driver.close()
}

describe('KTableKTableOuterJoinTest', () => {
  it('testJoin', async () => {
    await doTestJoin()
  })

  it('testNotSendingOldValue', async () => {
    await doTestNotSendingOldValues()
  })
})
