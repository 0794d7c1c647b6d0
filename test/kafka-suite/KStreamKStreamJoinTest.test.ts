// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamKStreamJoinTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  JoinWindows,
  KeyValue,
  Serdes,
  StreamJoined,
  Stores,
  StreamsBuilder,
  type KStream,
} from '../../src/index.js'
import { join, map, outerJoin, process, to } from '../../src/operators.js'
import {
  capture,
  driverOf,
  intInput,
  streamsConfig,
  toStringJoiner,
  type DriverLog,
  type Kvt,
} from './support/joinSupport.js'
import { keyed, runStreamStreamScript } from './support/streamStreamScript.js'

const topic1 = 'topic1'
const topic2 = 'topic2'
const consumed = Consumed.with(Serdes.integer(), Serdes.string())
const props = streamsConfig(Serdes.string() as never, Serdes.string() as never)
const joinWindows = JoinWindows.ofTimeDifferenceAndGrace(50, 50)
const streamJoined = StreamJoined.with(Serdes.string(), Serdes.integer(), Serdes.integer())
const sum = (a: number, b: number): number => a + b

const leftAndRight = (builder: StreamsBuilder): [KStream<string, number>, KStream<string, number>] => [
  builder.stream('left', Consumed.with(Serdes.string(), Serdes.integer())),
  builder.stream('right', Consumed.with(Serdes.string(), Serdes.integer())),
]

// KStreamKStreamJoinTest#buildWindowBytesStoreSupplier
const buildWindowBytesStoreSupplier = (
  name: string,
  retentionPeriod: number,
  windowSize: number,
  retainDuplicates: boolean,
) => Stores.inMemoryWindowStore(name, retentionPeriod, windowSize, retainDuplicates)

// KStreamKStreamJoinTest#buildStreamsJoinThatShouldThrow: Java throws a StreamsException when the join is declared
const buildStreamsJoinThatShouldThrow = (
  joined: StreamJoined<string, number, number>,
  windows: JoinWindows,
): void => {
  const builder = new StreamsBuilder()
  const [left, right] = leftAndRight(builder)
  expect(() => left.pipe(join(right, sum, windows, joined))).toThrow(
    expect.objectContaining({ _tag: 'InvalidTopology' }),
  )
}

// KStreamKStreamJoinTest#runJoin
const runJoin = async (joined: StreamJoined<string, number, number>, windows: JoinWindows) => {
  const builder = new StreamsBuilder()
  const [left, right] = leftAndRight(builder)
  const proc = capture<string, number>()
  left.pipe(join(right, sum, windows, joined), process(proc.supplier))
  const topology = builder.build()
  const driver = await driverOf(topology, props)
  const inputTopicLeft = driver.createInputTopic('left', Serdes.string(), Serdes.integer(), {
    startTimestampMs: 0,
  })
  const inputTopicRight = driver.createInputTopic('right', Serdes.string(), Serdes.integer(), {
    startTimestampMs: 0,
  })
  inputTopicLeft.pipeInput('A', 1, 1)
  inputTopicLeft.pipeInput('B', 1, 2)
  inputTopicRight.pipeInput('A', 1, 1)
  inputTopicRight.pipeInput('B', 2, 2)
  expect(proc.take()).toEqual([
    ['A', 2, 1],
    ['B', 3, 2],
  ])
  await driver.close()
  return topology
}

/** The input script and expected results shared by `testJoin` and `testOuterJoin` (no timestamps: all at 0). */
const joinPhases: readonly {
  readonly topic: 1 | 2
  readonly records: readonly [number, string][]
  readonly expected: readonly Kvt[]
}[] = [
  {
    topic: 1,
    records: [
      [0, 'A0'],
      [1, 'A1'],
    ],
    expected: [],
  },
  {
    topic: 2,
    records: [
      [0, 'a0'],
      [1, 'a1'],
    ],
    expected: [
      [0, 'A0+a0', 0],
      [1, 'A1+a1', 0],
    ],
  },
  {
    topic: 1,
    records: [0, 1, 2, 3].map((k) => [k, `B${k}`]),
    expected: [
      [0, 'B0+a0', 0],
      [1, 'B1+a1', 0],
    ],
  },
  {
    topic: 2,
    records: [0, 1, 2, 3].map((k) => [k, `b${k}`]),
    expected: [
      [0, 'A0+b0', 0],
      [0, 'B0+b0', 0],
      [1, 'A1+b1', 0],
      [1, 'B1+b1', 0],
      [2, 'B2+b2', 0],
      [3, 'B3+b3', 0],
    ],
  },
  {
    topic: 1,
    records: [0, 1, 2, 3].map((k) => [k, `C${k}`]),
    expected: [
      [0, 'C0+a0', 0],
      [0, 'C0+b0', 0],
      [1, 'C1+a1', 0],
      [1, 'C1+b1', 0],
      [2, 'C2+b2', 0],
      [3, 'C3+b3', 0],
    ],
  },
  {
    topic: 2,
    records: [
      [0, 'c0'],
      [1, 'c1'],
    ],
    expected: [
      [0, 'A0+c0', 0],
      [0, 'B0+c0', 0],
      [0, 'C0+c0', 0],
      [1, 'A1+c1', 0],
      [1, 'B1+c1', 0],
      [1, 'C1+c1', 0],
    ],
  },
]

