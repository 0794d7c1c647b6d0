// Ported from Apache Kafka: streams/src/test/java/org/apache/kafka/streams/kstream/internals/SuppressScenarioTest.java
// Expected values are Kafka's.
import { describe, expect, it } from 'vitest'
import {
  aggregate,
  BufferConfig,
  cogroup,
  Consumed,
  count,
  groupBy,
  groupByKey,
  Grouped,
  KeyValue,
  map,
  Materialized,
  Named,
  outerJoin,
  Produced,
  Serdes,
  SessionWindows,
  SlidingWindows,
  StreamsBuilder,
  Suppressed,
  suppress,
  TimeWindows,
  to,
  toStream,
  windowedBy,
  type KTable,
  type Topology,
  type Windowed,
} from '../../src/index.js'
import { TopologyTestDriver } from '../../src/testing/index.js'
import { kvt, windowedString, type Kvt } from './windowSupport/capture.js'

const STRING = Serdes.string()
const LONG = Serdes.long()
const STRINGS = { key: STRING, value: STRING }
const config = {}

/** Kafka's `drainProducerRecords`: every record of `topic` not read yet, as key, value and timestamp. */
const drain = <V>(driver: TopologyTestDriver, topic: string, valueSerde = LONG as unknown) =>
  driver
    .createOutputTopic(topic, STRING, valueSerde as typeof LONG)
    .readRecordsToList()
    .map((r) => kvt(r.key, r.value as V | null, r.timestamp ?? -1))

const withDriver = async (topology: Topology, body: (driver: TopologyTestDriver) => void) => {
  const driver = await TopologyTestDriver.create(topology, config)
  try {
    body(driver)
  } finally {
    await driver.close()
  }
}

/** The value counts of table "input" (regrouped by value), as Kafka's scenarios build them. */
const valueCountsOf = (builder: StreamsBuilder, materialized?: Materialized<string, number>) =>
  builder
    .table(
      'input',
      Consumed.with(STRING, STRING),
      Materialized.with(STRING, STRING).withCachingDisabled().withLoggingDisabled(),
    )
    .pipe(
      groupBy((k: string, v: string) => KeyValue.pair(v, k), Grouped.with(STRING, STRING)),
      materialized === undefined ? count() : count(materialized),
    )

const rawAndSuppressed = (
  builder: StreamsBuilder,
  valueCounts: KTable<string, number>,
  suppressed: Suppressed,
) => {
  valueCounts.pipe(suppress(suppressed), toStream(), to('output-suppressed', Produced.with(STRING, LONG)))
  valueCounts.pipe(toStream(), to('output-raw', Produced.with(STRING, LONG)))
  return builder.build()
}

/** Windowed counts written with Java's `Windowed.toString()` keys to "output-suppressed" and "output-raw". */
const windowedRawAndSuppressed = (builder: StreamsBuilder, valueCounts: KTable<Windowed<string>, number>) => {
  const asString = map((k: Windowed<string>, v: number) => KeyValue.pair(windowedString(k), v))
  valueCounts.pipe(
    suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded())),
    toStream(),
    asString,
    to('output-suppressed', Produced.with(STRING, LONG)),
  )
  valueCounts.pipe(toStream(), asString, to('output-raw', Produced.with(STRING, LONG)))
  return builder.build()
}

const pipeAll = (driver: TopologyTestDriver, topic: string, records: readonly [string, string, number][]) => {
  const input = driver.createInputTopic(topic, STRING, STRING)
  for (const [k, v, t] of records) input.pipeInput(k, v, t)
}

const sortedByKeyThenTime = <V>(rows: Kvt<string | null, V>[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)) || a.timestamp - b.timestamp)

