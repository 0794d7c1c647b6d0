// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/KStreamSessionWindowAggregateProcessorTest.java
// Kafka drives the processor on a mock context with its store; here the same session aggregation (count-like:
// initializer 0, +1 per record, sessions merged by sum; gap GAP_MS, retention 3 x GAP_MS) runs in the test driver
// and the store is read through the driver. Expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  EmitStrategy,
  emitStrategy,
  groupByKey,
  Materialized,
  Serdes,
  type Serde,
  SessionWindows,
  StreamsBuilder,
  Stores,
  process,
  toStream,
  windowedBy,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { windowedAggregateProcessor } from '../../src/processor/processors/windowedAggregateProcessor.js'
import { ProcessorHarness, rec, testStore } from '../processor/processorHarness.js'
import {
  capture,
  collectingLogger,
  kvt,
  logFields,
  toList,
  windowed,
  type Kvt,
} from './windowSupport/capture.js'

const GAP_MS = 5 * 60 * 1000
const STORE_NAME = 'session-store'

describe.each([{ emitFinal: false }, { emitFinal: true }])(
  'KStreamSessionWindowAggregateProcessorTest (emitFinal=$emitFinal)',
  ({ emitFinal }) => {
    /**
     * Kafka's setup(type, enableCaching) and initStore: caching only for emit on update, logging off. The late-record
     * cases build their own processor (other windows, always emit on update) over the same store.
     */
    const setup = async ({
      enableCaching = true,
      windows = SessionWindows.ofInactivityGapWithNoGrace(GAP_MS),
      strategy = emitFinal ? EmitStrategy.onWindowClose() : EmitStrategy.onWindowUpdate(),
    } = {}) => {
      const builder = new StreamsBuilder()
      const materialized = emitFinal
        ? Materialized.as<string, number>(STORE_NAME).withRetention(GAP_MS * 3)
        : Materialized.as<string, number>(Stores.persistentSessionStore(STORE_NAME, GAP_MS * 3))
      const cached = enableCaching && !emitFinal
      const sink = capture<Windowed<string>, number | null>()
      builder.stream('input', { key: Serdes.string(), value: Serdes.string() }).pipe(
        groupByKey(),
        windowedBy(windows),
        emitStrategy(strategy),
        aggregate(
          () => 0,
          (_k: string, _v: string, agg: number) => agg + 1,
          (_k: string, one: number, two: number) => one + two,
          (cached ? materialized.withCachingEnabled() : materialized.withCachingDisabled())
            .withValueSerde(Serdes.long())
            .withLoggingDisabled(),
        ),
        toStream(),
        process(sink.supplier),
      )
      const logger = collectingLogger()
      const driver = await TopologyTestDriver.create(
        builder.build(),
        {
          'application.id': 'kafka-suite-session',
          'default.key.serde': Serdes.string(),
          'default.value.serde': Serdes.string(),
        },
        { logger },
      )
      const input = driver.createInputTopic('input', Serdes.string(), Serdes.string())
      const store = driver.getSessionStore<string, number>(STORE_NAME)!
      return {
        driver,
        logger,
        /** What the aggregation forwarded: Kafka's `Change(new, null)` is the new value here. */
        results: sink.processed,
        process: (key: string | null, value: string, timestamp: number) =>
          input.pipeInput(key, value, timestamp),
        findSessions: (key: string, earliestEnd: number, latestStart: number) =>
          toList(store.findSessions(key, earliestEnd, latestStart)),
      }
    }

    /**
     * Kafka's processor on its mock context: records processed one after another, the store flushed once at the end.
     * With emit on update the store caches, and Kafka's expectations count on that single flush (the cache folds
     * every update of a session into one record), while the test driver commits, so flushes, after every record, as
     * Java's does. So with emit on update these runs drive the same built-in processor directly over a caching
     * session store (100000 bytes, as Kafka's ThreadCache) and flush it once; with emit on window close (no cache)
     * they run through the driver.
     */
    const processThenFlush = async (
      records: readonly (readonly [string, string, number])[],
    ): Promise<Kvt<Windowed<string>, number | null>[]> => {
      if (emitFinal) {
        const { driver, process, results } = await setup()
        for (const [k, v, t] of records) process(k, v, t)
        await driver.close()
        return results
      }
      const harness = new ProcessorHarness()
      harness.cacheMaxBytes = 100000
      await harness.withStores(
        testStore(STORE_NAME, 'session', {
          retentionMs: GAP_MS * 3,
          caching: true,
          valueSerde: Serdes.long() as Serde<unknown>,
        }),
      )
      const processor = harness.start(
        windowedAggregateProcessor(
          {
            _tag: 'WindowedAggregate',
            windowing: 'session',
            windows: SessionWindows.ofInactivityGapWithNoGrace(GAP_MS),
            storeName: STORE_NAME,
            initializer: () => 0,
            aggregator: (...args: never[]) => (args[2] as unknown as number) + 1,
            merger: (...args: never[]) => (args[1] as unknown as number) + (args[2] as unknown as number),
            reduce: false,
            emitOnWindowClose: false,
            sendOldValues: false,
          },
          harness.hooks,
        ),
      )
      for (const [k, v, t] of records) processor.process(rec(k, v, t))
      harness.stores.get(STORE_NAME)?.flush()
      return harness
        .take()
        .map(({ key, value, timestamp }) =>
          kvt(key as Windowed<string>, (value as { new: number | null }).new, timestamp),
        )
    }

    // KStreamSessionWindowAggregateProcessorTest.shouldCreateSingleSessionWhenWithinGap
    it('shouldCreateSingleSessionWhenWithinGap', async () => {
      const { driver, process, findSessions } = await setup()
      process('john', 'first', 0)
      process('john', 'second', 500)
      const values = findSessions('john', 0, 2000)
      expect(values[0]?.value).toBe(2)
      await driver.close()
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldMergeSessions
    it('shouldMergeSessions', async () => {
      const { driver, process, findSessions } = await setup()
      const sessionId = 'mel'
      process(sessionId, 'first', 0)
      expect(findSessions(sessionId, 0, 0).length).toBeGreaterThan(0)
      // move time beyond gap
      process(sessionId, 'second', GAP_MS + 1)
      expect(findSessions(sessionId, GAP_MS + 1, GAP_MS + 1).length).toBeGreaterThan(0)
      // should still exist as not within gap
      expect(findSessions(sessionId, 0, 0).length).toBeGreaterThan(0)
      // move time back
      process(sessionId, 'third', GAP_MS / 2)
      const sessions = findSessions(sessionId, 0, GAP_MS + 1)
      expect(sessions.map((s) => s.value)).toEqual([3])
      await driver.close()
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldUpdateSessionIfTheSameTime
    it('shouldUpdateSessionIfTheSameTime', async () => {
      const { driver, process, findSessions } = await setup()
      process('mel', 'first', 0)
      process('mel', 'second', 0)
      expect(findSessions('mel', 0, 0).map((s) => s.value)).toEqual([2])
      await driver.close()
    })
    // KStreamSessionWindowAggregateProcessorTest.shouldHaveMultipleSessionsForSameIdWhenTimestampApartBySessionGap
    it('shouldHaveMultipleSessionsForSameIdWhenTimestampApartBySessionGap', async () => {
      const sessionId = 'mel'
      let now = 0
      const records: [string, string, number][] = [[sessionId, 'first', now]]
      now += GAP_MS + 1
      records.push([sessionId, 'second', now], [sessionId, 'second', now])
      now += GAP_MS + 1
      records.push([sessionId, 'third', now], [sessionId, 'third', now], [sessionId, 'third', now])
      const results = await processThenFlush(records)
      expect(results).toEqual(
        emitFinal
          ? [
              kvt(windowed(sessionId, 0, 0), 1, 0),
              kvt(windowed(sessionId, GAP_MS + 1, GAP_MS + 1), 2, GAP_MS + 1),
            ]
          : [
              kvt(windowed(sessionId, 0, 0), 1, 0),
              kvt(windowed(sessionId, GAP_MS + 1, GAP_MS + 1), 2, GAP_MS + 1),
              kvt(windowed(sessionId, now, now), 3, now),
            ],
      )
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldRemoveMergedSessionsFromStateStore
    it('shouldRemoveMergedSessionsFromStateStore', async () => {
      const { driver, process, findSessions } = await setup()
      process('a', '1', 0)
      // first ensure it is in the store
      expect(findSessions('a', 0, 0)[0]).toEqual({ key: windowed('a', 0, 0), value: 1 })
      process('a', '2', 100)
      // a1 from above should have been removed; should have merged session in store
      expect(findSessions('a', 0, 100)).toEqual([{ key: windowed('a', 0, 100), value: 2 }])
      await driver.close()
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldHandleMultipleSessionsAndMerging
    it('shouldHandleMultipleSessionsAndMerging', async () => {
      const results = await processThenFlush([
        ['a', '1', 0],
        ['b', '1', 0],
        ['c', '1', 0],
        ['d', '1', 0],
        ['d', '2', GAP_MS / 2],
        ['a', '2', GAP_MS + 1],
        ['b', '2', GAP_MS + 1],
        ['a', '3', GAP_MS + 1 + GAP_MS / 2],
        ['c', '3', GAP_MS + 1 + GAP_MS / 2],
      ])
      const firstFour = [
        kvt(windowed('a', 0, 0), 1, 0),
        kvt(windowed('b', 0, 0), 1, 0),
        kvt(windowed('c', 0, 0), 1, 0),
        kvt(windowed('d', 0, GAP_MS / 2), 2, GAP_MS / 2),
      ]
      expect(results).toEqual(
        emitFinal
          ? firstFour
          : [
              ...firstFour,
              kvt(windowed('b', GAP_MS + 1, GAP_MS + 1), 1, GAP_MS + 1),
              kvt(windowed('a', GAP_MS + 1, GAP_MS + 1 + GAP_MS / 2), 2, GAP_MS + 1 + GAP_MS / 2),
              kvt(
                windowed('c', GAP_MS + 1 + GAP_MS / 2, GAP_MS + 1 + GAP_MS / 2),
                1,
                GAP_MS + 1 + GAP_MS / 2,
              ),
            ],
      )
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldImmediatelyForwardNewSessionWhenNonCachedStore: Kafka returns
    // at once for emit on window close, so the case runs for emit on update only.
    if (!emitFinal)
      it('shouldImmediatelyForwardNewSessionWhenNonCachedStore', async () => {
        const { driver, process, results } = await setup({ enableCaching: false })
        process('a', '1', 0)
        process('b', '1', 0)
        process('c', '1', 0)
        expect(results).toEqual([
          kvt(windowed('a', 0, 0), 1, 0),
          kvt(windowed('b', 0, 0), 1, 0),
          kvt(windowed('c', 0, 0), 1, 0),
        ])
        await driver.close()
      })

    // KStreamSessionWindowAggregateProcessorTest.shouldImmediatelyForwardRemovedSessionsWhenMerging (emit on update
    // only, as above)
    if (!emitFinal)
      it('shouldImmediatelyForwardRemovedSessionsWhenMerging', async () => {
        const { driver, process, results } = await setup({ enableCaching: false })
        process('a', '1', 0)
        process('a', '1', 5)
        expect(results).toEqual([
          kvt(windowed('a', 0, 0), 1, 0),
          kvt(windowed('a', 0, 0), null, 0),
          kvt(windowed('a', 0, 5), 2, 5),
        ])
        await driver.close()
      })

    // KStreamSessionWindowAggregateProcessorTest.shouldLogAndMeterWhenSkippingNullKeyWithBuiltInMetrics: Kafka's
    // record context is a mock one (topic "topic", partition -3, offset -2); the driver's is the input topic's first
    // record, so those three fields are the driver's.
    it('shouldLogAndMeterWhenSkippingNullKeyWithBuiltInMetrics', async () => {
      const { driver, process, logger } = await setup({ enableCaching: false })
      process(null, '1', 0)
      const line = logger.warnings.find((w) => w.startsWith('Skipping record due to null key.'))
      expect(logFields(line ?? '')).toMatchObject({ topic: '[input]', partition: '[0]', offset: '[0]' })
      expect(driver.metrics().droppedRecords).toBe(1)
      await driver.close()
    })

    /** The late-record cases: a processor with gap 10 and the given grace, always emitting on update. */
    const lateRecordCase = async (grace: number, steps: readonly (readonly [string, number])[]) => {
      const fixture = await setup({
        enableCaching: false,
        windows: SessionWindows.ofInactivityGapAndGrace(10, grace),
        strategy: EmitStrategy.onWindowUpdate(),
      })
      for (const [key, timestamp] of steps) fixture.process(key, key === 'dummy' ? 'dummy' : '1', timestamp)
      return fixture
    }
    /** Kafka's expired-window line, less the record context (see the null-key case). */
    const expiredLine = (streamTime: number) => ({
      timestamp: '[0]',
      window: '[0,0]',
      expiration: '[1]',
      streamTime: `[${streamTime}]`,
    })
    const expiredFields = (warnings: readonly string[]) =>
      warnings
        .filter((w) => w.startsWith('Skipping record for expired window.'))
        .map(logFields)
        .map(({ timestamp, window, expiration, streamTime }) => ({
          timestamp,
          window,
          expiration,
          streamTime,
        }))

    // KStreamSessionWindowAggregateProcessorTest.shouldLogAndMeterWhenSkippingLateRecordWithZeroGrace
    it('shouldLogAndMeterWhenSkippingLateRecordWithZeroGrace', async () => {
      const { driver, logger } = await lateRecordCase(0, [
        // dummy record to establish stream time = 0
        ['dummy', 0],
        // record arrives on time, should not be skipped
        ['OnTime1', 0],
        // dummy record to advance stream time = 11, 10 for gap time plus 1 to place outside window
        ['dummy', 11],
        // record is late
        ['Late1', 0],
      ])
      expect(expiredFields(logger.warnings)).toEqual([expiredLine(11)])
      expect(driver.metrics().droppedRecords).toBe(1)
      await driver.close()
    })

    // KStreamSessionWindowAggregateProcessorTest.shouldLogAndMeterWhenSkippingLateRecordWithNonzeroGrace
    it('shouldLogAndMeterWhenSkippingLateRecordWithNonzeroGrace', async () => {
      const { driver, logger } = await lateRecordCase(1, [
        // dummy record to establish stream time = 0
        ['dummy', 0],
        // record arrives on time, should not be skipped
        ['OnTime1', 0],
        // dummy record to advance stream time = 11, 10 for gap time plus 1 to place at edge of window
        ['dummy', 11],
        // delayed record arrives on time, should not be skipped
        ['OnTime2', 0],
        // dummy record to advance stream time = 12, 10 for gap time plus 2 to place outside window
        ['dummy', 12],
        // delayed record arrives late
        ['Late1', 0],
      ])
      expect(expiredFields(logger.warnings)).toEqual([expiredLine(12)])
      expect(driver.metrics().droppedRecords).toBe(1)
      await driver.close()
    })
  },
)
