// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamSlidingWindowAggregateTest.java
// Kafka runs each case for eight parameter sets (emit strategy x in-order iterator x caching); the in-order store
// is an internal test subclass, so the four sets with Kafka's plain in-memory store run here. Expected values and
// inputs are Kafka's: per window start, the set of (value, timestamp) results, as Kafka's gatherOutput collects.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  EmitStrategy,
  emitStrategy,
  groupByKey,
  Grouped,
  Materialized,
  process,
  reduce,
  Serdes,
  SlidingWindows,
  StreamsBuilder,
  Stores,
  to,
  toStream,
  windowedBy,
  WindowedSerdes,
  type KTable,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  capture,
  collectingLogger,
  logFields,
  stringAdder,
  stringConfig,
  stringInit,
  toStringAdder,
  windowed,
} from './windowSupport/capture.js'

const STRING = Serdes.string()

interface SlidingCase {
  readonly windows: () => SlidingWindows
  readonly reduce: boolean
  /** Kafka's in-memory store supplier (retention, size) when the case updates, else a named DSL store. */
  readonly store: { readonly supplier: readonly [number, number] } | { readonly named: string }
  readonly inputs: readonly (readonly [string, string, number])[]
  /** Per window start, the (value, timestamp) results: emit on window close, and on update. */
  readonly final: readonly (readonly [number, readonly (readonly [string, number])[]])[]
  readonly update: readonly (readonly [number, readonly (readonly [string, number])[]])[]
}

