// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamLeftJoinTest.java
import { describe, it } from 'vitest'
import { JoinWindows } from '../../src/index.js'
import { runStreamStreamScript } from './support/streamStreamScript.js'

describe('KStreamKStreamLeftJoinTest', () => {
  it('testLeftJoinDuplicates', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 10), [
      {
        pipe: [
          [1, 0, 'A0', 0],
          [1, 0, 'A0-0', 0],
          [2, 1, 'a0', 111],
          [2, 2, 'dummy', 500],
        ],
        expected: [
          [0, 'A0+null', 0],
          [0, 'A0-0+null', 0],
        ],
      },
      {
        pipe: [
          [1, 2, 'A2', 1000],
          [1, 2, 'A2-0', 1000],
          [2, 2, 'a2', 1001],
        ],
        expected: [
          [2, 'A2+a2', 1001],
          [2, 'A2-0+a2', 1001],
        ],
      },
      { pipe: [[2, 3, 'a3', 315]], expected: [] },
    ])
  })

  it('testLeftExpiredNonJoinedRecordsAreEmittedByTheLeftProcessor', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 0), [
      {
        pipe: [
          [1, 0, 'A0', 1],
          [1, 1, 'A1', 2],
          [1, 0, 'A0-0', 3],
        ],
        expected: [],
      },
      { pipe: [[2, 1, 'a1', 3]], expected: [[1, 'A1+a1', 3]] },
      {
        pipe: [[1, 2, 'dummy', 401]],
        expected: [
          [0, 'A0+null', 1],
          [0, 'A0-0+null', 3],
        ],
      },
      { pipe: [[2, 2, 'dummy', 401]], expected: [[2, 'dummy+dummy', 401]] },
    ])
  })

  it('testLeftExpiredNonJoinedRecordsAreEmittedByTheRightProcessor', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 0), [
      {
        pipe: [
          [1, 0, 'A0', 1],
          [1, 1, 'A1', 2],
          [1, 0, 'A0-0', 3],
        ],
        expected: [],
      },
      { pipe: [[2, 1, 'a1', 3]], expected: [[1, 'A1+a1', 3]] },
      {
        pipe: [[2, 2, 'dummy', 401]],
        expected: [
          [0, 'A0+null', 1],
          [0, 'A0-0+null', 3],
        ],
      },
      { pipe: [[1, 2, 'dummy', 402]], expected: [[2, 'dummy+dummy', 402]] },
    ])
  })

  it('testRightNonJoinedRecordsAreNeverEmittedByTheLeftProcessor', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 0), [
      {
        pipe: [
          [2, 0, 'A0', 1],
          [2, 1, 'A1', 2],
          [2, 0, 'A0-0', 3],
        ],
        expected: [],
      },
      { pipe: [[1, 1, 'a1', 3]], expected: [[1, 'a1+A1', 3]] },
      { pipe: [[1, 2, 'dummy', 401]], expected: [] },
      { pipe: [[2, 2, 'dummy', 402]], expected: [[2, 'dummy+dummy', 402]] },
    ])
  })

  it('testRightNonJoinedRecordsAreNeverEmittedByTheRightProcessor', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100), [
      {
        pipe: [
          [2, 0, 'A0', 1],
          [2, 1, 'A1', 2],
          [2, 0, 'A0-0', 3],
        ],
        expected: [],
      },
      { pipe: [[1, 1, 'a1', 3]], expected: [[1, 'a1+A1', 3]] },
      { pipe: [[2, 2, 'dummy', 401]], expected: [] },
      { pipe: [[1, 2, 'dummy', 402]], expected: [[2, 'dummy+dummy', 402]] },
    ])
  })
})
