// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KTableKTableOuterJoinTest.java
import { describe, it } from 'vitest'
import { outerJoin } from '../../src/operators.js'
import type { Kvt } from './support/joinSupport.js'
import { doTestJoin, doTestNotSendingOldValues } from './support/tableTableScenario.js'

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

describe('KTableKTableOuterJoinTest', () => {
  it('testJoin', async () => {
    await doTestJoin(outerJoin, expected)
  })

  it('testNotSendingOldValue', async () => {
    await doTestNotSendingOldValues(outerJoin, expected)
  })
})