const runJoinPhases = async (kind: 'inner' | 'outer', windows: JoinWindows): Promise<void> => {
  const builder = new StreamsBuilder()
  const stream1 = builder.stream(topic1, consumed)
  const stream2 = builder.stream(topic2, consumed)
  const joined = StreamJoined.with(Serdes.integer(), Serdes.string(), Serdes.string())
  const proc = capture<number, string>()
  stream1.pipe(
    kind === 'inner'
      ? join(stream2, toStringJoiner, windows, joined)
      : outerJoin(stream2, toStringJoiner, windows, joined),
    process(proc.supplier),
  )
  const topology = builder.build()
  expect(topology.copartitionGroups().map((g) => [...g].sort())).toEqual([[topic1, topic2]])
  const driver = await driverOf(topology, props)
  const inputs = { 1: intInput(driver, topic1), 2: intInput(driver, topic2) }
  for (const phase of joinPhases) {
    for (const [key, value] of phase.records) inputs[phase.topic].pipeInput(key, value)
    expect(proc.take()).toEqual(phase.expected)
  }
  await driver.close()
}

describe('KStreamKStreamJoinTest', () => {
  // Kafka captures the log line; ours adds the node name, and the record is counted as dropped
  it('shouldLogAndMeterOnSkippedRecordsWithNullValueWithBuiltInMetricsVersionLatest', async () => {
    const builder = new StreamsBuilder()
    const [left, right] = leftAndRight(builder)
    left.pipe(join(right, sum, JoinWindows.ofTimeDifferenceWithNoGrace(100), streamJoined))
    const log: DriverLog = { warnings: [] }
    const driver = await driverOf(builder.build(), props, log)
    driver.createInputTopic('left', Serdes.string(), Serdes.integer()).pipeInput('A', null)
    expect(log.warnings).toEqual([expect.stringContaining('Skipping record due to null key or value.')])
    expect(log.warnings[0]).toContain('topic=[left] partition=[0] offset=[0]')
    expect(driver.metrics().droppedRecords).toBe(1)
    await driver.close()
  })

  const threeStreams = (builder: StreamsBuilder) => {
    const strings = Consumed.with(Serdes.string(), Serdes.string())
    const stream1 = builder.stream('topic', strings)
    const stream2 = builder.stream('topic2', strings)
    const stream3 = builder.stream('topic3', strings)
    return { newStream: stream1.pipe(map((k, v) => KeyValue.pair(v, k))), stream2, stream3 }
  }
  const concat = (value1: string, value2: string): string => value1 + value2

  it('shouldReuseRepartitionTopicWithGeneratedName', () => {
    const builder = new StreamsBuilder()
    const { newStream, stream2, stream3 } = threeStreams(builder)
    newStream.pipe(join(stream2, concat, JoinWindows.ofTimeDifferenceWithNoGrace(100)), to('out-one'))
    newStream.pipe(join(stream3, concat, JoinWindows.ofTimeDifferenceWithNoGrace(100)), to('out-to'))
    expect(builder.build({ 'topology.optimization': 'none' }).describe().toString()).toBe(
      expectedTopologyWithGeneratedRepartitionTopic,
    )
  })

  it('shouldCreateRepartitionTopicsWithUserProvidedName', () => {
    const builder = new StreamsBuilder()
    const { newStream, stream2, stream3 } = threeStreams(builder)
    const joined = StreamJoined.with(Serdes.string(), Serdes.string(), Serdes.string())
    const windows = JoinWindows.ofTimeDifferenceWithNoGrace(100)
    newStream.pipe(join(stream2, concat, windows, joined.withName('first-join')), to('out-one'))
    newStream.pipe(join(stream3, concat, windows, joined.withName('second-join')), to('out-two'))
    expect(builder.build({ 'topology.optimization': 'none' }).describe().toString()).toBe(
      expectedTopologyWithUserNamedRepartitionTopics,
    )
  })

  it('shouldDisableLoggingOnStreamJoined', () => {
    const builder = new StreamsBuilder()
    const [left, right] = leftAndRight(builder)
    const joined = streamJoined.withStoreName('store').withLoggingDisabled()
    left.pipe(join(right, sum, JoinWindows.ofTimeDifferenceAndGrace(100, 50), joined))
    const topology = builder.build()
    expect(topology.stores.get('store-this-join-store')?.logging.enabled).toBe(false)
    expect(topology.stores.get('store-other-join-store')?.logging.enabled).toBe(false)
  })

  it('shouldEnableLoggingWithCustomConfigOnStreamJoined', () => {
    const builder = new StreamsBuilder()
    const [left, right] = leftAndRight(builder)
    const joined = streamJoined.withStoreName('store').withLoggingEnabled({ test: 'property' })
    left.pipe(join(right, sum, JoinWindows.ofTimeDifferenceAndGrace(100, 50), joined))
    const topology = builder.build()
    expect(topology.stores.get('store-this-join-store')?.logging.enabled).toBe(true)
    expect(topology.stores.get('store-other-join-store')?.logging.enabled).toBe(true)
    const changelogs = topology.internalTopics().filter((t) => t.name.endsWith('-changelog'))
    expect(changelogs).toHaveLength(2)
    for (const changelog of changelogs) expect(changelog.config?.test).toBe('property')
  })

  it('shouldThrowExceptionThisStoreSupplierRetentionDoNotMatchWindowsSizeAndGrace', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 500, 100, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 150, 100, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldThrowExceptionThisStoreSupplierWindowSizeDoesNotMatchJoinWindowsWindowSize', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 150, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 150, 100, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldThrowExceptionWhenThisJoinStoreSetsRetainDuplicatesFalse', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, false)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 150, 100, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldThrowExceptionOtherStoreSupplierRetentionDoNotMatchWindowsSizeAndGrace', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 500, 100, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldThrowExceptionOtherStoreSupplierWindowSizeDoesNotMatchJoinWindowsWindowSize', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 150, 150, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldThrowExceptionWhenOtherJoinStoreSetsRetainDuplicatesFalse', () => {
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store-other', 150, 100, false)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      joinWindows,
    )
  })

  it('shouldBuildJoinWithCustomStoresAndCorrectWindowSettings', () => {
    const builder = new StreamsBuilder()
    const [left, right] = leftAndRight(builder)
    left.pipe(join(right, sum, joinWindows, streamJoined))
    expect(() => builder.build()).not.toThrow()
  })

  it('shouldExceptionWhenJoinStoresDoNotHaveUniqueNames', () => {
    const windows = JoinWindows.ofTimeDifferenceAndGrace(100, 50)
    const thisStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, true)
    const otherStoreSupplier = buildWindowBytesStoreSupplier('in-memory-join-store', 150, 100, true)
    buildStreamsJoinThatShouldThrow(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      windows,
    )
  })

  // beyond Kafka's outputs, each run checks that the supplied stores are the ones the join uses (in memory)
  it('shouldJoinWithCustomStoreSuppliers', async () => {
    const windows = JoinWindows.ofTimeDifferenceWithNoGrace(100)
    const retention = windows.size() + windows.gracePeriodMs()
    const thisStoreSupplier = Stores.inMemoryWindowStore(
      'in-memory-join-store',
      retention,
      windows.size(),
      true,
    )
    const otherStoreSupplier = Stores.inMemoryWindowStore(
      'in-memory-join-store-other',
      retention,
      windows.size(),
      true,
    )
    const both = await runJoin(
      streamJoined.withThisStoreSupplier(thisStoreSupplier).withOtherStoreSupplier(otherStoreSupplier),
      windows,
    )
    expect(both.stores.get('in-memory-join-store')?.persistent).toBe(false)
    expect(both.stores.get('in-memory-join-store-other')?.persistent).toBe(false)
    const thisOnly = await runJoin(streamJoined.withThisStoreSupplier(thisStoreSupplier), windows)
    expect(thisOnly.stores.get('in-memory-join-store')?.persistent).toBe(false)
    const otherOnly = await runJoin(streamJoined.withOtherStoreSupplier(otherStoreSupplier), windows)
    expect(otherOnly.stores.get('in-memory-join-store-other')?.persistent).toBe(false)
  })

  it('testJoin', async () => {
    await runJoinPhases('inner', JoinWindows.ofTimeDifferenceWithNoGrace(100))
  })

  it('testOuterJoin', async () => {
    await runJoinPhases('outer', JoinWindows.ofTimeDifferenceAndGrace(100, 24 * 3600 * 1000))
  })

  it('testWindowing', async () => {
    await runStreamStreamScript('inner', JoinWindows.ofTimeDifferenceWithNoGrace(100), [
      { pipe: [...keyed(1, 'A', 0, 2)], expected: [] },
      {
        pipe: [...keyed(2, 'a', 0, 2)],
        expected: [
          [0, 'A0+a0', 0],
          [1, 'A1+a1', 0],
        ],
      },
      { pipe: [...keyed(1, 'B', 1000, 4, 1)], expected: [] },
      {
        pipe: [...keyed(2, 'b', 1100, 4)],
        expected: [
          [0, 'B0+b0', 1100],
          [1, 'B1+b1', 1100],
          [2, 'B2+b2', 1100],
          [3, 'B3+b3', 1100],
        ],
      },
      {
        pipe: [...keyed(2, 'c', 1101, 4)],
        expected: [
          [1, 'B1+c1', 1101],
          [2, 'B2+c2', 1101],
          [3, 'B3+c3', 1101],
        ],
      },
      {
        pipe: [...keyed(2, 'd', 1102, 4)],
        expected: [
          [2, 'B2+d2', 1102],
          [3, 'B3+d3', 1102],
        ],
      },
      { pipe: [...keyed(2, 'e', 1103, 4)], expected: [[3, 'B3+e3', 1103]] },
      { pipe: [...keyed(2, 'f', 1104, 4)], expected: [] },
      { pipe: [...keyed(2, 'g', 899, 4)], expected: [] },
      { pipe: [...keyed(2, 'h', 900, 4)], expected: [[0, 'B0+h0', 1000]] },
      {
        pipe: [...keyed(2, 'i', 901, 4)],
        expected: [
          [0, 'B0+i0', 1000],
          [1, 'B1+i1', 1001],
        ],
      },
      {
        pipe: [...keyed(2, 'j', 902, 4)],
        expected: [
          [0, 'B0+j0', 1000],
          [1, 'B1+j1', 1001],
          [2, 'B2+j2', 1002],
        ],
      },
      {
        pipe: [...keyed(2, 'k', 903, 4)],
        expected: [
          [0, 'B0+k0', 1000],
          [1, 'B1+k1', 1001],
          [2, 'B2+k2', 1002],
          [3, 'B3+k3', 1003],
        ],
      },
      { pipe: [...keyed(2, 'l', 2000, 4, 1)], expected: [] },
      {
        pipe: [...keyed(1, 'C', 2100, 4)],
        expected: [
          [0, 'C0+l0', 2100],
          [1, 'C1+l1', 2100],
          [2, 'C2+l2', 2100],
          [3, 'C3+l3', 2100],
        ],
      },
      {
        pipe: [...keyed(1, 'D', 2101, 4)],
        expected: [
          [1, 'D1+l1', 2101],
          [2, 'D2+l2', 2101],
          [3, 'D3+l3', 2101],
        ],
      },
      {
        pipe: [...keyed(1, 'E', 2102, 4)],
        expected: [
          [2, 'E2+l2', 2102],
          [3, 'E3+l3', 2102],
        ],
      },
      { pipe: [...keyed(1, 'F', 2103, 4)], expected: [[3, 'F3+l3', 2103]] },
      { pipe: [...keyed(1, 'G', 2104, 4)], expected: [] },
      { pipe: [...keyed(1, 'H', 1899, 4)], expected: [] },
      { pipe: [...keyed(1, 'I', 1900, 4)], expected: [[0, 'I0+l0', 2000]] },
      {
        pipe: [...keyed(1, 'J', 1901, 4)],
        expected: [
          [0, 'J0+l0', 2000],
          [1, 'J1+l1', 2001],
        ],
      },
      {
        pipe: [...keyed(1, 'K', 1902, 4)],
        expected: [
          [0, 'K0+l0', 2000],
          [1, 'K1+l1', 2001],
          [2, 'K2+l2', 2002],
        ],
      },
      {
        pipe: [...keyed(1, 'L', 1903, 4)],
        expected: [
          [0, 'L0+l0', 2000],
          [1, 'L1+l1', 2001],
          [2, 'L2+l2', 2002],
          [3, 'L3+l3', 2003],
        ],
      },
    ])
  })

  it('testAsymmetricWindowingAfter', async () => {
    await runStreamStreamScript('inner', JoinWindows.ofTimeDifferenceWithNoGrace(0).after(100), [
      { pipe: [...keyed(1, 'A', 1000, 4, 1)], expected: [] },
      { pipe: [...keyed(2, 'a', 999, 4)], expected: [] },
      { pipe: [...keyed(2, 'b', 1000, 4)], expected: [[0, 'A0+b0', 1000]] },
      {
        pipe: [...keyed(2, 'c', 1001, 4)],
        expected: [
          [0, 'A0+c0', 1001],
          [1, 'A1+c1', 1001],
        ],
      },
      {
        pipe: [...keyed(2, 'd', 1002, 4)],
        expected: [
          [0, 'A0+d0', 1002],
          [1, 'A1+d1', 1002],
          [2, 'A2+d2', 1002],
        ],
      },
      {
        pipe: [...keyed(2, 'e', 1003, 4)],
        expected: [
          [0, 'A0+e0', 1003],
          [1, 'A1+e1', 1003],
          [2, 'A2+e2', 1003],
          [3, 'A3+e3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'f', 1100, 4)],
        expected: [
          [0, 'A0+f0', 1100],
          [1, 'A1+f1', 1100],
          [2, 'A2+f2', 1100],
          [3, 'A3+f3', 1100],
        ],
      },
      {
        pipe: [...keyed(2, 'g', 1101, 4)],
        expected: [
          [1, 'A1+g1', 1101],
          [2, 'A2+g2', 1101],
          [3, 'A3+g3', 1101],
        ],
      },
      {
        pipe: [...keyed(2, 'h', 1102, 4)],
        expected: [
          [2, 'A2+h2', 1102],
          [3, 'A3+h3', 1102],
        ],
      },
      { pipe: [...keyed(2, 'i', 1103, 4)], expected: [[3, 'A3+i3', 1103]] },
      { pipe: [...keyed(2, 'j', 1104, 4)], expected: [] },
    ])
  })

  it('testAsymmetricWindowingBefore', async () => {
    await runStreamStreamScript('inner', JoinWindows.ofTimeDifferenceWithNoGrace(0).before(100), [
      { pipe: [...keyed(1, 'A', 1000, 4, 1)], expected: [] },
      { pipe: [...keyed(2, 'a', 899, 4)], expected: [] },
      { pipe: [...keyed(2, 'b', 900, 4)], expected: [[0, 'A0+b0', 1000]] },
      {
        pipe: [...keyed(2, 'c', 901, 4)],
        expected: [
          [0, 'A0+c0', 1000],
          [1, 'A1+c1', 1001],
        ],
      },
      {
        pipe: [...keyed(2, 'd', 902, 4)],
        expected: [
          [0, 'A0+d0', 1000],
          [1, 'A1+d1', 1001],
          [2, 'A2+d2', 1002],
        ],
      },
      {
        pipe: [...keyed(2, 'e', 903, 4)],
        expected: [
          [0, 'A0+e0', 1000],
          [1, 'A1+e1', 1001],
          [2, 'A2+e2', 1002],
          [3, 'A3+e3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'f', 1000, 4)],
        expected: [
          [0, 'A0+f0', 1000],
          [1, 'A1+f1', 1001],
          [2, 'A2+f2', 1002],
          [3, 'A3+f3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'g', 1001, 4)],
        expected: [
          [1, 'A1+g1', 1001],
          [2, 'A2+g2', 1002],
          [3, 'A3+g3', 1003],
        ],
      },
      {
        pipe: [...keyed(2, 'h', 1002, 4)],
        expected: [
          [2, 'A2+h2', 1002],
          [3, 'A3+h3', 1003],
        ],
      },
      { pipe: [...keyed(2, 'i', 1003, 4)], expected: [[3, 'A3+i3', 1003]] },
      { pipe: [...keyed(2, 'j', 1004, 4)], expected: [] },
    ])
  })
})

const expectedTopologyWithUserNamedRepartitionTopics =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-MAP-0000000003\n' +
  '    Processor: KSTREAM-MAP-0000000003 (stores: [])\n' +
  '      --> second-join-left-repartition-filter, first-join-left-repartition-filter\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: first-join-left-repartition-filter (stores: [])\n' +
  '      --> first-join-left-repartition-sink\n' +
  '      <-- KSTREAM-MAP-0000000003\n' +
  '    Processor: second-join-left-repartition-filter (stores: [])\n' +
  '      --> second-join-left-repartition-sink\n' +
  '      <-- KSTREAM-MAP-0000000003\n' +
  '    Sink: first-join-left-repartition-sink (topic: first-join-left-repartition)\n' +
  '      <-- first-join-left-repartition-filter\n' +
  '    Sink: second-join-left-repartition-sink (topic: second-join-left-repartition)\n' +
  '      <-- second-join-left-repartition-filter\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: KSTREAM-SOURCE-0000000001 (topics: [topic2])\n' +
  '      --> first-join-other-windowed\n' +
  '    Source: first-join-left-repartition-source (topics: [first-join-left-repartition])\n' +
  '      --> first-join-this-windowed\n' +
  '    Processor: first-join-other-windowed (stores: [KSTREAM-JOINOTHER-0000000010-store])\n' +
  '      --> first-join-other-join\n' +
  '      <-- KSTREAM-SOURCE-0000000001\n' +
  '    Processor: first-join-this-windowed (stores: [KSTREAM-JOINTHIS-0000000009-store])\n' +
  '      --> first-join-this-join\n' +
  '      <-- first-join-left-repartition-source\n' +
  '    Processor: first-join-other-join (stores: [KSTREAM-JOINTHIS-0000000009-store])\n' +
  '      --> first-join-merge\n' +
  '      <-- first-join-other-windowed\n' +
  '    Processor: first-join-this-join (stores: [KSTREAM-JOINOTHER-0000000010-store])\n' +
  '      --> first-join-merge\n' +
  '      <-- first-join-this-windowed\n' +
  '    Processor: first-join-merge (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000012\n' +
  '      <-- first-join-this-join, first-join-other-join\n' +
  '    Sink: KSTREAM-SINK-0000000012 (topic: out-one)\n' +
  '      <-- first-join-merge\n' +
  '\n' +
  '  Sub-topology: 2\n' +
  '    Source: KSTREAM-SOURCE-0000000002 (topics: [topic3])\n' +
  '      --> second-join-other-windowed\n' +
  '    Source: second-join-left-repartition-source (topics: [second-join-left-repartition])\n' +
  '      --> second-join-this-windowed\n' +
  '    Processor: second-join-other-windowed (stores: [KSTREAM-JOINOTHER-0000000019-store])\n' +
  '      --> second-join-other-join\n' +
  '      <-- KSTREAM-SOURCE-0000000002\n' +
  '    Processor: second-join-this-windowed (stores: [KSTREAM-JOINTHIS-0000000018-store])\n' +
  '      --> second-join-this-join\n' +
  '      <-- second-join-left-repartition-source\n' +
  '    Processor: second-join-other-join (stores: [KSTREAM-JOINTHIS-0000000018-store])\n' +
  '      --> second-join-merge\n' +
  '      <-- second-join-other-windowed\n' +
  '    Processor: second-join-this-join (stores: [KSTREAM-JOINOTHER-0000000019-store])\n' +
  '      --> second-join-merge\n' +
  '      <-- second-join-this-windowed\n' +
  '    Processor: second-join-merge (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000021\n' +
  '      <-- second-join-this-join, second-join-other-join\n' +
  '    Sink: KSTREAM-SINK-0000000021 (topic: out-two)\n' +
  '      <-- second-join-merge\n\n'

const expectedTopologyWithGeneratedRepartitionTopic =
  'Topologies:\n' +
  '   Sub-topology: 0\n' +
  '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])\n' +
  '      --> KSTREAM-MAP-0000000003\n' +
  '    Processor: KSTREAM-MAP-0000000003 (stores: [])\n' +
  '      --> KSTREAM-FILTER-0000000005\n' +
  '      <-- KSTREAM-SOURCE-0000000000\n' +
  '    Processor: KSTREAM-FILTER-0000000005 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000004\n' +
  '      <-- KSTREAM-MAP-0000000003\n' +
  '    Sink: KSTREAM-SINK-0000000004 (topic: KSTREAM-MAP-0000000003-repartition)\n' +
  '      <-- KSTREAM-FILTER-0000000005\n' +
  '\n' +
  '  Sub-topology: 1\n' +
  '    Source: KSTREAM-SOURCE-0000000006 (topics: [KSTREAM-MAP-0000000003-repartition])\n' +
  '      --> KSTREAM-WINDOWED-0000000007, KSTREAM-WINDOWED-0000000016\n' +
  '    Source: KSTREAM-SOURCE-0000000001 (topics: [topic2])\n' +
  '      --> KSTREAM-WINDOWED-0000000008\n' +
  '    Source: KSTREAM-SOURCE-0000000002 (topics: [topic3])\n' +
  '      --> KSTREAM-WINDOWED-0000000017\n' +
  '    Processor: KSTREAM-WINDOWED-0000000007 (stores: [KSTREAM-JOINTHIS-0000000009-store])\n' +
  '      --> KSTREAM-JOINTHIS-0000000009\n' +
  '      <-- KSTREAM-SOURCE-0000000006\n' +
  '    Processor: KSTREAM-WINDOWED-0000000008 (stores: [KSTREAM-JOINOTHER-0000000010-store])\n' +
  '      --> KSTREAM-JOINOTHER-0000000010\n' +
  '      <-- KSTREAM-SOURCE-0000000001\n' +
  '    Processor: KSTREAM-WINDOWED-0000000016 (stores: [KSTREAM-JOINTHIS-0000000018-store])\n' +
  '      --> KSTREAM-JOINTHIS-0000000018\n' +
  '      <-- KSTREAM-SOURCE-0000000006\n' +
  '    Processor: KSTREAM-WINDOWED-0000000017 (stores: [KSTREAM-JOINOTHER-0000000019-store])\n' +
  '      --> KSTREAM-JOINOTHER-0000000019\n' +
  '      <-- KSTREAM-SOURCE-0000000002\n' +
  '    Processor: KSTREAM-JOINOTHER-0000000010 (stores: [KSTREAM-JOINTHIS-0000000009-store])\n' +
  '      --> KSTREAM-MERGE-0000000011\n' +
  '      <-- KSTREAM-WINDOWED-0000000008\n' +
  '    Processor: KSTREAM-JOINOTHER-0000000019 (stores: [KSTREAM-JOINTHIS-0000000018-store])\n' +
  '      --> KSTREAM-MERGE-0000000020\n' +
  '      <-- KSTREAM-WINDOWED-0000000017\n' +
  '    Processor: KSTREAM-JOINTHIS-0000000009 (stores: [KSTREAM-JOINOTHER-0000000010-store])\n' +
  '      --> KSTREAM-MERGE-0000000011\n' +
  '      <-- KSTREAM-WINDOWED-0000000007\n' +
  '    Processor: KSTREAM-JOINTHIS-0000000018 (stores: [KSTREAM-JOINOTHER-0000000019-store])\n' +
  '      --> KSTREAM-MERGE-0000000020\n' +
  '      <-- KSTREAM-WINDOWED-0000000016\n' +
  '    Processor: KSTREAM-MERGE-0000000011 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000012\n' +
  '      <-- KSTREAM-JOINTHIS-0000000009, KSTREAM-JOINOTHER-0000000010\n' +
  '    Processor: KSTREAM-MERGE-0000000020 (stores: [])\n' +
  '      --> KSTREAM-SINK-0000000021\n' +
  '      <-- KSTREAM-JOINTHIS-0000000018, KSTREAM-JOINOTHER-0000000019\n' +
  '    Sink: KSTREAM-SINK-0000000012 (topic: out-one)\n' +
  '      <-- KSTREAM-MERGE-0000000011\n' +
  '    Sink: KSTREAM-SINK-0000000021 (topic: out-to)\n' +
  '      <-- KSTREAM-MERGE-0000000020\n\n'
