// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/TimeWindowedCogroupedKStreamImplTest.java
// Expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  cogroup,
  groupByKey,
  Grouped,
  Materialized,
  Named,
  Serdes,
  StreamsBuilder,
  TimeWindows,
  to,
  toStream,
  windowedBy,
  WindowedSerdes,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { kvt, stringConfig, stringInit, toStringAdder, toStringRemover } from './windowSupport/capture.js'

const TOPIC = 'topic'
const TOPIC2 = 'topic2'
const OUTPUT = 'output'
const WINDOW_SIZE = 500
const STRING = Serdes.string()
const STRINGS = { key: STRING, value: STRING }
const adder = (key: string, value: string, agg: string): string => toStringAdder(key, value, agg)
const remover = (key: string, value: string, agg: string): string => toStringRemover(key, value, agg)
const windows = () => TimeWindows.ofSizeWithNoGrace(WINDOW_SIZE)

const setup = () => {
  const builder = new StreamsBuilder()
  const groupedStream = builder.stream(TOPIC, STRINGS).pipe(groupByKey(Grouped.with(STRING, STRING)))
  const groupedStream2 = builder.stream(TOPIC2, STRINGS).pipe(groupByKey(Grouped.with(STRING, STRING)))
  const windowedCogroupedStream = groupedStream.pipe(
    cogroup(adder),
    cogroup(groupedStream2, remover),
    windowedBy(windows()),
  )
  return { builder, groupedStream, windowedCogroupedStream }
}

/** Runs `builder`, pipes `records` (topic, key, value, timestamp) and reads "output" with time-windowed keys. */
const run = async (builder: StreamsBuilder, records: readonly [string, string, string, number][]) => {
  const driver = await TopologyTestDriver.create(builder.build(), stringConfig)
  try {
    const inputs = new Map([TOPIC, TOPIC2].map((t) => [t, driver.createInputTopic(t, STRING, STRING)]))
    for (const [topic, k, v, t] of records) inputs.get(topic)?.pipeInput(k, v, t)
    return driver
      .createOutputTopic(OUTPUT, WindowedSerdes.timeWindowedSerdeFrom(STRING, WINDOW_SIZE), STRING)
      .readRecordsToList()
      .map((r) => ({ key: r.key as Windowed<string>, value: r.value, timestamp: r.timestamp ?? -1 }))
  } finally {
    await driver.close()
  }
}

/** Kafka's `assertOutputKeyValueTimestamp`: the record key without its window, value and timestamp. */
const unwindowed = (rows: readonly { key: Windowed<string>; value: string | null; timestamp: number }[]) =>
  rows.map((r) => kvt(r.key.key, r.value, r.timestamp ?? -1))

