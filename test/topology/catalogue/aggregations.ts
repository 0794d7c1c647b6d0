import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { cogroup } from '../../../src/dsl/operators/cogroup.js'
import { count } from '../../../src/dsl/operators/count.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { reduce } from '../../../src/dsl/operators/reduce.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { windowedBy } from '../../../src/dsl/operators/windowedBy.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { SessionWindows } from '../../../src/core/windows/SessionWindows.js'
import { SlidingWindows } from '../../../src/core/windows/SlidingWindows.js'
import { TimeWindows } from '../../../src/core/windows/TimeWindows.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { Program } from './Program.js'

const MINUTE = 60_000

/** Stream aggregations, windows and cogroup (DescribeCatalogue.java). */
export const aggregations: Record<string, Program> = {
  wordCount: (builder) => {
    builder.stream<string, string>('streams-plaintext-input').pipe(
      flatMapValues((v) => v.toLowerCase().split(/\W+/)),
      groupBy((_k, word) => word),
      count(),
      toStream(),
      to('streams-wordcount-output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  wordCountMaterialized: (builder) => {
    builder.stream<string, string>('streams-plaintext-input').pipe(
      flatMapValues((v) => v.toLowerCase().split(/\W+/)),
      groupBy((_k, word) => word),
      count(Materialized.as('counts-store')),
      toStream(),
      to('streams-wordcount-output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  wordCountNamed: (builder) => {
    builder.stream<string, string>('streams-plaintext-input').pipe(
      flatMapValues((v) => v.toLowerCase().split(/\W+/), Named.as('split-words')),
      groupBy((_k, word) => word, Grouped.with(Serdes.string(), Serdes.string()).withName('words')),
      count(Named.as('count-words'), Materialized.as('word-counts')),
      toStream(Named.as('changes')),
      to('streams-wordcount-output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  groupByKeyReduce: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      reduce((a, b) => a + b),
      toStream(),
      to('output'),
    )
  },
  groupByKeyReduceNamed: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(Grouped.with(Serdes.string(), Serdes.string())),
      reduce((a, b) => a + b, Named.as('concat'), Materialized.as('concat-store')),
      toStream(),
      to('output'),
    )
  },
  groupByKeyAggregate: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      aggregate(
        () => 0,
        (_k, v, total) => total + v.length,
        Materialized.with(Serdes.string(), Serdes.long()),
      ),
      toStream(),
      to('output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  selectKeyThenCount: (builder) => {
    builder.stream<string, string>('input').pipe(
      selectKey((_k, v) => v),
      groupByKey(),
      count(),
      toStream(),
      to('output'),
    )
  },
  tumblingWindowCount: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(5 * MINUTE)),
        count(),
        toStream(),
        to('output'),
      )
  },
  hoppingWindowAggregate: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeAndGrace(10 * MINUTE, MINUTE).advanceBy(MINUTE)),
      aggregate(
        () => 0,
        (_k, v, total) => total + v.length,
        Named.as('total-length'),
        Materialized.as('hopping-store'),
      ),
      toStream(),
      to('output'),
    )
  },
  slidingWindowCount: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(SlidingWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE)),
        count(),
        toStream(),
        to('output'),
      )
  },
  slidingWindowReduceNamed: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(SlidingWindows.ofTimeDifferenceAndGrace(5 * MINUTE, MINUTE)),
      reduce((a, b) => a + b, Named.as('sliding-concat'), Materialized.as('sliding-store')),
      toStream(),
      to('output'),
    )
  },
  sessionWindowCount: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(
        groupByKey(),
        windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5 * MINUTE)),
        count(),
        toStream(),
        to('output'),
      )
  },
  sessionWindowAggregateNamed: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(SessionWindows.ofInactivityGapAndGrace(5 * MINUTE, MINUTE)),
      aggregate(
        () => 0,
        (_k, _v, n) => n + 1,
        (_k, a, b) => a + b,
        Named.as('session-count'),
        Materialized.as('session-store'),
      ),
      toStream(),
      to('output'),
    )
  },
  cogroup: (builder) => {
    const clicks = builder.stream<string, string>('clicks').pipe(groupByKey())
    const views = builder.stream<string, string>('views').pipe(groupByKey())
    clicks.pipe(
      cogroup((_k, _v, n: number) => n + 1),
      cogroup(views, (_k, _v, n) => n + 10),
      aggregate(() => 0, Materialized.with(Serdes.string(), Serdes.long())),
      toStream(),
      to('output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  cogroupWindowedNamed: (builder) => {
    const clicks = builder.stream<string, string>('clicks').pipe(groupByKey())
    const views = builder
      .stream<string, string>('views')
      .pipe(groupBy((_k, v) => v, Grouped.as('views-by-page')))
    clicks.pipe(
      cogroup((_k, _v, n: number) => n + 1),
      cogroup(views, (_k, _v, n) => n + 10),
      windowedBy(TimeWindows.ofSizeWithNoGrace(MINUTE)),
      aggregate(() => 0, Named.as('activity'), Materialized.as('activity-store')),
      toStream(),
      to('output'),
    )
  },
  mergeRepartitionTopics: (builder) => {
    const byValue = builder.stream<string, string>('input').pipe(selectKey((_k, v) => v))
    byValue.pipe(groupByKey(), count(), toStream(), to('output-count'))
    byValue.pipe(
      groupByKey(),
      reduce((a, b) => a + b),
      toStream(),
      to('output-reduce'),
    )
  },
}