const cases: Record<string, SlidingCase> = {
  // KStreamSlidingWindowAggregateTest.testAggregateSmallInput
  testAggregateSmallInput: {
    windows: () => SlidingWindows.ofTimeDifferenceAndGrace(10, 5),
    reduce: false,
    store: { supplier: [50000, 10] },
    inputs: [
      ['A', '1', 10],
      ['A', '2', 10],
      ['A', '3', 14],
      ['A', '4', 15],
      ['A', '5', 20],
      ['A', '6', 22],
      ['A', '7', 30],
    ],
    final: [
      [0, [['0+1+2', 10]]],
      [4, [['0+1+2+3', 14]]],
      [5, [['0+1+2+3+4', 15]]],
      [10, [['0+1+2+3+4+5', 20]]],
      [11, [['0+3+4+5', 20]]],
      [12, [['0+3+4+5+6', 22]]],
    ],
    update: [
      [
        0,
        [
          ['0+1', 10],
          ['0+1+2', 10],
        ],
      ],
      [4, [['0+1+2+3', 14]]],
      [5, [['0+1+2+3+4', 15]]],
      [10, [['0+1+2+3+4+5', 20]]],
      [
        11,
        [
          ['0+3', 14],
          ['0+3+4', 15],
          ['0+3+4+5', 20],
        ],
      ],
      [12, [['0+3+4+5+6', 22]]],
      [
        15,
        [
          ['0+4', 15],
          ['0+4+5', 20],
          ['0+4+5+6', 22],
        ],
      ],
      [
        16,
        [
          ['0+5', 20],
          ['0+5+6', 22],
        ],
      ],
      [20, [['0+5+6+7', 30]]],
      [
        21,
        [
          ['0+6', 22],
          ['0+6+7', 30],
        ],
      ],
      [23, [['0+7', 30]]],
    ],
  },
  // KStreamSlidingWindowAggregateTest.testReduceSmallInput
  testReduceSmallInput: {
    windows: () => SlidingWindows.ofTimeDifferenceAndGrace(10, 5),
    reduce: true,
    store: { supplier: [50000, 10] },
    inputs: [
      ['A', '1', 10],
      ['A', '2', 14],
      ['A', '3', 15],
      ['A', '4', 22],
      ['A', '5', 26],
      ['A', '6', 30],
    ],
    final: [
      [0, [['1', 10]]],
      [4, [['1+2', 14]]],
      [5, [['1+2+3', 15]]],
      [11, [['2+3', 15]]],
      [12, [['2+3+4', 22]]],
    ],
    update: [
      [0, [['1', 10]]],
      [4, [['1+2', 14]]],
      [5, [['1+2+3', 15]]],
      [
        11,
        [
          ['2', 14],
          ['2+3', 15],
        ],
      ],
      [12, [['2+3+4', 22]]],
      [
        15,
        [
          ['3', 15],
          ['3+4', 22],
        ],
      ],
      [
        16,
        [
          ['4', 22],
          ['4+5', 26],
        ],
      ],
      [20, [['4+5+6', 30]]],
      [
        23,
        [
          ['5', 26],
          ['5+6', 30],
        ],
      ],
      [27, [['6', 30]]],
    ],
  },
  // KStreamSlidingWindowAggregateTest.testEarlyRecordsSmallInput
  testEarlyRecordsSmallInput: {
    windows: () => SlidingWindows.ofTimeDifferenceAndGrace(50, 0),
    reduce: false,
    store: { named: 'topic-Canonized' },
    inputs: [
      ['A', '1', 0],
      ['A', '2', 5],
      ['A', '3', 6],
      ['A', '4', 3],
      ['A', '5', 13],
      ['A', '6', 10],
      ['A', '7', 70],
    ],
    final: [
      [0, [['0+1+2+3+4+5+6', 13]]],
      [1, [['0+2+3+4+5+6', 13]]],
      [4, [['0+2+3+5+6', 13]]],
      [6, [['0+3+5+6', 13]]],
      [7, [['0+5+6', 13]]],
      [11, [['0+5', 13]]],
    ],
    update: [
      [
        0,
        [
          ['0+1', 0],
          ['0+1+2', 5],
          ['0+1+2+3', 6],
          ['0+1+2+3+4', 6],
          ['0+1+2+3+4+5', 13],
          ['0+1+2+3+4+5+6', 13],
        ],
      ],
      [
        1,
        [
          ['0+2', 5],
          ['0+2+3', 6],
          ['0+2+3+4', 6],
          ['0+2+3+4+5', 13],
          ['0+2+3+4+5+6', 13],
        ],
      ],
      [
        4,
        [
          ['0+2+3', 6],
          ['0+2+3+5', 13],
          ['0+2+3+5+6', 13],
        ],
      ],
      [
        6,
        [
          ['0+3', 6],
          ['0+3+5', 13],
          ['0+3+5+6', 13],
        ],
      ],
      [
        7,
        [
          ['0+5', 13],
          ['0+5+6', 13],
        ],
      ],
      [11, [['0+5', 13]]],
      [20, [['0+7', 70]]],
    ],
  },
  // KStreamSlidingWindowAggregateTest.testEarlyNoGracePeriodSmallInput
  testEarlyNoGracePeriodSmallInput: {
    windows: () => SlidingWindows.ofTimeDifferenceWithNoGrace(50),
    reduce: false,
    store: { named: 'topic-Canonized' },
    inputs: [
      ['A', '1', 0],
      ['A', '2', 5],
      ['A', '3', 6],
      ['A', '4', 3],
      ['A', '5', 13],
      ['A', '6', 10],
      ['A', '6', 70],
    ],
    final: [
      [0, [['0+1+2+3+4+5+6', 13]]],
      [1, [['0+2+3+4+5+6', 13]]],
      [4, [['0+2+3+5+6', 13]]],
      [6, [['0+3+5+6', 13]]],
      [7, [['0+5+6', 13]]],
      [11, [['0+5', 13]]],
    ],
    update: [
      [
        0,
        [
          ['0+1', 0],
          ['0+1+2', 5],
          ['0+1+2+3', 6],
          ['0+1+2+3+4', 6],
          ['0+1+2+3+4+5', 13],
          ['0+1+2+3+4+5+6', 13],
        ],
      ],
      [
        1,
        [
          ['0+2', 5],
          ['0+2+3', 6],
          ['0+2+3+4', 6],
          ['0+2+3+4+5', 13],
          ['0+2+3+4+5+6', 13],
        ],
      ],
      [
        4,
        [
          ['0+2+3', 6],
          ['0+2+3+5', 13],
          ['0+2+3+5+6', 13],
        ],
      ],
      [
        6,
        [
          ['0+3', 6],
          ['0+3+5', 13],
          ['0+3+5+6', 13],
        ],
      ],
      [
        7,
        [
          ['0+5', 13],
          ['0+5+6', 13],
        ],
      ],
      [11, [['0+5', 13]]],
      [20, [['0+6', 70]]],
    ],
  },
  // KStreamSlidingWindowAggregateTest.testNoGracePeriodSmallInput
  testNoGracePeriodSmallInput: {
    windows: () => SlidingWindows.ofTimeDifferenceWithNoGrace(50),
    reduce: false,
    store: { named: 'topic-Canonized' },
    inputs: [
      ['A', '1', 100],
      ['A', '2', 105],
      ['A', '3', 106],
      ['A', '4', 103],
      ['A', '5', 113],
      ['A', '6', 110],
    ],
    final: [
      [50, [['0+1', 100]]],
      [55, [['0+1+2', 105]]],
      [56, [['0+1+2+3+4', 106]]],
    ],
    update: [
      [50, [['0+1', 100]]],
      [55, [['0+1+2', 105]]],
      [
        56,
        [
          ['0+1+2+3', 106],
          ['0+1+2+3+4', 106],
        ],
      ],
      [
        63,
        [
          ['0+1+2+3+4+5', 113],
          ['0+1+2+3+4+5+6', 113],
        ],
      ],
      [
        101,
        [
          ['0+2', 105],
          ['0+2+3', 106],
          ['0+2+3+4', 106],
          ['0+2+3+4+5', 113],
          ['0+2+3+4+5+6', 113],
        ],
      ],
      [
        104,
        [
          ['0+2+3', 106],
          ['0+2+3+5', 113],
          ['0+2+3+5+6', 113],
        ],
      ],
      [
        106,
        [
          ['0+3', 106],
          ['0+3+5', 113],
          ['0+3+5+6', 113],
        ],
      ],
      [
        107,
        [
          ['0+5', 113],
          ['0+5+6', 113],
        ],
      ],
      [111, [['0+5', 113]]],
    ],
  },
}

