// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/SessionWindowedKStreamImplTest.java
// Each case runs for both emit strategies, as Kafka's; expected values are Kafka's.
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
  SessionWindows,
  StreamsBuilder,
  toStream,
  windowedBy,
  type SessionWindowedKStream,
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
const sessionMerger = (_key: string, one: string, two: string): string => `${one}+${two}`

describe.each([{ emitFinal: false }, { emitFinal: true }])(
  'SessionWindowedKStreamImplTest (emitFinal=$emitFinal)',
  ({ emitFinal }) => {
    const setup = (): { builder: StreamsBuilder; stream: SessionWindowedKStream<string, string> } => {
      const builder = new StreamsBuilder()
      const stream = builder
        .stream(TOPIC, { key: Serdes.string(), value: Serdes.string() })
        .pipe(
          groupByKey(Grouped.with(Serdes.string(), Serdes.string())),
          windowedBy(SessionWindows.ofInactivityGapWithNoGrace(500)),
          emitStrategy(emitFinal ? EmitStrategy.onWindowClose() : EmitStrategy.onWindowUpdate()),
        )
      return { builder, stream }
    }

    const processData = async (
      builder: StreamsBuilder,
      config: Record<string, unknown> = stringConfig,
      inspect?: (driver: TopologyTestDriver) => void,
    ) => {
      const driver = await TopologyTestDriver.create(builder.build(), config)
      try {
        const inputTopic = driver.createInputTopic(TOPIC, Serdes.string(), Serdes.string())
        inputTopic.pipeInput('1', '1', 10)
        inputTopic.pipeInput('1', '2', 15)
        inputTopic.pipeInput('1', '3', 600)
        inputTopic.pipeInput('2', '1', 600)
        inputTopic.pipeInput('2', '2', 599)
        inspect?.(driver)
      } finally {
        await driver.close()
      }
    }

    /** Kafka's expected updates of the count, reduce and aggregate cases, by value. */
    const updates = <V>(v: readonly [V, V, V, V, V]) =>
      emitFinal
        ? [kvt(windowed('1', 10, 15), v[1], 15)]
        : [
            kvt(windowed('1', 10, 10), v[0], 10),
            kvt(windowed('1', 10, 10), null, 10),
            kvt(windowed('1', 10, 15), v[1], 15),
            kvt(windowed('1', 600, 600), v[2], 600),
            kvt(windowed('2', 600, 600), v[3], 600),
            kvt(windowed('2', 600, 600), null, 600),
            kvt(windowed('2', 599, 600), v[4], 600),
          ]

    const shouldCountSessionWindowed = async (config: Record<string, unknown>) => {
      const { builder, stream } = setup()
      const sink = capture<Windowed<string>, number | null>()
      stream.pipe(count(), toStream(), process(sink.supplier))
      await processData(builder, config)
      expect(sink.processed).toEqual(updates([1, 2, 1, 1, 2]))
    }

    // SessionWindowedKStreamImplTest.shouldCountSessionWindowedWithCachingDisabled
    it('shouldCountSessionWindowedWithCachingDisabled', async () => {
      await shouldCountSessionWindowed({ ...stringConfig, 'statestore.cache.max.bytes': 0 })
    })

    // SessionWindowedKStreamImplTest.shouldCountSessionWindowedWithCachingEnabled
    it('shouldCountSessionWindowedWithCachingEnabled', async () => {
      await shouldCountSessionWindowed(stringConfig)
    })

    // SessionWindowedKStreamImplTest.shouldReduceWindowed
    it('shouldReduceWindowed', async () => {
      const { builder, stream } = setup()
      const sink = capture<Windowed<string>, string | null>()
      stream.pipe(reduce(stringAdder), toStream(), process(sink.supplier))
      await processData(builder)
      expect(sink.processed).toEqual(updates(['1', '1+2', '3', '1', '1+2']))
    })

    // SessionWindowedKStreamImplTest.shouldAggregateSessionWindowed
    it('shouldAggregateSessionWindowed', async () => {
      const { builder, stream } = setup()
      const sink = capture<Windowed<string>, string | null>()
      stream.pipe(
        aggregate(
          stringInit,
          toStringAdder,
          sessionMerger,
          Materialized.with(Serdes.string(), Serdes.string()),
        ),
        toStream(),
        process(sink.supplier),
      )
      await processData(builder)
      expect(sink.processed).toEqual(updates(['0+1', '0+0+1+2', '0+3', '0+1', '0+0+1+2']))
    })

    /**
     * The sessions of keys "1" to "2" in `store` after the data: the two live ones. Deliberate difference: on
     * update, Kafka's cached store also returns 1@10/15, which retention (gap 500) expired at stream time 600 but its
     * cache still holds after the flush; our reads never return expired rows (Kafka's emit-final store is uncached).
     */
    const materialized = async <V>(builder: StreamsBuilder, store: string, values: readonly [V, V, V]) => {
      let data: unknown
      await processData(builder, stringConfig, (driver) => {
        data = toList(driver.getSessionStore<string, V>(store)!.fetch('1', '2'))
      })
      const all = [
        { key: windowed('1', 10, 15), value: values[0] },
        { key: windowed('1', 600, 600), value: values[1] },
        { key: windowed('2', 599, 600), value: values[2] },
      ]
      expect(data).toEqual(all.slice(1))
    }

    // SessionWindowedKStreamImplTest.shouldMaterializeCount
    it('shouldMaterializeCount', async () => {
      const { builder, stream } = setup()
      stream.pipe(count(Materialized.as('count-store')))
      await materialized(builder, 'count-store', [2, 1, 2])
    })

    // SessionWindowedKStreamImplTest.shouldMaterializeReduced
    it('shouldMaterializeReduced', async () => {
      const { builder, stream } = setup()
      stream.pipe(reduce(stringAdder, Materialized.as('reduced')))
      await materialized(builder, 'reduced', ['1+2', '3', '1+2'])
    })

    // SessionWindowedKStreamImplTest.shouldMaterializeAggregated
    it('shouldMaterializeAggregated', async () => {
      const { builder, stream } = setup()
      stream.pipe(
        aggregate(
          stringInit,
          toStringAdder,
          sessionMerger,
          Materialized.as<string, string>('aggregated').withValueSerde(Serdes.string()),
        ),
      )
      await materialized(builder, 'aggregated', ['0+0+1+2', '0+3', '0+0+1+2'])
    })

    /** Kafka's NullPointerException at the call is our InvalidArgument error (a null where Java passes null). */
    const rejects = (build: (w: SessionWindowedKStream<string, string>) => unknown) => {
      const { stream } = setup()
      expect(() => build(stream)).toThrow(expect.objectContaining({ _tag: 'InvalidArgument' }))
    }
    const nil = null
    /** The operators as plain JavaScript sees them, where a null argument type-checks. */
    const js = { aggregate, reduce, count } as unknown as Record<
      'aggregate' | 'reduce' | 'count',
      (...args: unknown[]) => (source: unknown) => unknown
    >

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnAggregateIfInitializerIsNull
    it('shouldThrowNullPointerOnAggregateIfInitializerIsNull', () => {
      rejects((w) => js.aggregate(nil, toStringAdder, sessionMerger)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnAggregateIfAggregatorIsNull
    it('shouldThrowNullPointerOnAggregateIfAggregatorIsNull', () => {
      rejects((w) => js.aggregate(stringInit, nil, sessionMerger)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnAggregateIfMergerIsNull
    it('shouldThrowNullPointerOnAggregateIfMergerIsNull', () => {
      rejects((w) => js.aggregate(stringInit, toStringAdder, nil)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnReduceIfReducerIsNull
    it('shouldThrowNullPointerOnReduceIfReducerIsNull', () => {
      rejects((w) => js.reduce(nil)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfInitializerIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfInitializerIsNull', () => {
      rejects((w) => js.aggregate(nil, toStringAdder, sessionMerger, Materialized.as('store'))(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfAggregatorIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfAggregatorIsNull', () => {
      rejects((w) => js.aggregate(stringInit, nil, sessionMerger, Materialized.as('store'))(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfMergerIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfMergerIsNull', () => {
      rejects((w) => js.aggregate(stringInit, toStringAdder, nil, Materialized.as('store'))(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedAggregateIfMaterializedIsNull
    it('shouldThrowNullPointerOnMaterializedAggregateIfMaterializedIsNull', () => {
      rejects((w) => js.aggregate(stringInit, toStringAdder, sessionMerger, nil)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfReducerIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfReducerIsNull', () => {
      rejects((w) => js.reduce(nil, Materialized.as('store'))(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfMaterializedIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfMaterializedIsNull', () => {
      rejects((w) => js.reduce(stringAdder, nil)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnMaterializedReduceIfNamedIsNull
    it('shouldThrowNullPointerOnMaterializedReduceIfNamedIsNull', () => {
      rejects((w) => js.reduce(stringAdder, nil)(w))
    })

    // SessionWindowedKStreamImplTest.shouldThrowNullPointerOnCountIfMaterializedIsNull
    it('shouldThrowNullPointerOnCountIfMaterializedIsNull', () => {
      rejects((w) => js.count(nil)(w))
    })
  },
)
