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
  SessionWindows,
  StreamsBuilder,
  Stores,
  windowedBy,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { toList } from './windowSupport/capture.js'

const GAP_MS = 5 * 60 * 1000
const STORE_NAME = 'session-store'

describe.each([{ emitFinal: false }, { emitFinal: true }])(
  'KStreamSessionWindowAggregateProcessorTest (emitFinal=$emitFinal)',
  ({ emitFinal }) => {
    /** Kafka's setup(type, enableCaching = true): caching only for emit on update, logging off. */
    const setup = async () => {
      const builder = new StreamsBuilder()
      const materialized = emitFinal
        ? Materialized.as<string, number>(STORE_NAME)
            .withRetention(GAP_MS * 3)
            .withCachingDisabled()
        : Materialized.as<string, number>(
            Stores.persistentSessionStore(STORE_NAME, GAP_MS * 3),
          ).withCachingEnabled()
      builder.stream('input', { key: Serdes.string(), value: Serdes.string() }).pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(GAP_MS)),
        emitStrategy(emitFinal ? EmitStrategy.onWindowClose() : EmitStrategy.onWindowUpdate()),
        aggregate(
          () => 0,
          (_k: string, _v: string, agg: number) => agg + 1,
          (_k: string, one: number, two: number) => one + two,
          materialized.withValueSerde(Serdes.long()).withLoggingDisabled(),
        ),
      )
      const driver = await TopologyTestDriver.create(builder.build(), {
        'application.id': 'kafka-suite-session',
        'default.key.serde': Serdes.string(),
        'default.value.serde': Serdes.string(),
      })
      const input = driver.createInputTopic('input', Serdes.string(), Serdes.string())
      const store = driver.getSessionStore<string, number>(STORE_NAME)!
      return {
        driver,
        process: (key: string, value: string, timestamp: number) => input.pipeInput(key, value, timestamp),
        findSessions: (key: string, earliestEnd: number, latestStart: number) =>
          toList(store.findSessions(key, earliestEnd, latestStart)),
      }
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
  },
)
