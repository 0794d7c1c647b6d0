/**
 * The input script every `KTableKTable*JoinTest` runs (`doTestJoin`, `testNotSendingOldValue(s)`): eight
 * phases of updates to `topic1` and `topic2`. Each ported case compares what each phase emits with Kafka's
 * expected records for that phase.
 */
import { expect } from 'vitest'
import { Consumed, Serdes, StreamsBuilder, type KTable, type Materialized } from '../../../src/index.js'
import type { outerJoin } from '../../../src/operators.js'
import { process, to, toStream } from '../../../src/operators.js'
import type { TestInputTopic } from '../../../src/testing/index.js'
import {
  capture,
  driverOf,
  intInput,
  intOutput,
  pipeAll,
  readAll,
  streamsConfig,
  toStringJoiner,
  type Kvt,
} from './joinSupport.js'

const keys = [0, 1, 2, 3] as const

/** The eight phases: which topic gets which records. */
export const tableTablePhases: readonly { readonly topic: 1 | 2; readonly records: readonly Kvt[] }[] = [
  // push two items to the primary stream; the other table is empty; a null key is discarded
  {
    topic: 1,
    records: [
      [0, 'X0', 5],
      [1, 'X1', 6],
      [null, 'SomeVal', 42],
    ],
  },
  // push two items to the other stream; a null key is discarded
  {
    topic: 2,
    records: [
      [0, 'Y0', 0],
      [1, 'Y1', 10],
      [null, 'AnotherVal', 73],
    ],
  },
  // push all four items to the primary stream
  { topic: 1, records: keys.map((k) => [k, `XX${k}`, 7] as const) },
  // push all items to the other stream
  { topic: 2, records: keys.map((k) => [k, `YY${k}`, k * 5] as const) },
  // push all four items to the primary stream
  { topic: 1, records: keys.map((k) => [k, `XXX${k}`, 6] as const) },
  // push two items with null to the other stream as deletes
  {
    topic: 2,
    records: [
      [0, null, 5],
      [1, null, 7],
    ],
  },
  // push all four items to the primary stream
  { topic: 1, records: keys.map((k) => [k, `XXXX${k}`, 13] as const) },
  // push four items to the primary stream with null
  {
    topic: 1,
    records: [
      [0, null, 0],
      [1, null, 42],
      [2, null, 5],
      [3, null, 20],
    ],
  },
]

/** Runs the phases, calling `read` after each one; returns what each phase emitted. */
export const runTableTablePhases = <T>(
  topic1: TestInputTopic<number, string>,
  topic2: TestInputTopic<number, string>,
  read: () => T[],
): T[][] =>
  tableTablePhases.map((phase) => {
    pipeAll(phase.topic === 1 ? topic1 : topic2, phase.records)
    return read()
  })

type TableJoinOp = typeof outerJoin

const consumed = Consumed.with(Serdes.integer(), Serdes.string())

/** `table1 <op> table2` with the TOSTRING joiner, optionally materialized. */
const joinTables = (
  builder: StreamsBuilder,
  op: TableJoinOp,
  materialized?: Materialized<number, string>,
): KTable<number, string> => {
  const table1 = builder.table('topic1', consumed)
  const table2 = builder.table('topic2', consumed)
  return materialized === undefined
    ? table1.pipe(op(table2, toStringJoiner))
    : table1.pipe(op(table2, toStringJoiner, materialized))
}

/**
 * Kafka's `doTestJoin` / `testJoin`: the join to `output` is co-partitioned on both topics, and each phase emits
 * `expected[phase]`.
 */
export const doTestJoin = async (
  op: TableJoinOp,
  expected: readonly Kvt[][],
  materialized?: Materialized<number, string>,
): Promise<void> => {
  const builder = new StreamsBuilder()
  joinTables(builder, op, materialized).pipe(toStream(), to('output'))
  const topology = builder.build()
  expect(topology.copartitionGroups().map((g) => [...g].sort())).toEqual([['topic1', 'topic2']])
  const driver = await driverOf(topology, streamsConfig())
  const output = intOutput(driver, 'output')
  expect(
    runTableTablePhases(intInput(driver, 'topic1'), intInput(driver, 'topic2'), () => readAll(output)),
  ).toEqual(expected)
  await driver.close()
}

/**
 * Kafka's `doTestNotSendingOldValues` / `testNotSendingOldValue`: the processor Kafka adds under the join node is a
 * processor after `toStream()` here (old values are not public); Kafka expects every old value to be null, so the
 * new values and timestamps are all it checks.
 */
export const doTestNotSendingOldValues = async (
  op: TableJoinOp,
  expected: readonly Kvt[][],
  materialized?: Materialized<number, string>,
): Promise<void> => {
  const builder = new StreamsBuilder()
  const proc = capture<number, string>()
  joinTables(builder, op, materialized).pipe(toStream(), process(proc.supplier))
  const driver = await driverOf(builder.build(), streamsConfig())
  expect(runTableTablePhases(intInput(driver, 'topic1'), intInput(driver, 'topic2'), proc.take)).toEqual(
    expected,
  )
  await driver.close()
}
