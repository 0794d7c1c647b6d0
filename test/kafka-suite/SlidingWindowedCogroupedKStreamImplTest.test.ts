// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/SlidingWindowedCogroupedKStreamImplTest.java
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
  SlidingWindows,
  StreamsBuilder,
  to,
  toStream,
  windowedBy,
  WindowedSerdes,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  kvt,
  stringConfig,
  stringInit,
  toStringAdder,
  toStringRemover,
  windowed,
} from './windowSupport/capture.js'

const TOPIC = 'topic'
const TOPIC2 = 'topic2'
const OUTPUT = 'output'
const WINDOW_SIZE = 500
const STRING = Serdes.string()
const STRINGS = { key: STRING, value: STRING }
const adder = (key: string, value: string, agg: string): string => toStringAdder(key, value, agg)
const remover = (key: string, value: string, agg: string): string => toStringRemover(key, value, agg)
const windows = () => SlidingWindows.ofTimeDifferenceAndGrace(WINDOW_SIZE, 2000)

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

describe('SlidingWindowedCogroupedKStreamImplTest', () => {
  /** Kafka's NullPointerException at the call is our InvalidArgument error (a null where Java passes null). */
  const js = { aggregate } as unknown as { aggregate: (...args: unknown[]) => (source: unknown) => unknown }
  const rejects = (...args: unknown[]) => {
    const { windowedCogroupedStream } = setup()
    expect(() => js.aggregate(...args)(windowedCogroupedStream)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument' }),
    )
  }

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerOnAggregate
  it('shouldNotHaveNullInitializerOnAggregate', () => {
    rejects(null)
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullMaterializedOnTwoOptionAggregate
  it('shouldNotHaveNullMaterializedOnTwoOptionAggregate', () => {
    rejects(stringInit, null)
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullNamedTwoOptionOnAggregate
  it('shouldNotHaveNullNamedTwoOptionOnAggregate', () => {
    rejects(stringInit, null)
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerTwoOptionNamedOnAggregate
  it('shouldNotHaveNullInitializerTwoOptionNamedOnAggregate', () => {
    rejects(null, Named.as('test'))
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerTwoOptionMaterializedOnAggregate
  it('shouldNotHaveNullInitializerTwoOptionMaterializedOnAggregate', () => {
    rejects(null, Materialized.as('test'))
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullInitializerThreeOptionOnAggregate
  it('shouldNotHaveNullInitializerThreeOptionOnAggregate', () => {
    rejects(null, Named.as('test'), Materialized.as('test'))
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullMaterializedOnAggregate
  it('shouldNotHaveNullMaterializedOnAggregate', () => {
    rejects(stringInit, Named.as('Test'), null)
  })

  // SlidingWindowedCogroupedKStreamImplTest.shouldNotHaveNullNamedOnAggregate
  it('shouldNotHaveNullNamedOnAggregate', () => {
    rejects(stringInit, null, Materialized.as('test'))
  })

  // SlidingWindowedCogroupedKStreamImplTest.namedParamShouldSetName
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

  // SlidingWindowedCogroupedKStreamImplTest.slidingWindowAggregateStreamsTest
  it('slidingWindowAggregateStreamsTest', async () => {
    const { builder, windowedCogroupedStream } = setup()
    windowedCogroupedStream.pipe(
      aggregate(stringInit, Materialized.with(STRING, STRING)),
      toStream(),
      to(OUTPUT),
    )
    const rows = await run(builder, [
      [TOPIC, 'k1', 'A', 500],
      [TOPIC, 'k2', 'A', 500],
      [TOPIC, 'k2', 'A', 501],
      [TOPIC, 'k1', 'A', 502],
      [TOPIC, 'k1', 'B', 503],
      [TOPIC, 'k2', 'B', 503],
      [TOPIC, 'k2', 'B', 504],
      [TOPIC, 'k1', 'B', 504],
    ])
    // read with a time-windowed deserializer of size 500, as Kafka reads them
    expect(rows).toEqual([
      // k1-A-500
      kvt(windowed('k1', 0, 500), '0+A', 500),
      // k2-A-500
      kvt(windowed('k2', 0, 500), '0+A', 500),
      // k2-A-501
      kvt(windowed('k2', 501, 1001), '0+A', 501),
      kvt(windowed('k2', 1, 501), '0+A+A', 501),
      // k1-A-502
      kvt(windowed('k1', 501, 1001), '0+A', 502),
      kvt(windowed('k1', 2, 502), '0+A+A', 502),
      // k1-B-503
      kvt(windowed('k1', 501, 1001), '0+A+B', 503),
      kvt(windowed('k1', 503, 1003), '0+B', 503),
      kvt(windowed('k1', 3, 503), '0+A+A+B', 503),
      // k2-B-503
      kvt(windowed('k2', 501, 1001), '0+A+B', 503),
      kvt(windowed('k2', 502, 1002), '0+B', 503),
      kvt(windowed('k2', 3, 503), '0+A+A+B', 503),
      // k2-B-504
      kvt(windowed('k2', 502, 1002), '0+B+B', 504),
      kvt(windowed('k2', 501, 1001), '0+A+B+B', 504),
      kvt(windowed('k2', 504, 1004), '0+B', 504),
      kvt(windowed('k2', 4, 504), '0+A+A+B+B', 504),
      // k1-B-504
      kvt(windowed('k1', 503, 1003), '0+B+B', 504),
      kvt(windowed('k1', 501, 1001), '0+A+B+B', 504),
      kvt(windowed('k1', 504, 1004), '0+B', 504),
      kvt(windowed('k1', 4, 504), '0+A+A+B+B', 504),
    ])
  })

  // SlidingWindowedCogroupedKStreamImplTest.slidingWindowAggregateOverlappingWindowsTest
  it('slidingWindowAggregateOverlappingWindowsTest', async () => {
    const { builder, groupedStream } = setup()
    groupedStream.pipe(
      cogroup(adder),
      windowedBy(windows()),
      aggregate(stringInit, Materialized.with(STRING, STRING)),
      toStream(),
      to(OUTPUT),
    )
    const rows = await run(builder, [
      [TOPIC, 'k1', 'A', 500],
      [TOPIC, 'k2', 'A', 500],
      [TOPIC, 'k1', 'B', 750],
      [TOPIC, 'k2', 'B', 750],
      [TOPIC, 'k2', 'A', 1000],
      [TOPIC, 'k1', 'A', 1000],
    ])
    expect(unwindowed(rows)).toEqual([
      // left window k1@500
      kvt('k1', '0+A', 500),
      // left window k2@500
      kvt('k2', '0+A', 500),
      // right window k1@500
      kvt('k1', '0+B', 750),
      // left window k1@750
      kvt('k1', '0+A+B', 750),
      // right window k2@500
      kvt('k2', '0+B', 750),
      // left window k2@750
      kvt('k2', '0+A+B', 750),
      // right window k2@500 update
      kvt('k2', '0+B+A', 1000),
      // right window k2@750
      kvt('k2', '0+A', 1000),
      // left window k2@1000
      kvt('k2', '0+A+B+A', 1000),
      // right window k1@500 update
      kvt('k1', '0+B+A', 1000),
      // right window k1@750
      kvt('k1', '0+A', 1000),
      // left window k1@1000
      kvt('k1', '0+A+B+A', 1000),
    ])
  })
})
