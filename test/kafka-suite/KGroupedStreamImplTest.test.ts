// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KGroupedStreamImplTest.java
// Each `it` is named after the Kafka test method; expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Grouped,
  Materialized,
  Serdes,
  SessionWindows,
  SlidingWindows,
  StreamsBuilder,
  TimeWindows,
  type KGroupedStream,
  type Topology,
} from '../../src/index.js'
import {
  aggregate,
  cogroup,
  count,
  groupByKey,
  process,
  reduce,
  toStream,
  windowedBy,
} from '../../src/operators.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  capture,
  keyId,
  kvt,
  recordingLogger,
  stringConfig,
  windowed,
  type Capture,
} from './aggregateSupport/capture.js'
import { loose, N, nullArgumentCases } from './aggregateSupport/nullArguments.js'

const TOPIC = 'topic'
const INVALID_STORE_NAME = '~foo bar~'
const STRING_ADDER = (a: string, b: string): string => `${a}+${b}`
const STRING_INIT = (): string => '0'
const TOSTRING_ADDER = (_key: string, value: string, agg: string): string => `${agg}+${value}`

const setUp = (): { builder: StreamsBuilder; groupedStream: KGroupedStream<string, string> } => {
  const builder = new StreamsBuilder()
  const groupedStream = builder
    .stream(TOPIC, Consumed.with(Serdes.string(), Serdes.string()))
    .pipe(groupByKey(Grouped.with(Serdes.string(), Serdes.string())))
  return { builder, groupedStream }
}

const drive = async (
  topology: Topology,
  pipe: (input: { pipeInput: (k: string, v: string | null, t?: number) => void }) => void,
  logger?: ReturnType<typeof recordingLogger>,
): Promise<TopologyTestDriver> => {
  const driver = await TopologyTestDriver.create(topology, stringConfig, {
    logger: logger ?? recordingLogger(),
  })
  const input = driver.createInputTopic(TOPIC, Serdes.string(), Serdes.string())
  pipe({
    pipeInput: (k, v, t) => (t === undefined ? input.pipeInput(k, v) : input.pipeInput(k, v, t)),
  })
  return driver
}

// KGroupedStreamImplTest.processData
const processData = (input: { pipeInput: (k: string, v: string | null, t?: number) => void }): void => {
  input.pipeInput('1', 'A', 5)
  input.pipeInput('2', 'B', 1)
  input.pipeInput('1', 'C', 3)
  input.pipeInput('1', 'D', 10)
  input.pipeInput('3', 'E', 8)
  input.pipeInput('3', 'F', 9)
  input.pipeInput('3', null)
}

const runAndClose = async (topology: Topology, pipe: Parameters<typeof drive>[1]): Promise<void> => {
  const driver = await drive(topology, pipe)
  await driver.close()
}

