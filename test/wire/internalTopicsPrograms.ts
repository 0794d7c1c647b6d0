import {
  aggregate,
  count,
  groupBy,
  groupByKey,
  join,
  mapValues,
  outerJoin,
  reduce,
  suppress,
  to,
  toStream,
  windowedBy,
} from '../../src/operators.js'
import { JoinWindows } from '../../src/core/windows/JoinWindows.js'
import { SessionWindows } from '../../src/core/windows/SessionWindows.js'
import { TimeWindows } from '../../src/core/windows/TimeWindows.js'
import type { Windowed } from '../../src/core/windows/Windowed.js'
import { Grouped } from '../../src/dsl/options/Grouped.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'
import { StreamJoined } from '../../src/dsl/options/StreamJoined.js'
import { Suppressed } from '../../src/dsl/options/Suppressed.js'
import type { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { Stores } from '../../src/state/Stores.js'

/** The programs of reference/java InternalTopicsCatalogue, written with Tributary's DSL (same names, same stores). */
export const internalTopicsPrograms: Readonly<Record<string, (b: StreamsBuilder) => void>> = {
  count: (b) => {
    b.stream<string, string>('input').pipe(groupByKey(), count(Materialized.as('counts')))
  },
  'count-repartitioned': (b) => {
    b.stream<string, string>('input').pipe(
      groupBy((_k: string, v: string) => v, Grouped.as('by-value')),
      count(Materialized.as('value-counts')),
    )
  },
  aggregate: (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      aggregate(
        () => '',
        (_k: string, v: string, agg: string) => agg + v,
        Materialized.as<string, string>('concat'),
      ),
    )
  },
  reduce: (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      reduce((a: string, v: string) => a + v, Materialized.as<string, string>('reduced')),
    )
  },
  'windowed-count-tumbling': (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeAndGrace(10, 5)),
      count(Materialized.as('tumbling-counts')),
    )
  },
  'windowed-count-hopping': (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeWithNoGrace(10).advanceBy(5)),
      count(Materialized.as('hopping-counts')),
    )
  },
  'session-count': (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5)),
      count(Materialized.as('session-counts')),
    )
  },
  'suppress-window-close': (b) => {
    b.stream<string, string>('input').pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeAndGrace(10, 2)),
      count(
        Materialized.as<string, number>('closing-counts')
          .withKeySerde(Serdes.string())
          .withValueSerde(Serdes.long()),
      ),
      suppress(Suppressed.untilWindowCloses(Suppressed.BufferConfig.unbounded()).withName('final')),
      toStream((w: Windowed<string>) => `${w.key}@${w.window.start}`),
      mapValues((n: number) => String(n)),
      to('output'),
    )
  },
  'suppress-time-limit': (b) => {
    b.table<string, string>('input', Materialized.as('source')).pipe(
      suppress(Suppressed.untilTimeLimit(10, Suppressed.BufferConfig.unbounded()).withName('limited')),
      toStream(),
      to('output'),
    )
  },
  'stream-stream-join': (b) => {
    b.stream<string, string>('left').pipe(
      join(
        b.stream<string, string>('right'),
        (l: string, r: string) => `${l}+${r}`,
        JoinWindows.ofTimeDifferenceWithNoGrace(10),
        StreamJoined.as<string, string, string>('joined').withStoreName('join-store'),
      ),
      to('output'),
    )
  },
  'stream-stream-outer-join': (b) => {
    b.stream<string, string>('left').pipe(
      outerJoin(
        b.stream<string, string>('right'),
        (l: string | null, r: string | null) => `${l}+${r}`,
        JoinWindows.ofTimeDifferenceAndGrace(10, 2),
        StreamJoined.as<string, string, string>('outer').withStoreName('outer-store'),
      ),
      to('output'),
    )
  },
  'versioned-table-join': (b) => {
    const table = b.table<string, string>(
      'right',
      Materialized.as<string, string>(Stores.persistentVersionedKeyValueStore('versioned', 100)),
    )
    b.stream<string, string>('left').pipe(
      join(table, (l: string, r: string) => `${l}+${r}`),
      to('output'),
    )
  },
  'table-table-join': (b) => {
    const left = b.table<string, string>('left', Materialized.as('left-table'))
    const right = b.table<string, string>('right', Materialized.as('right-table'))
    left.pipe(
      join(right, (l: string, r: string) => `${l}+${r}`, Materialized.as<string, string>('joined-table')),
      toStream(),
      to('output'),
    )
  },
  'foreign-key-join': (b) => {
    const left = b.table<string, string>('left', Materialized.as('fk-left'))
    const right = b.table<string, string>('right', Materialized.as('fk-right'))
    left.pipe(
      join(
        right,
        (v: string) => (v.endsWith('1') || v.endsWith('3') ? 'a' : 'b'),
        (l: string, r: string) => `${l}+${r}`,
        Materialized.as<string, string>('fk-joined'),
      ),
      toStream(),
      to('output'),
    )
  },
}
