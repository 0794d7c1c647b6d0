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
import { Produced } from '../../src/dsl/options/Produced.js'
import { StreamJoined } from '../../src/dsl/options/StreamJoined.js'
import { Suppressed } from '../../src/dsl/options/Suppressed.js'
import type { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { Stores } from '../../src/state/Stores.js'

/**
 * Adds one program to `b`; `t` maps its topic names (input, left, right, output) as the Java catalogue's does:
 * the identity in the driver, one broker's topics in the integration tests.
 */
export type InternalTopicsProgram = (b: StreamsBuilder, t?: (name: string) => string) => void

const counted = Produced.with(Serdes.string(), Serdes.long())

const same = (name: string): string => name

/**
 * The programs of reference/java InternalTopicsCatalogue, written with Tributary's DSL (same names, same stores,
 * same sinks).
 */
export const internalTopicsPrograms: Readonly<Record<string, InternalTopicsProgram>> = {
  count: (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      count(Materialized.as('counts')),
      toStream(),
      to(t('output'), counted),
    )
  },
  'count-repartitioned': (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupBy((_k: string, v: string) => v, Grouped.as('by-value')),
      count(Materialized.as('value-counts')),
      toStream(),
      to(t('output'), counted),
    )
  },
  aggregate: (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      aggregate(
        () => '',
        (_k: string, v: string, agg: string) => agg + v,
        Materialized.as<string, string>('concat'),
      ),
      toStream(),
      to(t('output')),
    )
  },
  reduce: (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      reduce((a: string, v: string) => a + v, Materialized.as<string, string>('reduced')),
      toStream(),
      to(t('output')),
    )
  },
  'windowed-count-tumbling': (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeAndGrace(10, 5)),
      count(Materialized.as('tumbling-counts')),
    )
  },
  'windowed-count-hopping': (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      windowedBy(TimeWindows.ofSizeWithNoGrace(10).advanceBy(5)),
      count(Materialized.as('hopping-counts')),
    )
  },
  'session-count': (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
      groupByKey(),
      windowedBy(SessionWindows.ofInactivityGapWithNoGrace(5)),
      count(Materialized.as('session-counts')),
    )
  },
  'suppress-window-close': (b, t = same) => {
    b.stream<string, string>(t('input')).pipe(
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
      to(t('output')),
    )
  },
  'suppress-time-limit': (b, t = same) => {
    b.table<string, string>(t('input'), Materialized.as('source')).pipe(
      suppress(Suppressed.untilTimeLimit(10, Suppressed.BufferConfig.unbounded()).withName('limited')),
      toStream(),
      to(t('output')),
    )
  },
  'stream-stream-join': (b, t = same) => {
    b.stream<string, string>(t('left')).pipe(
      join(
        b.stream<string, string>(t('right')),
        (l: string, r: string) => `${l}+${r}`,
        JoinWindows.ofTimeDifferenceWithNoGrace(10),
        StreamJoined.as<string, string, string>('joined').withStoreName('join-store'),
      ),
      to(t('output')),
    )
  },
  'stream-stream-outer-join': (b, t = same) => {
    b.stream<string, string>(t('left')).pipe(
      outerJoin(
        b.stream<string, string>(t('right')),
        (l: string | null, r: string | null) => `${l}+${r}`,
        JoinWindows.ofTimeDifferenceAndGrace(10, 2),
        StreamJoined.as<string, string, string>('outer').withStoreName('outer-store'),
      ),
      to(t('output')),
    )
  },
  'versioned-table-join': (b, t = same) => {
    const table = b.table<string, string>(
      t('right'),
      Materialized.as<string, string>(Stores.persistentVersionedKeyValueStore('versioned', 100)),
    )
    b.stream<string, string>(t('left')).pipe(
      join(table, (l: string, r: string) => `${l}+${r}`),
      to(t('output')),
    )
  },
  'table-table-join': (b, t = same) => {
    const left = b.table<string, string>(t('left'), Materialized.as('left-table'))
    const right = b.table<string, string>(t('right'), Materialized.as('right-table'))
    left.pipe(
      join(right, (l: string, r: string) => `${l}+${r}`, Materialized.as<string, string>('joined-table')),
      toStream(),
      to(t('output')),
    )
  },
  'foreign-key-join': (b, t = same) => {
    const left = b.table<string, string>(t('left'), Materialized.as('fk-left'))
    const right = b.table<string, string>(t('right'), Materialized.as('fk-right'))
    left.pipe(
      join(
        right,
        (v: string) => (v.endsWith('1') || v.endsWith('3') ? 'a' : 'b'),
        (l: string, r: string) => `${l}+${r}`,
        Materialized.as<string, string>('fk-joined'),
      ),
      toStream(),
      to(t('output')),
    )
  },
}