// KGroupedStreamImplTest.doCountSlidingWindows
const doCountSlidingWindows = async (
  builder: StreamsBuilder,
  supplier: Capture<unknown, number>,
): Promise<void> => {
  await runAndClose(builder.build(), (input) => {
    input.pipeInput('1', 'A', 500)
    input.pipeInput('1', 'A', 999)
    input.pipeInput('1', 'A', 600)
    input.pipeInput('2', 'B', 500)
    input.pipeInput('2', 'B', 600)
    input.pipeInput('2', 'B', 700)
    input.pipeInput('3', 'C', 501)
    input.pipeInput('1', 'A', 1000)
    input.pipeInput('1', 'A', 1000)
    input.pipeInput('2', 'B', 1000)
    input.pipeInput('2', 'B', 1000)
    input.pipeInput('3', 'C', 600)
  })
  type W = { key: string; window: { start: number } }
  // Kafka sorts by key, then window start; the sort is stable, so equal windows keep their processing order.
  const actual = [...supplier.processed].sort((a, b) => {
    const x = a.key as W
    const y = b.key as W
    return x.key.localeCompare(y.key) || x.window.start - y.window.start
  })
  expect(actual).toEqual([
    kvt(windowed('1', 0, 500), 1, 500),
    kvt(windowed('1', 100, 600), 2, 600),
    kvt(windowed('1', 499, 999), 2, 999),
    kvt(windowed('1', 499, 999), 3, 999),
    kvt(windowed('1', 500, 1000), 4, 1000),
    kvt(windowed('1', 500, 1000), 5, 1000),
    kvt(windowed('1', 501, 1001), 1, 999),
    kvt(windowed('1', 501, 1001), 2, 999),
    kvt(windowed('1', 501, 1001), 3, 1000),
    kvt(windowed('1', 501, 1001), 4, 1000),
    kvt(windowed('1', 601, 1101), 1, 999),
    kvt(windowed('1', 601, 1101), 2, 1000),
    kvt(windowed('1', 601, 1101), 3, 1000),
    kvt(windowed('1', 1000, 1500), 1, 1000),
    kvt(windowed('1', 1000, 1500), 2, 1000),

    kvt(windowed('2', 0, 500), 1, 500),
    kvt(windowed('2', 100, 600), 2, 600),
    kvt(windowed('2', 200, 700), 3, 700),
    kvt(windowed('2', 500, 1000), 4, 1000),
    kvt(windowed('2', 500, 1000), 5, 1000),
    kvt(windowed('2', 501, 1001), 1, 600),
    kvt(windowed('2', 501, 1001), 2, 700),
    kvt(windowed('2', 501, 1001), 3, 1000),
    kvt(windowed('2', 501, 1001), 4, 1000),
    kvt(windowed('2', 601, 1101), 1, 700),
    kvt(windowed('2', 601, 1101), 2, 1000),
    kvt(windowed('2', 601, 1101), 3, 1000),
    kvt(windowed('2', 701, 1201), 1, 1000),
    kvt(windowed('2', 701, 1201), 2, 1000),

    kvt(windowed('3', 1, 501), 1, 501),
    kvt(windowed('3', 100, 600), 2, 600),
    kvt(windowed('3', 502, 1002), 1, 600),
  ])
}

// KGroupedStreamImplTest.doAggregateSessionWindows / doCountSessionWindows (same input, same expectations)
const doSessionWindowCounts = async (
  builder: StreamsBuilder,
  supplier: Capture<unknown, number>,
): Promise<void> => {
  await runAndClose(builder.build(), (input) => {
    input.pipeInput('1', '1', 10)
    input.pipeInput('2', '2', 15)
    input.pipeInput('1', '1', 30)
    input.pipeInput('1', '1', 70)
    input.pipeInput('1', '1', 100)
    input.pipeInput('1', '1', 90)
  })
  const result = supplier.lastValueAndTimestampPerKey
  expect(result.get(keyId(windowed('1', 10, 30)))).toEqual({ value: 2, timestamp: 30 })
  expect(result.get(keyId(windowed('2', 15, 15)))).toEqual({ value: 1, timestamp: 15 })
  expect(result.get(keyId(windowed('1', 70, 100)))).toEqual({ value: 3, timestamp: 100 })
}

// KGroupedStreamImplTest.doReduceSessionWindows
const doReduceSessionWindows = async (
  builder: StreamsBuilder,
  supplier: Capture<unknown, string>,
): Promise<void> => {
  await runAndClose(builder.build(), (input) => {
    input.pipeInput('1', 'A', 10)
    input.pipeInput('2', 'Z', 15)
    input.pipeInput('1', 'B', 30)
    input.pipeInput('1', 'A', 70)
    input.pipeInput('1', 'B', 100)
    input.pipeInput('1', 'C', 90)
  })
  const result = supplier.lastValueAndTimestampPerKey
  expect(result.get(keyId(windowed('1', 10, 30)))).toEqual({ value: 'A:B', timestamp: 30 })
  expect(result.get(keyId(windowed('2', 15, 15)))).toEqual({ value: 'Z', timestamp: 15 })
  expect(result.get(keyId(windowed('1', 70, 100)))).toEqual({ value: 'A:B:C', timestamp: 100 })
}

