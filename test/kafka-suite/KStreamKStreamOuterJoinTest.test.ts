// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamOuterJoinTest.java
// (topic2 carries Long values here, as in Kafka's cases)
import { describe, expect, it } from 'vitest'
import { Consumed, JoinWindows, Serdes, StreamJoined, StreamsBuilder, type Headers } from '../../src/index.js'
import { outerJoin, process } from '../../src/operators.js'
import { TestRecord } from '../../src/testing/index.js'
import { driverOf, streamsConfig, toStringJoiner } from './support/joinSupport.js'
import {
  keyed,
  runStreamStreamScript,
  withInMemorySuppliers,
  type ScriptStep,
} from './support/streamStreamScript.js'

const longs = { otherValues: 'long' } as const

/** Kafka's `new RecordHeaders(new Header[]{new RecordHeader("h", new byte[]{b})})`. */
const header = (b: number): Headers => [{ key: 'h', value: Buffer.from([b]) }]

// Kafka's runOuterJoin: the script both supplier cases run
const runOuterJoinScript: readonly ScriptStep[] = [
  { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
  {
    pipe: [
      [2, 0, 10, 0],
      [2, 1, 11, 0],
    ],
    expected: [
      [0, 'A0+10', 0],
      [1, 'A1+11', 0],
    ],
  },
  {
    pipe: [...keyed(1, 'B', 0, 3)],
    expected: [
      [0, 'B0+10', 0],
      [1, 'B1+11', 0],
    ],
  },
  {
    pipe: [
      [2, 0, 20, 0],
      [2, 1, 21, 0],
      [2, 2, 22, 0],
      [2, 3, 23, 0],
    ],
    expected: [
      [0, 'A0+20', 0],
      [0, 'B0+20', 0],
      [1, 'A1+21', 0],
      [1, 'B1+21', 0],
      [2, 'B2+22', 0],
    ],
  },
  {
    pipe: [...keyed(1, 'C', 0, 4)],
    expected: [
      [0, 'C0+10', 0],
      [0, 'C0+20', 0],
      [1, 'C1+11', 0],
      [1, 'C1+21', 0],
      [2, 'C2+22', 0],
      [3, 'C3+23', 0],
    ],
  },
  { pipe: [[1, 0, 'dummy', 400]], expected: [] },
]

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
      longs,
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
      longs,
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
      longs,
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
      longs,
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
      longs,
    )
  })

  it('testOrdering', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100),
      [
        {
          pipe: [
            [1, 0, 'A0', 0],
            [1, 1, 'A1', 100],
          ],
          expected: [],
        },
        {
          pipe: [[2, 1, 11, 110]],
          expected: [
            [0, 'A0+null', 0],
            [1, 'A1+11', 110],
          ],
        },
      ],
      longs,
    )
  })

  it('testGracePeriod', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceAndGrace(100, 10),
      [
        {
          pipe: [
            [1, 0, 'A0', 0],
            [2, 1, 11, 0],
          ],
          expected: [],
        },
        {
          pipe: [
            [1, 1, 'A1', 101],
            [2, 0, 10, 101],
          ],
          expected: [],
        },
        {
          pipe: [[2, 0, 100, 112]],
          expected: [
            [1, 'null+11', 0],
            [0, 'A0+null', 0],
          ],
        },
      ],
      longs,
    )
  })

  it('testEmitAllNonJoinedResultsForAsymmetricWindow', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(5).after(20),
      [
        { pipe: [[1, 0, 'A0', 29]], expected: [] },
        { pipe: [[1, 1, 'A1', 30]], expected: [] },
        { pipe: [[2, 2, 12, 31]], expected: [] },
        { pipe: [[2, 3, 13, 36]], expected: [] },
        { pipe: [[2, 4, 14, 37]], expected: [[2, 'null+12', 31]] },
        {
          pipe: [[2, 5, 15, 50]],
          expected: [
            [0, 'A0+null', 29],
            [3, 'null+13', 36],
            [4, 'null+14', 37],
          ],
        },
      ],
      longs,
    )
  })

  it('testOuterJoinWithInMemoryCustomSuppliers', async () => {
    await runStreamStreamScript('outer', JoinWindows.ofTimeDifferenceWithNoGrace(100), runOuterJoinScript, {
      ...longs,
      streamJoined: withInMemorySuppliers(JoinWindows.ofTimeDifferenceWithNoGrace(100)),
      stateStores: 3,
    })
  })

  it('testOuterJoinWithDefaultSuppliers', async () => {
    await runStreamStreamScript('outer', JoinWindows.ofTimeDifferenceWithNoGrace(100), runOuterJoinScript, {
      ...longs,
      stateStores: 3,
    })
  })

  it('testWindowing', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100),
      [
        { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
        {
          pipe: [
            [2, 0, 10, 0],
            [2, 1, 11, 0],
            [2, 2, 12, 0],
            [2, 3, 13, 0],
          ],
          expected: [
            [0, 'A0+10', 0],
            [1, 'A1+11', 0],
          ],
        },
        {
          pipe: [
            [2, 0, 20, 1000],
            [2, 1, 21, 1001],
            [2, 2, 22, 1002],
            [2, 3, 23, 1003],
          ],
          expected: [
            [2, 'null+12', 0],
            [3, 'null+13', 0],
          ],
        },
        {
          pipe: [...keyed(1, 'B', 1100, 4)],
          expected: [
            [0, 'B0+20', 1100],
            [1, 'B1+21', 1100],
            [2, 'B2+22', 1100],
            [3, 'B3+23', 1100],
          ],
        },
        {
          pipe: [...keyed(1, 'C', 1101, 4)],
          expected: [
            [1, 'C1+21', 1101],
            [2, 'C2+22', 1101],
            [3, 'C3+23', 1101],
          ],
        },
        {
          pipe: [...keyed(1, 'D', 1102, 4)],
          expected: [
            [2, 'D2+22', 1102],
            [3, 'D3+23', 1102],
          ],
        },
        { pipe: [...keyed(1, 'E', 1103, 4)], expected: [[3, 'E3+23', 1103]] },
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
            [0, 'H0+20', 1000],
            [1, 'H1+null', 900],
            [2, 'H2+null', 900],
            [3, 'H3+null', 900],
          ],
        },
        {
          pipe: [...keyed(1, 'I', 901, 4)],
          expected: [
            [0, 'I0+20', 1000],
            [1, 'I1+21', 1001],
            [2, 'I2+null', 901],
            [3, 'I3+null', 901],
          ],
        },
        {
          pipe: [...keyed(1, 'J', 902, 4)],
          expected: [
            [0, 'J0+20', 1000],
            [1, 'J1+21', 1001],
            [2, 'J2+22', 1002],
            [3, 'J3+null', 902],
          ],
        },
        {
          pipe: [...keyed(1, 'K', 903, 4)],
          expected: [
            [0, 'K0+20', 1000],
            [1, 'K1+21', 1001],
            [2, 'K2+22', 1002],
            [3, 'K3+23', 1003],
          ],
        },
        { pipe: [[1, 0, 'dummy', 1103]], expected: [[0, 'dummy+null', 1103]] },
      ],
      longs,
    )
  })

  it('testShouldNotEmitLeftJoinResultForAsymmetricBeforeWindow', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100).before(0),
      [
        { pipe: [...keyed(1, 'A', 0, 2, 1)], expected: [] },
        { pipe: [[2, 0, 10, 100]], expected: [[0, 'A0+10', 100]] },
        { pipe: [[2, 1, 11, 102]], expected: [[1, 'A1+null', 1]] },
        { pipe: [[2, 2, 12, 103]], expected: [[1, 'null+11', 102]] },
        { pipe: [[1, 2, 'A2', 103]], expected: [[2, 'A2+12', 103]] },
      ],
      longs,
    )
  })

  it('testShouldNotEmitLeftJoinResultForAsymmetricAfterWindow', async () => {
    await runStreamStreamScript(
      'outer',
      JoinWindows.ofTimeDifferenceWithNoGrace(100).after(0),
      [
        { pipe: [...keyed(1, 'A', 0, 2, 1)], expected: [[0, 'A0+null', 0]] },
        { pipe: [[2, 1, 11, 1]], expected: [[1, 'A1+11', 1]] },
        { pipe: [[2, 2, 12, 101]], expected: [] },
        { pipe: [[2, 3, 13, 101]], expected: [] },
        { pipe: [[1, 2, 'A2', 201]], expected: [[2, 'A2+12', 201]] },
      ],
      longs,
    )
  })

  // Kafka calls header forwarding undefined and pins what it observes: the record that triggers an output lends it
  // its headers (the expired non-joined records carry the headers of the record that advanced stream time)
  it('testShouldForwardCurrentHeaders', async () => {
    const builder = new StreamsBuilder()
    const stream1 = builder.stream('topic1', Consumed.with(Serdes.integer(), Serdes.string()))
    const stream2 = builder.stream('topic2', Consumed.with(Serdes.integer(), Serdes.long()))
    const seen: [number | null, string | null, number, Headers][] = []
    stream1.pipe(
      outerJoin(
        stream2,
        toStringJoiner,
        JoinWindows.ofTimeDifferenceAndGrace(100, 10),
        StreamJoined.with(Serdes.integer(), Serdes.string(), Serdes.long()),
      ),
      process<number, string, never, never>({
        get: () => ({ process: (r) => void seen.push([r.key, r.value, r.timestamp, r.headers]) }),
      }),
    )
    const driver = await driverOf(
      builder.build(),
      streamsConfig(Serdes.string() as never, Serdes.string() as never),
    )
    const inputTopic1 = driver.createInputTopic('topic1', Serdes.integer(), Serdes.string(), {
      startTimestampMs: 0,
    })
    const inputTopic2 = driver.createInputTopic('topic2', Serdes.integer(), Serdes.long(), {
      startTimestampMs: 0,
    })
    inputTopic1.pipeInput(new TestRecord(0, 'A0', 0, header(0x1)))
    inputTopic2.pipeInput(new TestRecord(1, 10, 0, header(0x2)))
    // bump stream-time to trigger outer-join results
    inputTopic2.pipeInput(new TestRecord(3, 100, 211, header(0x3)))
    expect(seen.splice(0)).toEqual([
      [1, 'null+10', 0, header(0x3)],
      [0, 'A0+null', 0, header(0x3)],
    ])
    // verifies joined duplicates are emitted
    inputTopic1.pipeInput(new TestRecord(2, 'A2', 200, header(0x4)))
    inputTopic2.pipeInput(new TestRecord(2, 12, 200, header(0x5)))
    expect(seen.splice(0)).toEqual([[2, 'A2+12', 200, header(0x5)]])
    await driver.close()
  })
})
