// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableKTableInnerJoinTest.java
import { describe, it } from 'vitest'
import { Materialized, Serdes } from '../../src/index.js'
import { join } from '../../src/operators.js'
import type { Kvt } from './support/joinSupport.js'
import { doTestJoin, doTestNotSendingOldValues } from './support/tableTableScenario.js'

/** Kafka's expected records after each phase of `doTestJoin` (and, with null old values, of `doTestNotSendingOldValues`). */
const expected: readonly Kvt[][] = [
  [],
  [
    [0, 'X0+Y0', 5],
    [1, 'X1+Y1', 10],
  ],
  [
    [0, 'XX0+Y0', 7],
    [1, 'XX1+Y1', 10],
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
    [0, null, 6],
    [1, null, 7],
  ],
  [
    [2, 'XXXX2+YY2', 13],
    [3, 'XXXX3+YY3', 15],
  ],
  [
    [2, null, 10],
    [3, null, 20],
  ],
]

describe('KTableKTableInnerJoinTest', () => {
  it('testJoin', async () => {
    await doTestJoin(join, expected)
  })

  it('testQueryableJoin', async () => {
    await doTestJoin(join, expected, Materialized.with(Serdes.integer(), Serdes.string()))
  })

  it('testQueryableNotSendingOldValues', async () => {
    await doTestNotSendingOldValues(join, expected, Materialized.with(Serdes.integer(), Serdes.string()))
  })

  it('testNotSendingOldValues', async () => {
    await doTestNotSendingOldValues(join, expected)
  })
})
