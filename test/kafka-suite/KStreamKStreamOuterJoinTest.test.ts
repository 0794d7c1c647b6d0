// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamOuterJoinTest.java
// (topic2 carries Long values here, as in Kafka's cases)
import { describe, it } from 'vitest'
import { JoinWindows } from '../../src/index.js'
import { runStreamStreamScript } from './support/streamStreamScript.js'

describe('KStreamKStreamOuterJoinTest', () => {
  it('testOuterJoinDuplicates', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceAndGrace(100, 10),
      [
        {
          pipe: [
            [1, 0, 'A0', 0],
            [1, 0, 'A0-0', 0],
            [2, 1, 11, 0],
            [2, 1, 12, 0],
            [2, 1, 10, 111],
            [2, 3, 100, 211],
          ],
          expected: [
            [1, 'null+11', 0],
            [1, 'null+12', 0],
            [0, 'A0+null', 0],
            [0, 'A0-0+null', 0],
          ],
        },
        {
          pipe: [
            [1, 2, 'A2', 200],
            [1, 2, 'A2-0', 200],
            [2, 2, 13, 201],
            [2, 2, 14, 201],
          ],
          expected: [
            [2, 'A2+13', 201],
            [2, 'A2-0+13', 201],
            [2, 'A2+14', 201],
            [2, 'A2-0+14', 201],
          ],
        },
        {
          pipe: [[2, 3, 100, 1500]],
          expected: [
            [1, 'null+10', 111],
            [3, 'null+100', 211],
          ],
        },
      ],
      { otherValues: 'long' },
    )
  })

  it('testLeftExpiredNonJoinedRecordsAreEmittedByTheLeftProcessor', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100),
      [
        {
          pipe: [
            [1, 0, 'A0', 1],
            [1, 1, 'A1', 2],
            [1, 0, 'A0-0', 3],
          ],
          expected: [],
        },
        { pipe: [[2, 1, 11, 3]], expected: [[1, 'A1+11', 3]] },
        {
          pipe: [[1, 2, 'dummy', 401]],
          expected: [
            [0, 'A0+null', 1],
            [0, 'A0-0+null', 3],
          ],
        },
        { pipe: [[2, 2, 100, 401]], expected: [[2, 'dummy+100', 401]] },
      ],
      { otherValues: 'long' },
    )
  })

  it('testLeftExpiredNonJoinedRecordsAreEmittedByTheRightProcessor', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceAndGrace(100, 0),
      [
        {
          pipe: [
            [1, 0, 'A0', 1],
            [1, 1, 'A1', 2],
            [1, 0, 'A0-0', 3],
          ],
          expected: [],
        },
        { pipe: [[2, 1, 11, 3]], expected: [[1, 'A1+11', 3]] },
        {
          pipe: [[2, 2, 100, 401]],
          expected: [
            [0, 'A0+null', 1],
            [0, 'A0-0+null', 3],
          ],
        },
        { pipe: [[1, 2, 'dummy', 402]], expected: [[2, 'dummy+100', 402]] },
      ],
      { otherValues: 'long' },
    )
  })

  it('testRightExpiredNonJoinedRecordsAreEmittedByTheLeftProcessor', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100),
      [
        {
          pipe: [
            [2, 0, 10, 1],
            [2, 1, 11, 2],
            [2, 0, 12, 3],
          ],
          expected: [],
        },
        { pipe: [[1, 1, 'A1', 3]], expected: [[1, 'A1+11', 3]] },
        {
          pipe: [[1, 2, 'dummy', 401]],
          expected: [
            [0, 'null+10', 1],
            [0, 'null+12', 3],
          ],
        },
        { pipe: [[2, 2, 100, 402]], expected: [[2, 'dummy+100', 402]] },
      ],
      { otherValues: 'long' },
    )
  })

  it('testRightExpiredNonJoinedRecordsAreEmittedByTheRightProcessor', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceAndGrace(100, 0),
      [
        {
          pipe: [
            [2, 0, 10, 1],
            [2, 1, 11, 2],
            [2, 0, 12, 3],
          ],
          expected: [],
        },
        { pipe: [[1, 1, 'A1', 3]], expected: [[1, 'A1+11', 3]] },
        {
          pipe: [[2, 2, 100, 401]],
          expected: [
            [0, 'null+10', 1],
            [0, 'null+12', 3],
          ],
        },
        { pipe: [[1, 2, 'dummy', 402]], expected: [[2, 'dummy+100', 402]] },
      ],
      { otherValues: 'long' },
    )
  })
})
