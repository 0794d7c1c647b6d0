/**
 * The input script every `KTableKTable*JoinTest` runs (`doTestJoin`, `testNotSendingOldValue(s)`): eight
 * phases of updates to `topic1` and `topic2`. Each ported case compares what each phase emits with Kafka's
 * expected records for that phase.
 */
import type { TestInputTopic } from '../../../src/testing/index.js'
import { pipeAll, type Kvt } from './joinSupport.js'

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