/** Kafka's gatherOutput: per window start, the set of (value, timestamp) pairs, sorted for comparison. */
const gather = (processed: readonly { key: Windowed<string>; value: string; timestamp: number }[]) => {
  const byStart = new Map<number, Set<string>>()
  for (const { key, value, timestamp } of processed) {
    const set = byStart.get(key.window.start) ?? new Set<string>()
    set.add(JSON.stringify([value, timestamp]))
    byStart.set(key.window.start, set)
  }
  return [...byStart].sort(([a], [b]) => a - b).map(([start, set]) => [start, [...set].sort()] as const)
}
const expected = (rows: SlidingCase['final']) =>
  rows.map(([start, values]) => [start, values.map((v) => JSON.stringify(v)).sort()] as const)

describe.each([
  { emitFinal: false, withCache: true },
  { emitFinal: false, withCache: false },
  { emitFinal: true, withCache: true },
  { emitFinal: true, withCache: false },
])(
  'KStreamSlidingWindowAggregateTest (emitFinal=$emitFinal, withCache=$withCache)',
  ({ emitFinal, withCache }) => {
    const strategy = emitFinal ? EmitStrategy.onWindowClose() : EmitStrategy.onWindowUpdate()
    /** Kafka's setupMaterialized: caching is set only for emit final. */
    const setupMaterialized = (m: Materialized<string, string>) =>
      emitFinal ? (withCache ? m.withCachingEnabled() : m.withCachingDisabled()) : m
    const materializedFor = (c: SlidingCase) =>
      'named' in c.store
        ? setupMaterialized(Materialized.as<string, string>(c.store.named).withValueSerde(STRING))
        : setupMaterialized(
            emitFinal
              ? Materialized.as<string, string>('store-name')
              : Materialized.as<string, string>(
                  Stores.inMemoryWindowStore('Reverse1', c.store.supplier[0], c.store.supplier[1], false),
                ),
          )

    for (const [name, c] of Object.entries(cases)) {
      it(name, async () => {
        const builder = new StreamsBuilder()
        const windowedStream = builder
          .stream('topic', { key: STRING, value: STRING })
          .pipe(groupByKey(Grouped.with(STRING, STRING)), windowedBy(c.windows()), emitStrategy(strategy))
        const table: KTable<Windowed<string>, string> = c.reduce
          ? windowedStream.pipe(reduce(stringAdder, materializedFor(c)))
          : windowedStream.pipe(aggregate(stringInit, toStringAdder, materializedFor(c)))
        const sink = capture<Windowed<string>, string>()
        table.pipe(toStream(), process(sink.supplier))
        const driver = await TopologyTestDriver.create(builder.build(), stringConfig)
        const input = driver.createInputTopic('topic', STRING, STRING)
        for (const [k, v, t] of c.inputs) input.pipeInput(k, v, t)
        await driver.close()
        expect(gather(sink.processed)).toEqual(expected(emitFinal ? c.final : c.update))
      })
    }

    // KStreamSlidingWindowAggregateTest.shouldLogAndMeterWhenSkippingNullKey
    it('shouldLogAndMeterWhenSkippingNullKey', async () => {
      const builder = new StreamsBuilder()
      builder
        .stream('topic', { key: STRING, value: STRING })
        .pipe(
          groupByKey(Grouped.with(STRING, STRING)),
          windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10, 100)),
          emitStrategy(strategy),
          aggregate(
            stringInit,
            toStringAdder,
            setupMaterialized(Materialized.as<string, string>('topic1-Canonized').withValueSerde(STRING)),
          ),
        )
      const logger = collectingLogger()
      const driver = await TopologyTestDriver.create(builder.build(), stringConfig, { logger })
      driver.createInputTopic('topic', STRING, STRING).pipeInput(null, '1')
      await driver.close()
      // Kafka: "Skipping record due to null key or value. topic=[topic] partition=[0] offset=[0]"
      const line = logger.warnings.find((w) => w.startsWith('Skipping record due to null key'))
      expect(logFields(line ?? '')).toMatchObject({ topic: '[topic]', partition: '[0]', offset: '[0]' })
    })

    // KStreamSlidingWindowAggregateTest.shouldLogAndMeterWhenSkippingExpiredWindowByGrace
    it('shouldLogAndMeterWhenSkippingExpiredWindowByGrace', async () => {
      const builder = new StreamsBuilder()
      builder
        .stream('topic', { key: STRING, value: STRING })
        .pipe(
          groupByKey(Grouped.with(STRING, STRING)),
          windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(10, 90)),
          emitStrategy(strategy),
          aggregate(
            stringInit,
            toStringAdder,
            setupMaterialized(
              emitFinal
                ? Materialized.as<string, string>('store-name')
                : Materialized.as<string, string>(Stores.inMemoryWindowStore('Reverse1', 50000, 10, false)),
            ),
          ),
          toStream(),
          to('output'),
        )
      const logger = collectingLogger()
      const driver = await TopologyTestDriver.create(builder.build(), stringConfig, { logger })
      const input = driver.createInputTopic('topic', STRING, STRING)
      input.pipeInput('k', '100', 200)
      for (const t of [100, 101, 102, 103, 104, 105]) input.pipeInput('k', String(t - 100), t)
      input.pipeInput('k', '6', 15)
      input.pipeInput('k', '101', 300)
      input.pipeInput('k', '102', 400)
      // Kafka also asserts record-lateness-max 185 and -avg 77, which the driver's metrics do not expose.
      expect(driver.metrics().droppedRecords).toBe(7)
      const expired = logger.warnings
        .filter((w) => w.startsWith('Skipping record for expired window.'))
        .map(logFields)
        .map(({ node: _node, ...fields }) => fields)
      const line = (offset: number, timestamp: number, window: string) => ({
        topic: '[topic]',
        partition: '[0]',
        offset: `[${offset}]`,
        timestamp: `[${timestamp}]`,
        window,
        expiration: '[110]',
        streamTime: '[200]',
      })
      expect(expired).toEqual([
        // left windows for k@100 .. k@105, then k@15
        ...[0, 1, 2, 3, 4, 5].map((i) => line(i + 1, 100 + i, `[${90 + i},${100 + i}]`)),
        line(7, 15, '[15,25]'),
      ])
      const rows = driver
        .createOutputTopic('output', WindowedSerdes.timeWindowedSerdeFrom(STRING, 10), STRING)
        .readRecordsToList()
        .map((r) => ({ key: r.key, value: r.value, timestamp: r.timestamp }))
      await driver.close()
      const out = (start: number, value: string, timestamp: number) => ({
        key: windowed('k', start, start + 10),
        value,
        timestamp,
      })
      expect(rows).toEqual(
        emitFinal
          ? [out(190, '0+100', 200), out(290, '0+101', 300)]
          : [out(190, '0+100', 200), out(290, '0+101', 300), out(390, '0+102', 400)],
      )
    })
  },
)
