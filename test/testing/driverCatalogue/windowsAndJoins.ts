import { KeyValue } from '../../../src/core/KeyValue.js'
import { EmitStrategy } from '../../../src/dsl/EmitStrategy.js'
import type { KTable } from '../../../src/dsl/KTable.js'
import type { KGroupedStream } from '../../../src/dsl/KGroupedStream.js'
import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { cogroup } from '../../../src/dsl/operators/cogroup.js'
import { count } from '../../../src/dsl/operators/count.js'
import { emitStrategy } from '../../../src/dsl/operators/emitStrategy.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { join } from '../../../src/dsl/operators/join.js'
import { leftJoin } from '../../../src/dsl/operators/leftJoin.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { outerJoin } from '../../../src/dsl/operators/outerJoin.js'
import { reduce } from '../../../src/dsl/operators/reduce.js'
import { suppress } from '../../../src/dsl/operators/suppress.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { windowedBy } from '../../../src/dsl/operators/windowedBy.js'
import { BufferConfig } from '../../../src/dsl/options/BufferConfig.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Suppressed } from '../../../src/dsl/options/Suppressed.js'
import type { StreamsBuilder } from '../../../src/dsl/StreamsBuilder.js'
import { JoinWindows } from '../../../src/core/windows/JoinWindows.js'
import { SessionWindows } from '../../../src/core/windows/SessionWindows.js'
import { SlidingWindows } from '../../../src/core/windows/SlidingWindows.js'
import { TimeWindows } from '../../../src/core/windows/TimeWindows.js'
import type { Windowed } from '../../../src/core/windows/Windowed.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { Program } from './Program.js'

const STRING_LONG = Produced.with(Serdes.string(), Serdes.long())
const SECOND = 1000
const plus = (l: string, r: string | null): string => `${l}+${String(r)}`
const slash = (a: string, b: string | null): string => `${a}/${String(b)}`

/** DriverCatalogue.windowedKey: `key@start/end`. */
const windowedKey = (key: Windowed<string>): string => `${key.key}@${key.window.start}/${key.window.end}`

/** The records of topic "input" grouped by their key. */
const groupedInput = (builder: StreamsBuilder): KGroupedStream<string, string> =>
  builder.stream<string, string>('input').pipe(groupByKey())

/** Writes windowed counts to topic "output" with `key@start/end` keys. */
const toOutput = (counts: KTable<Windowed<string>, number>): void => {
  counts.pipe(
    toStream((k: Windowed<string>) => windowedKey(k)),
    to('output', STRING_LONG),
  )
}

/** Counts of "input" per key and window into store `storeName`, written by {@link toOutput}. */
const windowedCount =
  (windows: TimeWindows | SlidingWindows | SessionWindows, storeName: string): Program =>
  (builder) => {
    const grouped = groupedInput(builder)
    toOutput(
      windows instanceof SessionWindows
        ? grouped.pipe(windowedBy(windows), count(Materialized.as(storeName)))
        : grouped.pipe(windowedBy(windows), count(Materialized.as(storeName))),
    )
  }