// KGroupedStreamImplTest.doCountWindowed
const doCountWindowed = async (
  builder: StreamsBuilder,
  supplier: Capture<unknown, number>,
): Promise<void> => {
  await runAndClose(builder.build(), (input) => {
    input.pipeInput('1', 'A', 0)
    input.pipeInput('1', 'A', 499)
    input.pipeInput('1', 'A', 100)
    input.pipeInput('2', 'B', 0)
    input.pipeInput('2', 'B', 100)
    input.pipeInput('2', 'B', 200)
    input.pipeInput('3', 'C', 1)
    input.pipeInput('1', 'A', 500)
    input.pipeInput('1', 'A', 500)
    input.pipeInput('2', 'B', 500)
    input.pipeInput('2', 'B', 500)
    input.pipeInput('3', 'B', 100)
  })
  expect(supplier.processed).toEqual([
    kvt(windowed('1', 0, 500), 1, 0),
    kvt(windowed('1', 0, 500), 2, 499),
    kvt(windowed('1', 0, 500), 3, 499),
    kvt(windowed('2', 0, 500), 1, 0),
    kvt(windowed('2', 0, 500), 2, 100),
    kvt(windowed('2', 0, 500), 3, 200),
    kvt(windowed('3', 0, 500), 1, 1),
    kvt(windowed('1', 500, 1000), 1, 500),
    kvt(windowed('1', 500, 1000), 2, 500),
    kvt(windowed('2', 500, 1000), 1, 500),
    kvt(windowed('2', 500, 1000), 2, 500),
    kvt(windowed('3', 0, 500), 2, 100),
  ])
}