describe('SuppressScenarioTest', () => {
  // SuppressScenarioTest.shouldImmediatelyEmitEventsWithZeroEmitAfter
  it('shouldImmediatelyEmitEventsWithZeroEmitAfter', async () => {
    const builder = new StreamsBuilder()
    const topology = rawAndSuppressed(
      builder,
      valueCountsOf(builder),
      Suppressed.untilTimeLimit(0, BufferConfig.unbounded()),
    )
    await withDriver(topology, (driver) => {
      pipeAll(driver, 'input', [
        ['k1', 'v1', 0],
        ['k1', 'v2', 1],
        ['k2', 'v1', 2],
      ])
      const first = [kvt('v1', 1, 0), kvt('v1', 0, 1), kvt('v2', 1, 1), kvt('v1', 1, 2)]
      expect(drain(driver, 'output-raw')).toEqual(first)
      expect(drain(driver, 'output-suppressed')).toEqual(first)
      pipeAll(driver, 'input', [['x', 'x', 3]])
      expect(drain(driver, 'output-raw')).toEqual([kvt('x', 1, 3)])
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('x', 1, 3)])
      pipeAll(driver, 'input', [['x', 'y', 4]])
      expect(drain(driver, 'output-raw')).toEqual([kvt('x', 0, 4), kvt('y', 1, 4)])
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('x', 0, 4), kvt('y', 1, 4)])
    })
  })

  // SuppressScenarioTest.shouldSuppressIntermediateEventsWithTimeLimit
  it('shouldSuppressIntermediateEventsWithTimeLimit', async () => {
    const builder = new StreamsBuilder()
    const topology = rawAndSuppressed(
      builder,
      valueCountsOf(builder),
      Suppressed.untilTimeLimit(2, BufferConfig.unbounded()),
    )
    await withDriver(topology, (driver) => {
      pipeAll(driver, 'input', [
        ['k1', 'v1', 0],
        ['k1', 'v2', 1],
        ['k2', 'v1', 2],
      ])
      expect(drain(driver, 'output-raw')).toEqual([
        kvt('v1', 1, 0),
        kvt('v1', 0, 1),
        kvt('v2', 1, 1),
        kvt('v1', 1, 2),
      ])
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('v1', 1, 2)])
      // inserting a dummy "tick" record just to advance stream time
      pipeAll(driver, 'input', [['tick', 'tick', 3]])
      expect(drain(driver, 'output-raw')).toEqual([kvt('tick', 1, 3)])
      // the stream time is now 3, so it's time to emit this record
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('v2', 1, 1)])
      pipeAll(driver, 'input', [['tick', 'tock', 4]])
      expect(drain(driver, 'output-raw')).toEqual([kvt('tick', 0, 4), kvt('tock', 1, 4)])
      // tick is still buffered, since it was first inserted at time 3, and it is only time 4 right now.
      expect(drain(driver, 'output-suppressed')).toEqual([])
    })
  })

  const limitScenario = async (buffer: BufferConfig) => {
    const builder = new StreamsBuilder()
    const topology = rawAndSuppressed(
      builder,
      valueCountsOf(builder, Materialized.with(STRING, LONG)),
      Suppressed.untilTimeLimit(Number.MAX_SAFE_INTEGER, buffer),
    )
    await withDriver(topology, (driver) => {
      pipeAll(driver, 'input', [
        ['k1', 'v1', 0],
        ['k1', 'v2', 1],
        ['k2', 'v1', 2],
      ])
      expect(drain(driver, 'output-raw')).toEqual([
        kvt('v1', 1, 0),
        kvt('v1', 0, 1),
        kvt('v2', 1, 1),
        kvt('v1', 1, 2),
      ])
      // consecutive updates to v1 get suppressed into only the latter; the last update won't be evicted until
      // another key comes along.
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('v1', 0, 1), kvt('v2', 1, 1)])
      pipeAll(driver, 'input', [['x', 'x', 3]])
      expect(drain(driver, 'output-raw')).toEqual([kvt('x', 1, 3)])
      // now we see that last update to v1, but we won't see the update to x until it gets evicted
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('v1', 1, 2)])
    })
  }

  // SuppressScenarioTest.shouldSuppressIntermediateEventsWithRecordLimit
  it('shouldSuppressIntermediateEventsWithRecordLimit', async () => {
    await limitScenario(BufferConfig.maxRecords(1).emitEarlyWhenFull())
  })

  // SuppressScenarioTest.shouldSuppressIntermediateEventsWithBytesLimit ("the entries are a little over 100
  // bytes in size", Kafka notes): each entry counts the topic of its record context (the repartition topic), which
  // the count's record cache keeps with each write and restores when it forwards on flush.
  it('shouldSuppressIntermediateEventsWithBytesLimit', async () => {
    await limitScenario(BufferConfig.maxBytes(200).emitEarlyWhenFull())
  })

  // SuppressScenarioTest.shouldSupportFinalResultsForTimeWindows
  it('shouldSupportFinalResultsForTimeWindows', async () => {
    const builder = new StreamsBuilder()
    const valueCounts = builder.stream('input', STRINGS).pipe(
      groupBy((k: string) => k, Grouped.with(STRING, STRING)),
      windowedBy(TimeWindows.ofSizeAndGrace(2, 1)),
      count(Materialized.as<string, number>('counts').withCachingDisabled()),
    )
    await withDriver(windowedRawAndSuppressed(builder, valueCounts), (driver) => {
      // the last record gets dropped because it is out of the grace period
      pipeAll(
        driver,
        'input',
        [0, 1, 2, 1, 0, 5, 0].map((t): [string, string, number] => ['k1', 'v1', t]),
      )
      expect(drain(driver, 'output-raw')).toEqual([
        kvt('[k1@0/2]', 1, 0),
        kvt('[k1@0/2]', 2, 1),
        kvt('[k1@2/4]', 1, 2),
        kvt('[k1@0/2]', 3, 1),
        kvt('[k1@0/2]', 4, 1),
        kvt('[k1@4/6]', 1, 5),
      ])
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('[k1@0/2]', 4, 1), kvt('[k1@2/4]', 1, 2)])
    })
  })

  // SuppressScenarioTest.shouldSupportFinalResultsForTimeWindowsWithLargeJump
  it('shouldSupportFinalResultsForTimeWindowsWithLargeJump', async () => {
    const builder = new StreamsBuilder()
    const valueCounts = builder.stream('input', STRINGS).pipe(
      groupBy((k: string) => k, Grouped.with(STRING, STRING)),
      windowedBy(TimeWindows.ofSizeAndGrace(2, 2)),
      count(Materialized.as<string, number>('counts').withCachingDisabled().withKeySerde(STRING)),
    )
    await withDriver(windowedRawAndSuppressed(builder, valueCounts), (driver) => {
      // the update at 0 after 4 gets dropped: the previous event advanced stream time and closed the window
      pipeAll(
        driver,
        'input',
        [0, 1, 2, 0, 3, 0, 4, 0, 30].map((t): [string, string, number] => ['k1', 'v1', t]),
      )
      expect(drain(driver, 'output-raw')).toEqual([
        kvt('[k1@0/2]', 1, 0),
        kvt('[k1@0/2]', 2, 1),
        kvt('[k1@2/4]', 1, 2),
        kvt('[k1@0/2]', 3, 1),
        kvt('[k1@2/4]', 2, 3),
        kvt('[k1@0/2]', 4, 1),
        kvt('[k1@4/6]', 1, 4),
        kvt('[k1@30/32]', 1, 30),
      ])
      expect(drain(driver, 'output-suppressed')).toEqual([
        kvt('[k1@0/2]', 4, 1),
        kvt('[k1@2/4]', 2, 3),
        kvt('[k1@4/6]', 1, 4),
      ])
    })
  })

  // SuppressScenarioTest.shouldSupportFinalResultsForSlidingWindows
  it('shouldSupportFinalResultsForSlidingWindows', async () => {
    const builder = new StreamsBuilder()
    const valueCounts = builder.stream('input', STRINGS).pipe(
      groupBy((k: string) => k, Grouped.with(STRING, STRING)),
      windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(5, 15)),
      count(Materialized.as<string, number>('counts').withCachingDisabled().withKeySerde(STRING)),
    )
    await withDriver(windowedRawAndSuppressed(builder, valueCounts), (driver) => {
      // the record at 5 is dropped: the previous event advanced stream time and closed the window; 90 flushes
      pipeAll(
        driver,
        'input',
        [10, 11, 10, 13, 10, 24, 5, 7, 90].map((t): [string, string, number] => ['k1', 'v1', t]),
      )
      expect(sortedByKeyThenTime(drain(driver, 'output-raw'))).toEqual([
        kvt('[k1@11/16]', 1, 11),
        kvt('[k1@11/16]', 2, 13),
        kvt('[k1@12/17]', 1, 13),
        kvt('[k1@19/24]', 1, 24),
        kvt('[k1@5/10]', 1, 10),
        kvt('[k1@5/10]', 2, 10),
        kvt('[k1@5/10]', 3, 10),
        kvt('[k1@5/10]', 4, 10),
        kvt('[k1@5/10]', 5, 10),
        kvt('[k1@6/11]', 2, 11),
        kvt('[k1@6/11]', 3, 11),
        kvt('[k1@6/11]', 4, 11),
        kvt('[k1@6/11]', 5, 11),
        kvt('[k1@8/13]', 4, 13),
        kvt('[k1@8/13]', 5, 13),
        kvt('[k1@85/90]', 1, 90),
      ])
      expect(drain(driver, 'output-suppressed')).toEqual([
        kvt('[k1@5/10]', 5, 10),
        kvt('[k1@6/11]', 5, 11),
        kvt('[k1@8/13]', 5, 13),
        kvt('[k1@11/16]', 2, 13),
        kvt('[k1@12/17]', 1, 13),
        kvt('[k1@19/24]', 1, 24),
      ])
    })
  })

  // SuppressScenarioTest.shouldSupportFinalResultsForSessionWindows
  it('shouldSupportFinalResultsForSessionWindows', async () => {
    const builder = new StreamsBuilder()
    const valueCounts = builder.stream('input', STRINGS).pipe(
      groupBy((k: string) => k, Grouped.with(STRING, STRING)),
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5)),
      count(Materialized.as<string, number>('counts').withCachingDisabled()),
    )
    await withDriver(windowedRawAndSuppressed(builder, valueCounts), (driver) => {
      pipeAll(driver, 'input', [
        // first window
        ['k1', 'v1', 0],
        ['k1', 'v1', 5],
        // arbitrarily disordered records are admitted: the window is not closed until stream time > end + grace
        ['k1', 'v1', 1],
        // any record in the same partition advances stream time (note the key is different)
        ['k2', 'v1', 11],
        // late event for the first window: dropped from all streams, since the first window is now closed
        ['k1', 'v1', 5],
        // just pushing stream time forward to flush the other events through
        ['k1', 'v1', 30],
      ])
      expect(drain(driver, 'output-raw')).toEqual([
        kvt('[k1@0/0]', 1, 0),
        kvt('[k1@0/0]', null, 0),
        kvt('[k1@0/5]', 2, 5),
        kvt('[k1@0/5]', null, 5),
        kvt('[k1@0/5]', 3, 5),
        kvt('[k2@11/11]', 1, 11),
        kvt('[k1@30/30]', 1, 30),
      ])
      expect(drain(driver, 'output-suppressed')).toEqual([kvt('[k1@0/5]', 3, 5), kvt('[k2@11/11]', 1, 11)])
    })
  })

  // SuppressScenarioTest.shouldWorkBeforeGroupBy
  it('shouldWorkBeforeGroupBy', async () => {
    const builder = new StreamsBuilder()
    builder.table('topic', STRINGS).pipe(
      suppress(Suppressed.untilTimeLimit(10, BufferConfig.unbounded())),
      groupBy((k: string, v: string) => KeyValue.pair(k, v), Grouped.with(STRING, STRING)),
      count(),
      toStream(),
      to('output', Produced.with(STRING, LONG)),
    )
    await withDriver(builder.build(), (driver) => {
      pipeAll(driver, 'topic', [
        ['A', 'a', 0],
        ['tick', 'tick', 10],
      ])
      expect(drain(driver, 'output')).toEqual([kvt('A', 1, 0)])
    })
  })

  const joinScenario = async (suppressLeft: boolean) => {
    const builder = new StreamsBuilder()
    const held = suppress<string, string>(Suppressed.untilTimeLimit(10, BufferConfig.unbounded()))
    const leftSource = builder.table<string, string>('left', STRINGS)
    const rightSource = builder.table<string, string>('right', STRINGS)
    const left = suppressLeft ? leftSource.pipe(held) : leftSource
    const right = suppressLeft ? rightSource : rightSource.pipe(held)
    left.pipe(
      outerJoin(right, (l: string | null, r: string | null) => `(${String(l)},${String(r)})`),
      toStream(),
      to('output', Produced.with(STRING, STRING)),
    )
    const rows: Kvt<string | null, string | null>[][] = []
    await withDriver(builder.build(), (driver) => {
      const input = { left: 'left', right: 'right' }
      const suppressed = suppressLeft ? input.left : input.right
      const other = suppressLeft ? input.right : input.left
      const step = (topic: string, records: [string, string, number][]) => {
        pipeAll(driver, topic, records)
        rows.push(drain<string>(driver, 'output', STRING))
      }
      step(suppressed, [
        ['B', '1', 0],
        ['A', '1', 0],
      ])
      step(suppressed, [['tick', 'tick', 10]])
      step(suppressed, [['A', '2', 11]])
      step(other, [['A', 'a', 12]])
      step(other, [['B', 'b', 12]])
      step(other, [['A', 'b', 13]])
      step(suppressed, [['tick', 'tick1', 21]])
    })
    return rows
  }

  // SuppressScenarioTest.shouldWorkBeforeJoinRight
  it('shouldWorkBeforeJoinRight', async () => {
    expect(await joinScenario(false)).toEqual([
      // buffered, no output
      [],
      // flush buffer
      [kvt('A', '(null,1)', 0), kvt('B', '(null,1)', 0)],
      // buffered, no output
      [],
      // should join with previously emitted right side
      [kvt('A', '(a,1)', 12)],
      // should view through to the parent KTable, since B is no longer buffered
      [kvt('B', '(b,1)', 12)],
      // should join with previously emitted right side
      [kvt('A', '(b,1)', 13)],
      // "tick" is just a testing artifact
      [kvt('tick', '(null,tick1)', 21), kvt('A', '(b,2)', 13)],
    ])
  })

  // SuppressScenarioTest.shouldWorkBeforeJoinLeft
  it('shouldWorkBeforeJoinLeft', async () => {
    expect(await joinScenario(true)).toEqual([
      // buffered, no output
      [],
      // flush buffer
      [kvt('A', '(1,null)', 0), kvt('B', '(1,null)', 0)],
      // buffered, no output
      [],
      // should join with previously emitted left side
      [kvt('A', '(1,a)', 12)],
      // should view through to the parent KTable, since B is no longer buffered
      [kvt('B', '(1,b)', 12)],
      // should join with previously emitted left side
      [kvt('A', '(1,b)', 13)],
      // "tick" is just a testing artifact
      [kvt('tick', '(tick1,null)', 21), kvt('A', '(2,b)', 13)],
    ])
  })

  // SuppressScenarioTest.shouldWorkWithCogrouped (builds only, as in Kafka)
  it('shouldWorkWithCogrouped', () => {
    const builder = new StreamsBuilder()
    const stream1 = builder.stream('one', STRINGS).pipe(groupByKey(Grouped.with(STRING, STRING)))
    const stream2 = builder.stream('two', STRINGS).pipe(groupByKey(Grouped.with(STRING, STRING)))
    const add = (_k: string, value: string, agg: string): string => agg + value
    stream1.pipe(
      cogroup(add),
      cogroup(stream2, add),
      windowedBy(TimeWindows.ofSizeWithNoGrace(15 * 60_000)),
      aggregate(() => '', Named.as('test'), Materialized.as('store')),
      suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded())),
      toStream(),
    )
    expect(builder.build().describe().toString()).toContain('test')
  })
})