/** DriverCatalogue.java: windows, suppression and joins. */
export const windowsAndJoins: Record<string, Program> = {
  tumblingCount: windowedCount(TimeWindows.ofSizeAndGrace(10 * SECOND, 5 * SECOND), 'tumbling-counts'),
  hoppingCount: windowedCount(
    TimeWindows.ofSizeWithNoGrace(10 * SECOND).advanceBy(5 * SECOND),
    'hopping-counts',
  ),
  slidingCount: windowedCount(
    SlidingWindows.ofTimeDifferenceAndGrace(10 * SECOND, 5 * SECOND),
    'sliding-counts',
  ),
  sessionCount: windowedCount(
    SessionWindows.ofInactivityGapAndGrace(10 * SECOND, 5 * SECOND),
    'session-counts',
  ),
  suppressWindowCloses: (builder) =>
    toOutput(
      groupedInput(builder).pipe(
        windowedBy(TimeWindows.ofSizeAndGrace(10 * SECOND, 5 * SECOND)),
        count(
          Materialized.as<string, number>('final-counts')
            .withKeySerde(Serdes.string())
            .withValueSerde(Serdes.long()),
        ),
        suppress(Suppressed.untilWindowCloses(BufferConfig.unbounded())),
      ),
    ),
  tumblingEmitFinal: (builder) =>
    toOutput(
      groupedInput(builder).pipe(
        windowedBy(TimeWindows.ofSizeAndGrace(10 * SECOND, 5 * SECOND)),
        emitStrategy(EmitStrategy.onWindowClose()),
        count(Materialized.as('emit-final-counts')),
      ),
    ),
  sessionEmitFinal: (builder) =>
    toOutput(
      groupedInput(builder).pipe(
        windowedBy(SessionWindows.ofInactivityGapAndGrace(10 * SECOND, 5 * SECOND)),
        emitStrategy(EmitStrategy.onWindowClose()),
        count(Materialized.as('session-final-counts')),
      ),
    ),
  sessionReduce: (builder) =>
    groupedInput(builder).pipe(
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(10 * SECOND)),
      reduce((a: string, b: string) => `${a},${b}`, Materialized.as('session-reduce')),
      toStream((k: Windowed<string>) => windowedKey(k)),
      to('output'),
    ),
  cogroupWindowed: (builder) => {
    const clicks = builder.stream<string, string>('clicks').pipe(groupByKey())
    const views = builder.stream<string, string>('views').pipe(groupByKey())
    toOutput(
      clicks.pipe(
        cogroup((_k, _v, n: number) => n + 1),
        cogroup(views, (_k, _v, n) => n + 10),
        windowedBy(TimeWindows.ofSizeAndGrace(10 * SECOND, 5 * SECOND)),
        aggregate(
          () => 0,
          Materialized.as<string, number>('cogroup-window-counts').withValueSerde(Serdes.long()),
        ),
      ),
    )
  },
  suppressEmitEarly: (builder) => {
    builder
      .table<string, string>('input', Materialized.as('input-store'))
      .pipe(
        suppress(Suppressed.untilTimeLimit(10 * SECOND, BufferConfig.maxRecords(2).emitEarlyWhenFull())),
        toStream(),
        to('output'),
      )
  },
  cogroupRegrouped: (builder) => {
    const clicks = builder.stream<string, string>('clicks').pipe(groupByKey())
    const views = builder.stream<string, string>('views').pipe(groupByKey())
    clicks.pipe(
      cogroup((_k, _v, n: number) => n + 1),
      cogroup(views, (_k, _v, n) => n + 10),
      aggregate(() => 0, Materialized.with(Serdes.string(), Serdes.long())),
      groupBy(
        (_k: string, n: number) => KeyValue.pair('total', n),
        Grouped.with(Serdes.string(), Serdes.long()),
      ),
      reduce(
        (a: number, b: number) => a + b,
        (a: number, b: number) => a - b,
        Materialized.with(Serdes.string(), Serdes.long()),
      ),
      toStream(),
      to('output', STRING_LONG),
    )
  },
  suppressTimeLimit: (builder) => {
    builder
      .table<string, string>('input', Materialized.as('input-store'))
      .pipe(
        suppress(Suppressed.untilTimeLimit(10 * SECOND, BufferConfig.maxRecords(100))),
        toStream(),
        to('output'),
      )
  },
  tableTableJoins: (builder) => {
    const left = builder.table<string, string>('left')
    const right = builder.table<string, string>('right')
    left.pipe(join(right, plus), toStream(), to('output-inner'))
    left.pipe(leftJoin(right, plus), toStream(), to('output-left'))
    left.pipe(
      outerJoin(right, (l: string | null, r: string | null) => `${String(l)}+${String(r)}`),
      toStream(),
      to('output-outer'),
    )
  },
  fkJoins: (builder) => {
    const orders = builder.table<string, string>('orders')
    const customers = builder.table<string, string>('customers')
    const customerOf = (order: string): string => order.split(':')[0] as string
    orders.pipe(join(customers, customerOf, slash), toStream(), to('output-inner'))
    orders.pipe(leftJoin(customers, customerOf, slash), toStream(), to('output-left'))
  },
  streamTableJoins: (builder) => {
    const clicks = builder.stream<string, string>('clicks')
    const users = builder.table<string, string>('users')
    clicks.pipe(join(users, slash), to('output-inner'))
    clicks.pipe(leftJoin(users, slash), to('output-left'))
  },
  streamGlobalTableJoins: (builder) => {
    const orders = builder.stream<string, string>('orders')
    const products = builder.globalTable<string, string>(
      'products',
      Consumed.with(Serdes.string(), Serdes.string()),
      Materialized.as('products-store'),
    )
    orders.pipe(
      join(products, (_k: string, v: string) => v, slash),
      to('output-inner'),
    )
    orders.pipe(
      leftJoin(products, (_k: string, v: string) => v, slash),
      to('output-left'),
    )
  },
  joinsOnViews: (builder) => {
    const users = builder.table<string, string>('users').pipe(
      filter((_k: string, v: string) => !v.startsWith('#')),
      mapValues((v: string) => v.toUpperCase()),
    )
    builder.stream<string, string>('clicks').pipe(leftJoin(users, slash), to('output-stream'))
    builder.table<string, string>('orders').pipe(join(users, plus), toStream(), to('output-table'))
  },
  streamStreamJoins: (builder) =>
    streamStreamJoins(builder, JoinWindows.ofTimeDifferenceAndGrace(10 * SECOND, 5 * SECOND)),
  streamStreamJoinsNoGrace: (builder) =>
    streamStreamJoins(builder, JoinWindows.ofTimeDifferenceWithNoGrace(10 * SECOND)),
  selfJoin: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(join(input, plus, JoinWindows.ofTimeDifferenceWithNoGrace(10 * SECOND)), to('output'))
  },
}

const streamStreamJoins = (builder: StreamsBuilder, window: JoinWindows): void => {
  const left = builder.stream<string, string>('left')
  const right = builder.stream<string, string>('right')
  left.pipe(join(right, plus, window), to('output-inner'))
  left.pipe(leftJoin(right, plus, window), to('output-left'))
  left.pipe(
    outerJoin(right, (l: string | null, r: string | null) => `${String(l)}+${String(r)}`, window),
    to('output-outer'),
  )
}