describe('KGroupedStreamImplTest', () => {
  describe('invalid store names', () => {
    // Kafka throws TopologyException; ours is the InvalidName error, thrown where the name is given.
    const invalid = { _tag: 'InvalidName' }

    it('shouldNotHaveInvalidStoreNameOnReduce', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(reduce(STRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME))),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotHaveInvalidStoreNameWithWindowedReduce', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(TimeWindows.ofSizeWithNoGrace(10)),
          reduce(STRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotHaveInvalidStoreNameOnAggregate', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          aggregate(STRING_INIT, TOSTRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotHaveInvalidStoreNameOnWindowedAggregate', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(TimeWindows.ofSizeWithNoGrace(10)),
          aggregate(STRING_INIT, TOSTRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotHaveInvalidStoreNameWithSlidingWindowedReduce', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10, 100)),
          reduce(STRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotHaveInvalidStoreNameOnSlidingWindowedAggregate', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10, 100)),
          aggregate(STRING_INIT, TOSTRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotAcceptInvalidStoreNameWhenReducingSessionWindows', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
          reduce(STRING_ADDER, Materialized.as<string, string>(INVALID_STORE_NAME)),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })

    it('shouldNotAcceptInvalidStoreNameWhenAggregatingSessionWindows', () => {
      const { groupedStream } = setUp()
      expect(() =>
        groupedStream.pipe(
          windowedBy(SessionWindows.ofInactivityGapWithNoGrace(10)),
          aggregate(
            STRING_INIT,
            TOSTRING_ADDER,
            () => '',
            Materialized.as<string, string>(INVALID_STORE_NAME),
          ),
        ),
      ).toThrow(expect.objectContaining(invalid))
    })
  })

  it('shouldCountSlidingWindows', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    groupedStream.pipe(
      windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(500, 2000)),
      count(Materialized.as('aggregate-by-key-windowed')),
      toStream(),
      process(supplier.supplier),
    )
    await doCountSlidingWindows(builder, supplier)
  })

  it('shouldCountSlidingWindowsWithInternalStoreName', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    groupedStream.pipe(
      windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(500, 2000)),
      count(),
      toStream(),
      process(supplier.supplier),
    )
    await doCountSlidingWindows(builder, supplier)
  })

  it('shouldAggregateSessionWindows', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    const table = groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
      aggregate(
        () => 0,
        (_key, _value, agg: number) => agg + 1,
        (_key, one: number, two: number) => one + two,
        Materialized.as<string, number>('session-store').withValueSerde(Serdes.integer()),
      ),
    )
    table.pipe(toStream(), process(supplier.supplier))
    await doSessionWindowCounts(builder, supplier)
    expect(table.queryableStoreName).toBe('session-store')
  })

  it('shouldAggregateSessionWindowsWithInternalStoreName', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
      aggregate(
        () => 0,
        (_key, _value, agg: number) => agg + 1,
        (_key, one: number, two: number) => one + two,
        // Kafka: Materialized.with(null, Serdes.Integer()); our Materialized.with needs both serdes, so the key
        // serde is the grouped stream's, given again.
        Materialized.with(Serdes.string(), Serdes.integer()),
      ),
      toStream(),
      process(supplier.supplier),
    )
    await doSessionWindowCounts(builder, supplier)
  })

  it('shouldCountSessionWindows', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    const table = groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
      count(Materialized.as('session-store')),
    )
    table.pipe(toStream(), process(supplier.supplier))
    await doSessionWindowCounts(builder, supplier)
    expect(table.queryableStoreName).toBe('session-store')
  })

  it('shouldCountSessionWindowsWithInternalStoreName', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    const table = groupedStream.pipe(windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)), count())
    table.pipe(toStream(), process(supplier.supplier))
    await doSessionWindowCounts(builder, supplier)
    expect(table.queryableStoreName).toBeUndefined()
  })

  it('shouldReduceSessionWindows', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, string>()
    const table = groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
      reduce((v1, v2) => `${v1}:${v2}`, Materialized.as('session-store')),
    )
    table.pipe(toStream(), process(supplier.supplier))
    await doReduceSessionWindows(builder, supplier)
    expect(table.queryableStoreName).toBe('session-store')
  })

  it('shouldReduceSessionWindowsWithInternalStoreName', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, string>()
    const table = groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)),
      reduce((v1, v2) => `${v1}:${v2}`),
    )
    table.pipe(toStream(), process(supplier.supplier))
    await doReduceSessionWindows(builder, supplier)
    expect(table.queryableStoreName).toBeUndefined()
  })

  it('shouldAcceptNullStoreNameWhenAggregatingSessionWindows', () => {
    const { builder, groupedStream } = setUp()
    const table = groupedStream.pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(10)),
      aggregate(STRING_INIT, TOSTRING_ADDER, () => '', Materialized.with(Serdes.string(), Serdes.string())),
    )
    expect(table.queryableStoreName).toBeUndefined()
    expect(() => builder.build()).not.toThrow()
  })

  it('shouldCountAndMaterializeResults', async () => {
    const { builder, groupedStream } = setUp()
    groupedStream.pipe(count(Materialized.as<string, number>('count').withKeySerde(Serdes.string())))
    const driver = await drive(builder.build(), processData)
    const plain = driver.getKeyValueStore<string, number>('count')
    expect(plain?.get('1')).toBe(3)
    expect(plain?.get('2')).toBe(1)
    expect(plain?.get('3')).toBe(2)
    const timestamped = driver.getTimestampedKeyValueStore<string, number>('count')
    expect(timestamped?.get('1')).toEqual({ value: 3, timestamp: 10 })
    expect(timestamped?.get('2')).toEqual({ value: 1, timestamp: 1 })
    expect(timestamped?.get('3')).toEqual({ value: 2, timestamp: 9 })
    await driver.close()
  })

  it('shouldLogAndMeasureSkipsInAggregate', async () => {
    const { builder, groupedStream } = setUp()
    groupedStream.pipe(count(Materialized.as<string, number>('count').withKeySerde(Serdes.string())))
    const logger = recordingLogger()
    const driver = await drive(builder.build(), processData, logger)
    // Our line also names the processor node (node=[...]) between the reason and the record's coordinates.
    expect(
      logger.lines.some(
        (l) =>
          l.startsWith('Skipping record due to null key or value.') &&
          l.endsWith('topic=[topic] partition=[0] offset=[6]'),
      ),
    ).toBe(true)
    expect(driver.metrics().droppedRecords).toBe(1)
    await driver.close()
  })

  it('shouldReduceAndMaterializeResults', async () => {
    const { builder, groupedStream } = setUp()
    groupedStream.pipe(
      reduce(
        STRING_ADDER,
        Materialized.as<string, string>('reduce')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.string()),
      ),
    )
    const driver = await drive(builder.build(), processData)
    const plain = driver.getKeyValueStore<string, string>('reduce')
    expect(plain?.get('1')).toBe('A+C+D')
    expect(plain?.get('2')).toBe('B')
    expect(plain?.get('3')).toBe('E+F')
    const timestamped = driver.getTimestampedKeyValueStore<string, string>('reduce')
    expect(timestamped?.get('1')).toEqual({ value: 'A+C+D', timestamp: 10 })
    expect(timestamped?.get('2')).toEqual({ value: 'B', timestamp: 1 })
    expect(timestamped?.get('3')).toEqual({ value: 'E+F', timestamp: 9 })
    await driver.close()
  })

  it('shouldLogAndMeasureSkipsInReduce', async () => {
    const { builder, groupedStream } = setUp()
    groupedStream.pipe(
      reduce(
        STRING_ADDER,
        Materialized.as<string, string>('reduce')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.string()),
      ),
    )
    const logger = recordingLogger()
    const driver = await drive(builder.build(), processData, logger)
    // Our line also names the processor node (node=[...]) between the reason and the record's coordinates.
    expect(
      logger.lines.some(
        (l) =>
          l.startsWith('Skipping record due to null key or value.') &&
          l.endsWith('topic=[topic] partition=[0] offset=[6]'),
      ),
    ).toBe(true)
    expect(driver.metrics().droppedRecords).toBe(1)
    await driver.close()
  })

  it('shouldAggregateAndMaterializeResults', async () => {
    const { builder, groupedStream } = setUp()
    groupedStream.pipe(
      aggregate(
        STRING_INIT,
        TOSTRING_ADDER,
        Materialized.as<string, string>('aggregate')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.string()),
      ),
    )
    const driver = await drive(builder.build(), processData)
    const plain = driver.getKeyValueStore<string, string>('aggregate')
    expect(plain?.get('1')).toBe('0+A+C+D')
    expect(plain?.get('2')).toBe('0+B')
    expect(plain?.get('3')).toBe('0+E+F')
    const timestamped = driver.getTimestampedKeyValueStore<string, string>('aggregate')
    expect(timestamped?.get('1')).toEqual({ value: '0+A+C+D', timestamp: 10 })
    expect(timestamped?.get('2')).toEqual({ value: '0+B', timestamp: 1 })
    expect(timestamped?.get('3')).toEqual({ value: '0+E+F', timestamp: 9 })
    await driver.close()
  })

  it('shouldAggregateWithDefaultSerdes', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<string, string>()
    groupedStream.pipe(aggregate(STRING_INIT, TOSTRING_ADDER), toStream(), process(supplier.supplier))
    await runAndClose(builder.build(), processData)
    const last = supplier.lastValueAndTimestampPerKey
    expect(last.get(keyId('1'))).toEqual({ value: '0+A+C+D', timestamp: 10 })
    expect(last.get(keyId('2'))).toEqual({ value: '0+B', timestamp: 1 })
    expect(last.get(keyId('3'))).toEqual({ value: '0+E+F', timestamp: 9 })
  })

  it('shouldCountWindowed', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    groupedStream.pipe(
      windowedBy(TimeWindows.ofSizeAndGrace(500, 100)),
      count(Materialized.as('aggregate-by-key-windowed')),
      toStream(),
      process(supplier.supplier),
    )
    await doCountWindowed(builder, supplier)
  })

  it('shouldCountWindowedWithInternalStoreName', async () => {
    const { builder, groupedStream } = setUp()
    const supplier = capture<unknown, number>()
    groupedStream.pipe(
      windowedBy(TimeWindows.ofSizeAndGrace(500, 100)),
      count(),
      toStream(),
      process(supplier.supplier),
    )
    await doCountWindowed(builder, supplier)
  })
})

