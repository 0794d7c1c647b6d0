// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/TimeWindowedKStreamImplTest.java
// Each case runs for Kafka's four parameter sets (emit strategy x caching); expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  count,
  EmitStrategy,
  emitStrategy,
  groupByKey,
  Grouped,
  Materialized,
  process,
  reduce,
  Serdes,
  StreamsBuilder,
  TimeWindows,
  toStream,
  windowedBy,
  type TimeWindowedKStream,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import {
  capture,
  kvt,
  stringAdder,
  stringConfig,
  stringInit,
  toList,
  toStringAdder,
  windowed,
} from './windowSupport/capture.js'

const TOPIC = 'input'
const KEY_1_WINDOW_0 = windowed('1', 0, 500)
const KEY_1_WINDOW_1 = windowed('1', 500, 1000)
const KEY_2_WINDOW_1 = windowed('2', 500, 1000)
const KEY_2_WINDOW_2 = windowed('2', 1000, 1500)

const parameters = [
  { emitFinal: false, withCache: true },
  { emitFinal: false, withCache: false },
  { emitFinal: true, withCache: true },
  { emitFinal: true, withCache: false },
] as const

describe.each(parameters)(
  'TimeWindowedKStreamImplTest (emitFinal=$emitFinal, withCache=$withCache)',
  ({ emitFinal, withCache }) => {
    const strategy = emitFinal ? EmitStrategy.onWindowClose() : EmitStrategy.onWindowUpdate()
    const setup = (): { builder: StreamsBuilder; windowedStream: TimeWindowedKStream<string, string> } => {
      const builder = new StreamsBuilder()
      const windowedStream = builder
        .stream(TOPIC, { key: Serdes.string(), value: Serdes.string() })
        .pipe(
          groupByKey(Grouped.with(Serdes.string(), Serdes.string())),
          windowedBy(TimeWindows.ofSizeWithNoGrace(500)),
        )
      return { builder, windowedStream }
    }
    const cache = <K, V>(materialized: Materialized<K, V>): Materialized<K, V> =>
      withCache ? materialized.withCachingEnabled() : materialized.withCachingDisabled()

    const processData = async (builder: StreamsBuilder, inspect?: (driver: TopologyTestDriver) => void) => {
      const driver = await TopologyTestDriver.create(builder.build(), stringConfig)
      try {
        const inputTopic = driver.createInputTopic(TOPIC, Serdes.string(), Serdes.string())
        inputTopic.pipeInput('1', '1', 10)
        inputTopic.pipeInput('1', '2', 15)
        inputTopic.pipeInput('1', '3', 500)
        inputTopic.pipeInput('2', '10', 550)
        inputTopic.pipeInput('2', '20', 500)
        inputTopic.pipeInput('2', '30', 1000)
        inspect?.(driver)
      } finally {
        await driver.close()
      }
    }

    // TimeWindowedKStreamImplTest.shouldCountWindowed
    it('shouldCountWindowed', async () => {
      const { builder, windowedStream } = setup()
      const sink = capture<Windowed<string>, number>()
      windowedStream.pipe(emitStrategy(strategy), count(), toStream(), process(sink.supplier))
      await processData(builder)
      expect(sink.processed).toEqual(
        emitFinal
          ? [kvt(KEY_1_WINDOW_0, 2, 15), kvt(KEY_1_WINDOW_1, 1, 500), kvt(KEY_2_WINDOW_1, 2, 550)]
          : [
              kvt(KEY_1_WINDOW_0, 1, 10),
              kvt(KEY_1_WINDOW_0, 2, 15),
              kvt(KEY_1_WINDOW_1, 1, 500),
              kvt(KEY_2_WINDOW_1, 1, 550),
              kvt(KEY_2_WINDOW_1, 2, 550),
              kvt(KEY_2_WINDOW_2, 1, 1000),
            ],
      )
    })

    // TimeWindowedKStreamImplTest.shouldReduceWindowed
    it('shouldReduceWindowed', async () => {
      const { builder, windowedStream } = setup()
      const sink = capture<Windowed<string>, string>()
      windowedStream.pipe(emitStrategy(strategy), reduce(stringAdder), toStream(), process(sink.supplier))
      await processData(builder)
      expect(sink.processed).toEqual(
        emitFinal
          ? [kvt(KEY_1_WINDOW_0, '1+2', 15), kvt(KEY_1_WINDOW_1, '3', 500), kvt(KEY_2_WINDOW_1, '10+20', 550)]
          : [
              kvt(KEY_1_WINDOW_0, '1', 10),
              kvt(KEY_1_WINDOW_0, '1+2', 15),
              kvt(KEY_1_WINDOW_1, '3', 500),
              kvt(KEY_2_WINDOW_1, '10', 550),
              kvt(KEY_2_WINDOW_1, '10+20', 550),
              kvt(KEY_2_WINDOW_2, '30', 1000),
            ],
      )
    })

    // TimeWindowedKStreamImplTest.shouldAggregateWindowed
    it('shouldAggregateWindowed', async () => {
      const { builder, windowedStream } = setup()
      const sink = capture<Windowed<string>, string>()
      windowedStream.pipe(
        emitStrategy(strategy),
        aggregate(stringInit, toStringAdder, cache(Materialized.with(Serdes.string(), Serdes.string()))),
        toStream(),
        process(sink.supplier),
      )
      await processData(builder)
      expect(sink.processed).toEqual(
        emitFinal
          ? [
              kvt(KEY_1_WINDOW_0, '0+1+2', 15),
              kvt(KEY_1_WINDOW_1, '0+3', 500),
              kvt(KEY_2_WINDOW_1, '0+10+20', 550),
            ]
          : [
              kvt(KEY_1_WINDOW_0, '0+1', 10),
              kvt(KEY_1_WINDOW_0, '0+1+2', 15),
              kvt(KEY_1_WINDOW_1, '0+3', 500),
              kvt(KEY_2_WINDOW_1, '0+10', 550),
              kvt(KEY_2_WINDOW_1, '0+10+20', 550),
              kvt(KEY_2_WINDOW_2, '0+30', 1000),
            ],
      )
    })

    /** Reads keys "1" to "2", windows starting 0 to 1000, plain and with timestamps. */
    const fetchBoth = <V>(driver: TopologyTestDriver, store: string) => ({
      plain: toList(driver.getWindowStore<string, V>(store)!.fetch('1', '2', 0, 1000)),
      timestamped: toList(driver.getTimestampedWindowStore<string, V>(store)!.fetch('1', '2', 0, 1000)),
    })
    const pairs = <V>(rows: readonly (readonly [Windowed<string>, V, number])[]) => ({
      plain: rows.map(([key, value]) => ({ key, value })),
      timestamped: rows.map(([key, value, timestamp]) => ({ key, value: { value, timestamp } })),
    })

    // TimeWindowedKStreamImplTest.shouldMaterializeCount
    it('shouldMaterializeCount', async () => {
      const { builder, windowedStream } = setup()
      windowedStream.pipe(
        emitStrategy(strategy),
        count(
          cache(
            Materialized.as<string, number>('count-store')
              .withKeySerde(Serdes.string())
              .withValueSerde(Serdes.long()),
          ),
        ),
      )
      let data: unknown
      await processData(builder, (driver) => (data = fetchBoth<number>(driver, 'count-store')))
      // Deliberate difference: with caching, Kafka also returns the windows retention expired underneath (its cache
      // still holds them after the flush: 1@0 2, 1@500 1, 2@500 2, 2@1000 1); our reads never return expired rows.
      const expected = !emitFinal
        ? [[KEY_2_WINDOW_2, 1, 1000]]
        : [
            [KEY_1_WINDOW_1, 1, 500],
            [KEY_2_WINDOW_1, 2, 550],
            [KEY_2_WINDOW_2, 1, 1000],
          ]
      expect(data).toEqual(pairs(expected as [Windowed<string>, number, number][]))
    })

    // TimeWindowedKStreamImplTest.shouldMaterializeReduced
    it('shouldMaterializeReduced', async () => {
      const { builder, windowedStream } = setup()
      windowedStream.pipe(
        reduce(
          stringAdder,
          cache(
            Materialized.as<string, string>('reduced')
              .withKeySerde(Serdes.string())
              .withValueSerde(Serdes.string()),
          ),
        ),
      )
      let data: unknown
      await processData(builder, (driver) => (data = fetchBoth<string>(driver, 'reduced')))
      // Only windows starting after stream time (1000) - retention (500) are live. Deliberate difference: with
      // caching, Kafka also returns the three expired ones its cache still holds; our reads never return expired rows.
      const expected: [Windowed<string>, string, number][] = [[KEY_2_WINDOW_2, '30', 1000]]
      expect(data).toEqual(pairs(expected))
    })

    // TimeWindowedKStreamImplTest.shouldMaterializeAggregated
    it('shouldMaterializeAggregated', async () => {
      const { builder, windowedStream } = setup()
      windowedStream.pipe(
        aggregate(
          stringInit,
          toStringAdder,
          cache(
            Materialized.as<string, string>('aggregated')
              .withKeySerde(Serdes.string())
              .withValueSerde(Serdes.string()),
          ),
        ),
      )
      let data: unknown
      await processData(builder, (driver) => (data = fetchBoth<string>(driver, 'aggregated')))
      // As in shouldMaterializeReduced (deliberate difference with caching: no expired rows).
      const expected: [Windowed<string>, string, number][] = [[KEY_2_WINDOW_2, '0+30', 1000]]
      expect(data).toEqual(pairs(expected))
    })

    /** Kafka's NullPointerException at the call is our InvalidArgument error (a null where Java passes null). */
    const rejects = (build: (w: TimeWindowedKStream<string, string>) => unknown) => {
      const { windowedStream } = setup()
      expect(() => build(windowedStream)).toThrow(expect.objectContaining({ _tag: 'InvalidArgument' }))
    }
    const nil = null
    /** The operators as plain JavaScript sees them, where a null argument type-checks. */
    const js = { aggregate, reduce, count } as unknown as Record<
      'aggregate' | 'reduce' | 'count',
      (...args: unknown[]) => (source: unknown) => unknown
    >

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnAggregateIfInitializerIsNull
    it('shouldThrowNullPointerOnAggregateIfInitializerIsNull', () => {
      rejects((w) => js.aggregate(nil, toStringAdder)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnAggregateIfAggregatorIsNull
    it('shouldThrowNullPointerOnAggregateIfAggregatorIsNull', () => {
      rejects((w) => js.aggregate(stringInit, nil)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnReduceIfReducerIsNull
    it('shouldThrowNullPointerOnReduceIfReducerIsNull', () => {
      rejects((w) => js.reduce(nil)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfInitializerIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfInitializerIsNull', () => {
      rejects((w) => js.aggregate(nil, toStringAdder, cache(Materialized.as('store')))(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfAggregatorIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfAggregatorIsNull', () => {
      rejects((w) => js.aggregate(stringInit, nil, cache(Materialized.as('store')))(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfMaterializedIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfMaterializedIsNull', () => {
      rejects((w) => js.aggregate(stringInit, toStringAdder, nil)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfReducerIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfReducerIsNull', () => {
      rejects((w) => js.reduce(nil, cache(Materialized.as('store')))(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfMaterializedIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfMaterializedIsNull', () => {
      rejects((w) => js.reduce(stringAdder, nil)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfNamedIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfNamedIsNull', () => {
      rejects((w) => js.reduce(stringAdder, nil)(w))
    })

    // TimeWindowedKStreamImplTest.shouldThrowNullPointerOnCountIfMaterializedIsNull
    it('shouldThrowNullPointerOnCountIfMaterializedIsNull', () => {
      rejects((w) => js.count(nil)(w))
    })
  },
)
