// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamLeftJoinTest.java
import { describe, it } from 'vitest'
import { JoinWindows } from '../../src/index.js'
import {
  keyed,
  runStreamStreamScript,
  withInMemorySuppliers,
  type ScriptStep,
} from './support/streamStreamScript.js'

// Kafka's runLeftJoin: the script both supplier cases run
const runLeftJoinScript: readonly ScriptStep[] = [
  { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
  {
    pipe: [...keyed(2, 'a', 0, 2)],
    expected: [
      [0, 'A0+a0', 0],
      [1, 'A1+a1', 0],
    ],
  },
  {
    pipe: [...keyed(1, 'B', 0, 3)],
    expected: [
      [0, 'B0+a0', 0],
      [1, 'B1+a1', 0],
    ],
  },
  {
    pipe: [...keyed(2, 'b', 0, 4)],
    expected: [
      [0, 'A0+b0', 0],
      [0, 'B0+b0', 0],
      [1, 'A1+b1', 0],
      [1, 'B1+b1', 0],
      [2, 'B2+b2', 0],
    ],
  },
  {
    pipe: [...keyed(1, 'C', 0, 4)],
    expected: [
      [0, 'C0+a0', 0],
      [0, 'C0+b0', 0],
      [1, 'C1+a1', 0],
      [1, 'C1+b1', 0],
      [2, 'C2+b2', 0],
      [3, 'C3+b3', 0],
    ],
  },
  { pipe: [[1, 0, 'dummy', 1000]], expected: [] },
]

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

  it('testLeftJoinedRecordsWithZeroAfterAreEmitted', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100).after(0), [
      {
        pipe: [...keyed(1, 'A', 1000, 4, 1)],
        expected: [
          [0, 'A0+null', 1000],
          [1, 'A1+null', 1001],
          [2, 'A2+null', 1002],
        ],
      },
      {
        pipe: [...keyed(2, 'a', 999, 4)],
        expected: [
          [0, 'A0+a0', 1000],
          [1, 'A1+a1', 1001],
          [2, 'A2+a2', 1002],
          [3, 'A3+a3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'b', 1000, 4)],
        expected: [
          [0, 'A0+b0', 1000],
          [1, 'A1+b1', 1001],
          [2, 'A2+b2', 1002],
          [3, 'A3+b3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'c', 1001, 4)],
        expected: [
          [1, 'A1+c1', 1001],
          [2, 'A2+c2', 1002],
          [3, 'A3+c3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'd', 1002, 4)],
        expected: [
          [2, 'A2+d2', 1002],
          [3, 'A3+d3', 1003],
        ],
      },
      { pipe: [...keyed(2, 'e', 1003, 4)], expected: [[3, 'A3+e3', 1003]] },
      { pipe: [...keyed(2, 'f', 1100, 4)], expected: [] },
    ])
  })

  it('testLeftJoinWithInMemoryCustomSuppliers', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 0), runLeftJoinScript, {
      streamJoined: withInMemorySuppliers(JoinWindows.ofTimeDifferenceAndGrace(100, 0)),
      stateStores: 3,
    })
  })

  it('testLeftJoinWithDefaultSuppliers', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100), runLeftJoinScript, {
      stateStores: 3,
    })
  })

  it('testOrdering', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100), [
      {
        pipe: [
          [1, 0, 'A0', 0],
          [1, 1, 'A1', 100],
        ],
        expected: [],
      },
      {
        pipe: [[2, 1, 'a1', 110]],
        expected: [
          [0, 'A0+null', 0],
          [1, 'A1+a1', 110],
        ],
      },
    ])
  })

  it('testGracePeriod', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceAndGrace(100, 10), [
      { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
      { pipe: [...keyed(2, 'a', 101, 4)], expected: [] },
      {
        pipe: [[2, 0, 'dummy', 1201]],
        expected: [
          [0, 'A0+null', 0],
          [1, 'A1+null', 0],
        ],
      },
    ])
  })

  it('testWindowing', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100), [
      { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
      {
        pipe: [...keyed(2, 'a', 0, 4)],
        expected: [
          [0, 'A0+a0', 0],
          [1, 'A1+a1', 0],
        ],
      },
      { pipe: [...keyed(2, 'b', 1000, 4, 1)], expected: [] },
      {
        pipe: [...keyed(1, 'B', 1100, 4)],
        expected: [
          [0, 'B0+b0', 1100],
          [1, 'B1+b1', 1100],
          [2, 'B2+b2', 1100],
          [3, 'B3+b3', 1100],
        ],
      },
      {
        pipe: [...keyed(1, 'C', 1101, 4)],
        expected: [
          [1, 'C1+b1', 1101],
          [2, 'C2+b2', 1101],
          [3, 'C3+b3', 1101],
        ],
      },
      {
        pipe: [...keyed(1, 'D', 1102, 4)],
        expected: [
          [2, 'D2+b2', 1102],
          [3, 'D3+b3', 1102],
        ],
      },
      { pipe: [...keyed(1, 'E', 1103, 4)], expected: [[3, 'E3+b3', 1103]] },
      { pipe: [...keyed(1, 'F', 1104, 4)], expected: [] },
      {
        pipe: [[1, 0, 'dummy', 1405]],
        expected: [
          [0, 'C0+null', 1101],
          [0, 'D0+null', 1102],
          [1, 'D1+null', 1102],
          [0, 'E0+null', 1103],
          [1, 'E1+null', 1103],
          [2, 'E2+null', 1103],
          [0, 'F0+null', 1104],
          [1, 'F1+null', 1104],
          [2, 'F2+null', 1104],
          [3, 'F3+null', 1104],
        ],
      },
      {
        pipe: [...keyed(1, 'G', 899, 4)],
        expected: [
          [0, 'G0+null', 899],
          [1, 'G1+null', 899],
          [2, 'G2+null', 899],
          [3, 'G3+null', 899],
        ],
      },
      {
        pipe: [...keyed(1, 'H', 900, 4)],
        expected: [
          [0, 'H0+b0', 1000],
          [1, 'H1+null', 900],
          [2, 'H2+null', 900],
          [3, 'H3+null', 900],
        ],
      },
      {
        pipe: [...keyed(1, 'I', 901, 4)],
        expected: [
          [0, 'I0+b0', 1000],
          [1, 'I1+b1', 1001],
          [2, 'I2+null', 901],
          [3, 'I3+null', 901],
        ],
      },
      {
        pipe: [...keyed(1, 'J', 902, 4)],
        expected: [
          [0, 'J0+b0', 1000],
          [1, 'J1+b1', 1001],
          [2, 'J2+b2', 1002],
          [3, 'J3+null', 902],
        ],
      },
      {
        pipe: [...keyed(1, 'K', 903, 4)],
        expected: [
          [0, 'K0+b0', 1000],
          [1, 'K1+b1', 1001],
          [2, 'K2+b2', 1002],
          [3, 'K3+b3', 1003],
        ],
      },
      { pipe: [[1, 0, 'dummy', 1203]], expected: [[0, 'dummy+null', 1203]] },
    ])
  })

  it('shouldNotEmitLeftJoinResultForAsymmetricWindow', async () => {
    await runStreamStreamScript('left', JoinWindows.ofTimeDifferenceWithNoGrace(100).before(0), [
      { pipe: [...keyed(1, 'A', 0, 2, 1)], expected: [] },
      { pipe: [[2, 0, 'a0', 100]], expected: [[0, 'A0+a0', 100]] },
      { pipe: [[2, 1, 'a1', 102]], expected: [[1, 'A1+null', 1]] },
    ])
  })
})