describe('KGroupedStreamImplTest null arguments', () => {
  const { groupedStream } = setUp()
  const time = groupedStream.pipe(windowedBy(TimeWindows.ofSizeWithNoGrace(10)))
  const sliding = groupedStream.pipe(windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10, 100)))
  const session = groupedStream.pipe(windowedBy(SessionWindows.ofInactivityGapWithNoGrace(30)))
  const store = (name: string) => Materialized.as<string, string>(name)
  const merger = (): string => ''
  nullArgumentCases({
    shouldNotHaveNullAggregatorOnCogroup: () => groupedStream.pipe(loose(cogroup)(N)),
    shouldNotHaveNullReducerOnReduce: () => groupedStream.pipe(loose(reduce)(N)),
    shouldNotHaveNullReducerWithWindowedReduce: () => time.pipe(loose(reduce)(N, store('store'))),
    shouldNotHaveNullWindowsWithWindowedReduce: () => groupedStream.pipe(loose(windowedBy)(N)),
    shouldNotHaveNullInitializerOnAggregate: () =>
      groupedStream.pipe(loose(aggregate)(N, TOSTRING_ADDER, store('store'))),
    shouldNotHaveNullAdderOnAggregate: () =>
      groupedStream.pipe(loose(aggregate)(STRING_INIT, N, store('store'))),
    shouldNotHaveNullInitializerOnWindowedAggregate: () =>
      time.pipe(loose(aggregate)(N, TOSTRING_ADDER, store('store'))),
    shouldNotHaveNullAdderOnWindowedAggregate: () =>
      time.pipe(loose(aggregate)(STRING_INIT, N, store('store'))),
    shouldNotHaveNullWindowsOnWindowedAggregate: () => groupedStream.pipe(loose(windowedBy)(N)),
    shouldNotHaveNullReducerWithSlidingWindowedReduce: () => sliding.pipe(loose(reduce)(N, store('store'))),
    shouldNotHaveNullWindowsWithSlidingWindowedReduce: () => groupedStream.pipe(loose(windowedBy)(N)),
    shouldNotHaveNullInitializerOnSlidingWindowedAggregate: () =>
      sliding.pipe(loose(aggregate)(N, TOSTRING_ADDER, store('store'))),
    shouldNotHaveNullAdderOnSlidingWindowedAggregate: () =>
      sliding.pipe(loose(aggregate)(STRING_INIT, N, store('store'))),
    shouldNotAcceptNullReducerWhenReducingSessionWindows: () =>
      session.pipe(loose(reduce)(N, store('store'))),
    shouldNotAcceptNullSessionWindowsReducingSessionWindows: () => groupedStream.pipe(loose(windowedBy)(N)),
    shouldNotAcceptNullInitializerWhenAggregatingSessionWindows: () =>
      session.pipe(loose(aggregate)(N, TOSTRING_ADDER, merger, store('storeName'))),
    shouldNotAcceptNullAggregatorWhenAggregatingSessionWindows: () =>
      session.pipe(loose(aggregate)(STRING_INIT, N, merger, store('storeName'))),
    shouldNotAcceptNullSessionMergerWhenAggregatingSessionWindows: () =>
      session.pipe(loose(aggregate)(STRING_INIT, TOSTRING_ADDER, N, store('storeName'))),
    shouldNotAcceptNullSessionWindowsWhenAggregatingSessionWindows: () =>
      groupedStream.pipe(loose(windowedBy)(N)),
    shouldThrowNullPointerOnReduceWhenMaterializedIsNull: () =>
      groupedStream.pipe(loose(reduce)(STRING_ADDER, N)),
    shouldThrowNullPointerOnAggregateWhenMaterializedIsNull: () =>
      groupedStream.pipe(loose(aggregate)(STRING_INIT, TOSTRING_ADDER, N)),
    shouldNotAcceptNullStateStoreSupplierWhenReducingSessionWindows: () =>
      session.pipe(loose(reduce)(N, Materialized.as(N))),
    shouldThrowNullPointerOnCountWhenMaterializedIsNull: () => groupedStream.pipe(loose(count)(N)),
  })
})