describe('TimeWindowedCogroupedKStreamImplTest', () => {
  /** Kafka's NullPointerException at the call is our InvalidArgument error (a null where Java passes null). */
  const js = { aggregate } as unknown as { aggregate: (...args: unknown[]) => (source: unknown) => unknown }
  const rejects = (...args: unknown[]) => {
    const { windowedCogroupedStream } = setup()
    expect(() => js.aggregate(...args)(windowedCogroupedStream)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
  }

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerOnAggregate
  it('shouldNotHaveNullInitializerOnAggregate', () => {
    rejects(null)
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullMaterializedOnTwoOptionAggregate
  it('shouldNotHaveNullMaterializedOnTwoOptionAggregate', () => {
    rejects(stringInit, null)
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullNamedTwoOptionOnAggregate
  it('shouldNotHaveNullNamedTwoOptionOnAggregate', () => {
    rejects(stringInit, null)
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerTwoOptionNamedOnAggregate
  it('shouldNotHaveNullInitializerTwoOptionNamedOnAggregate', () => {
    rejects(null, Named.as('test'))
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerTwoOptionMaterializedOnAggregate
  it('shouldNotHaveNullInitializerTwoOptionMaterializedOnAggregate', () => {
    rejects(null, Materialized.as('test'))
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerThreeOptionOnAggregate
  it('shouldNotHaveNullInitializerThreeOptionOnAggregate', () => {
    rejects(null, Named.as('test'), Materialized.as('test'))
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullMaterializedOnAggregate
  it('shouldNotHaveNullMaterializedOnAggregate', () => {
    rejects(stringInit, Named.as('Test'), null)
  })

  // TimeWindowedCogroupedKStreamImplTest.shouldNotHaveNullNamedOnAggregate
  it('shouldNotHaveNullNamedOnAggregate', () => {
    rejects(stringInit, null, Materialized.as('test'))
  })

  // TimeWindowedCogroupedKStreamImplTest.namedParamShouldSetName
  it('namedParamShouldSetName', () => {
    const builder = new StreamsBuilder()
    builder
      .stream(TOPIC, STRINGS)
      .pipe(
        groupByKey(Grouped.with(STRING, STRING)),
        cogroup(adder),
        windowedBy(windows()),
        aggregate(stringInit, Named.as('foo')),
      )
    expect(builder.build().describe().toString()).toBe(
      [
        'Topologies:',
        '   Sub-topology: 0',
        '    Source: KSTREAM-SOURCE-0000000000 (topics: [topic])',
        '      --> foo-cogroup-agg-0',
        '    Processor: foo-cogroup-agg-0 (stores: [COGROUPKSTREAM-AGGREGATE-STATE-STORE-0000000001])',
        '      --> foo-cogroup-merge',
        '      <-- KSTREAM-SOURCE-0000000000',
        '    Processor: foo-cogroup-merge (stores: [])',
        '      --> none',
        '      <-- foo-cogroup-agg-0',
        '',
        '',
      ].join('\n'),
    )
  })

  /** The windowed cogroup of the setup, aggregated with "0" into topic "output". */
  const cogrouped = () => {
    const { builder, windowedCogroupedStream } = setup()
    windowedCogroupedStream.pipe(
      aggregate(stringInit, Materialized.with(STRING, STRING)),
      toStream(),
      to(OUTPUT),
    )
    return builder
  }
  /** Only the first grouped stream, cogrouped with the adder and windowed by `w`. */
  const single = (w: TimeWindows) => {
    const { builder, groupedStream } = setup()
    groupedStream.pipe(
      cogroup(adder),
      windowedBy(w),
      aggregate(stringInit, Materialized.with(STRING, STRING)),
      toStream(),
      to(OUTPUT),
    )
    return builder
  }

  // TimeWindowedCogroupedKStreamImplTest.timeWindowAggregateTestStreamsTest
  it('timeWindowAggregateTestStreamsTest', async () => {
    const rows = await run(cogrouped(), [
      [TOPIC, 'k1', 'A', 0],
      [TOPIC, 'k2', 'A', 0],
      [TOPIC, 'k2', 'A', 1],
      [TOPIC, 'k1', 'A', 2],
      [TOPIC, 'k1', 'B', 3],
      [TOPIC, 'k2', 'B', 3],
      [TOPIC, 'k2', 'B', 4],
      [TOPIC, 'k1', 'B', 4],
    ])
    expect(unwindowed(rows)).toEqual([
      kvt('k1', '0+A', 0),
      kvt('k2', '0+A', 0),
      kvt('k2', '0+A+A', 1),
      kvt('k1', '0+A+A', 2),
      kvt('k1', '0+A+A+B', 3),
      kvt('k2', '0+A+A+B', 3),
      kvt('k2', '0+A+A+B+B', 4),
      kvt('k1', '0+A+A+B+B', 4),
    ])
  })

  // TimeWindowedCogroupedKStreamImplTest.timeWindowMixAggregatorsTest
  it('timeWindowMixAggregatorsTest', async () => {
    const rows = await run(cogrouped(), [
      [TOPIC, 'k1', 'A', 0],
      [TOPIC, 'k2', 'A', 0],
      [TOPIC, 'k2', 'A', 1],
      [TOPIC, 'k1', 'A', 2],
      [TOPIC2, 'k1', 'B', 3],
      [TOPIC2, 'k2', 'B', 3],
      [TOPIC2, 'k2', 'B', 4],
      [TOPIC2, 'k1', 'B', 4],
    ])
    expect(unwindowed(rows)).toEqual([
      kvt('k1', '0+A', 0),
      kvt('k2', '0+A', 0),
      kvt('k2', '0+A+A', 1),
      kvt('k1', '0+A+A', 2),
      kvt('k1', '0+A+A-B', 3),
      kvt('k2', '0+A+A-B', 3),
      kvt('k2', '0+A+A-B-B', 4),
      kvt('k1', '0+A+A-B-B', 4),
    ])
  })

  // TimeWindowedCogroupedKStreamImplTest.timeWindowAggregateManyWindowsTest
  it('timeWindowAggregateManyWindowsTest', async () => {
    const rows = await run(single(TimeWindows.ofSizeWithNoGrace(500)), [
      [TOPIC, 'k1', 'A', 0],
      [TOPIC, 'k2', 'A', 499],
      [TOPIC, 'k2', 'A', 500],
      [TOPIC, 'k1', 'A', 500],
    ])
    expect(unwindowed(rows)).toEqual([
      kvt('k1', '0+A', 0),
      kvt('k2', '0+A', 499),
      kvt('k2', '0+A', 500),
      kvt('k1', '0+A', 500),
    ])
  })

  // TimeWindowedCogroupedKStreamImplTest.timeWindowAggregateOverlappingWindowsTest
  it('timeWindowAggregateOverlappingWindowsTest', async () => {
    const rows = await run(single(TimeWindows.ofSizeWithNoGrace(500).advanceBy(200)), [
      [TOPIC, 'k1', 'A', 0],
      [TOPIC, 'k2', 'A', 0],
      [TOPIC, 'k1', 'B', 250],
      [TOPIC, 'k2', 'B', 250],
      [TOPIC, 'k2', 'A', 500],
      [TOPIC, 'k1', 'A', 500],
    ])
    expect(unwindowed(rows)).toEqual([
      kvt('k1', '0+A', 0),
      kvt('k2', '0+A', 0),
      kvt('k1', '0+A+B', 250),
      kvt('k1', '0+B', 250),
      kvt('k2', '0+A+B', 250),
      kvt('k2', '0+B', 250),
      kvt('k2', '0+B+A', 500),
      kvt('k2', '0+A', 500),
      kvt('k1', '0+B+A', 500),
      kvt('k1', '0+A', 500),
    ])
  })

  // TimeWindowedCogroupedKStreamImplTest.timeWindowMixAggregatorsManyWindowsTest
  it('timeWindowMixAggregatorsManyWindowsTest', async () => {
    const rows = await run(cogrouped(), [
      [TOPIC, 'k1', 'A', 0],
      [TOPIC, 'k2', 'A', 0],
      [TOPIC, 'k2', 'A', 1],
      [TOPIC, 'k1', 'A', 2],
      [TOPIC2, 'k1', 'B', 3],
      [TOPIC2, 'k2', 'B', 3],
      [TOPIC2, 'k2', 'B', 501],
      [TOPIC2, 'k1', 'B', 501],
    ])
    expect(unwindowed(rows)).toEqual([
      kvt('k1', '0+A', 0),
      kvt('k2', '0+A', 0),
      kvt('k2', '0+A+A', 1),
      kvt('k1', '0+A+A', 2),
      kvt('k1', '0+A+A-B', 3),
      kvt('k2', '0+A+A-B', 3),
      kvt('k2', '0-B', 501),
      kvt('k1', '0-B', 501),
    ])
  })
})
