import { describe, expectTypeOf, it } from 'vitest'
import type { KGroupedStream } from '../../src/dsl/KGroupedStream.js'
import type { KGroupedTable } from '../../src/dsl/KGroupedTable.js'
import { KeyValue } from '../../src/core/KeyValue.js'
import type { KStream } from '../../src/dsl/KStream.js'
import type { KTable } from '../../src/dsl/KTable.js'
import { aggregate } from '../../src/dsl/operators/aggregate.js'
import { count } from '../../src/dsl/operators/count.js'
import { filter } from '../../src/dsl/operators/filter.js'
import { flatMapValues } from '../../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../src/dsl/operators/groupByKey.js'
import { join } from '../../src/dsl/operators/join.js'
import { leftJoin } from '../../src/dsl/operators/leftJoin.js'
import { map } from '../../src/dsl/operators/map.js'
import { mapValues } from '../../src/dsl/operators/mapValues.js'
import { reduce } from '../../src/dsl/operators/reduce.js'
import { selectKey } from '../../src/dsl/operators/selectKey.js'
import { to } from '../../src/dsl/operators/to.js'
import { toStream } from '../../src/dsl/operators/toStream.js'
import { toTable } from '../../src/dsl/operators/toTable.js'
import { windowedBy } from '../../src/dsl/operators/windowedBy.js'
import { Grouped } from '../../src/dsl/options/Grouped.js'
import { Materialized } from '../../src/dsl/options/Materialized.js'
import type { SessionWindowedKStream } from '../../src/dsl/SessionWindowedKStream.js'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import type { TimeWindowedKStream } from '../../src/dsl/TimeWindowedKStream.js'
import { JoinWindows } from '../../src/core/windows/JoinWindows.js'
import { SessionWindows } from '../../src/core/windows/SessionWindows.js'
import type { Windowed } from '../../src/core/windows/Windowed.js'
import { TimeWindows } from '../../src/core/windows/TimeWindows.js'
import { Serdes } from '../../src/serde/Serdes.js'

const builder = new StreamsBuilder()
const lines = builder.stream('lines', { key: Serdes.string(), value: Serdes.string() })
const users = builder.table<string, { name: string; age: number }>('users')

describe('pipe infers key and value types through operators', () => {
  it('takes serdes types from the plain { key, value } option', () => {
    expectTypeOf(lines).toEqualTypeOf<KStream<string, string>>()
  })

  it('flows through stateless stream operators', () => {
    const out = lines.pipe(
      flatMapValues((line) => line.split(' ')),
      filter((_key, word) => word.length > 0),
      mapValues((word) => word.length),
      map((key, length) => KeyValue.pair(length, key)),
      selectKey((length) => String(length)),
    )
    expectTypeOf(out).toEqualTypeOf<KStream<string, string>>()
  })

  it('the word count of API.md gives a KTable<string, number> and ends with void', () => {
    const counts = lines.pipe(
      flatMapValues((line) => line.toLowerCase().split(/\W+/)),
      groupBy((_key, word) => word, Grouped.with(Serdes.string(), Serdes.string())),
      count(Materialized.as('word-counts')),
    )
    expectTypeOf(counts).toEqualTypeOf<KTable<string, number>>()
    expectTypeOf(counts.pipe(toStream(), to('out'))).toBeVoid()
  })

  it('filter and mapValues keep the handle kind (stream or table)', () => {
    expectTypeOf(users.pipe(filter((_k, user) => user.age > 18))).toEqualTypeOf<
      KTable<string, { name: string; age: number }>
    >()
    expectTypeOf(users.pipe(mapValues((user) => user.name))).toEqualTypeOf<KTable<string, string>>()
    expectTypeOf(lines.pipe(mapValues((line) => line.length))).toEqualTypeOf<KStream<string, number>>()
  })

  it('groupBy gives a grouped stream on streams and a grouped table on tables', () => {
    expectTypeOf(lines.pipe(groupBy((_k, line) => line.length))).toEqualTypeOf<
      KGroupedStream<number, string>
    >()
    expectTypeOf(users.pipe(groupBy((_k, user) => KeyValue.pair(user.age, user.name)))).toEqualTypeOf<
      KGroupedTable<number, string>
    >()
    expectTypeOf(lines.pipe(groupByKey())).toEqualTypeOf<KGroupedStream<string, string>>()
  })

  it('aggregations type their results, windowed ones by Windowed<K>', () => {
    const grouped = lines.pipe(groupByKey())
    expectTypeOf(grouped.pipe(reduce((a, b) => a + b))).toEqualTypeOf<KTable<string, string>>()
    expectTypeOf(
      grouped.pipe(
        aggregate(
          () => 0,
          (_k, v, total) => total + v.length,
        ),
      ),
    ).toEqualTypeOf<KTable<string, number>>()
    const windowed = grouped.pipe(windowedBy(TimeWindows.ofSizeWithNoGrace(60_000)))
    expectTypeOf(windowed).toEqualTypeOf<TimeWindowedKStream<string, string>>()
    expectTypeOf(windowed.pipe(count())).toEqualTypeOf<KTable<Windowed<string>, number>>()
    const sessions = grouped.pipe(windowedBy(SessionWindows.ofInactivityGapWithNoGrace(60_000)))
    expectTypeOf(sessions).toEqualTypeOf<SessionWindowedKStream<string, string>>()
    expectTypeOf(
      sessions.pipe(
        aggregate(
          () => 0,
          (_k, _v, n) => n + 1,
          (_k, a, b) => a + b,
        ),
      ),
    ).toEqualTypeOf<KTable<Windowed<string>, number>>()
  })

  it('joins type the joined value and keep the handle kind', () => {
    const byUser = lines.pipe(join(users, (line, user) => ({ line, user: user.name })))
    expectTypeOf(byUser).toEqualTypeOf<KStream<string, { line: string; user: string }>>()
    const windowedJoin = lines.pipe(
      join(lines, (a, b) => a.length + b.length, JoinWindows.ofTimeDifferenceWithNoGrace(1)),
    )
    expectTypeOf(windowedJoin).toEqualTypeOf<KStream<string, number>>()
    const tables = users.pipe(leftJoin(users, (a, b) => a.age + (b?.age ?? 0)))
    expectTypeOf(tables).toEqualTypeOf<KTable<string, number>>()
    expectTypeOf(lines.pipe(toTable())).toEqualTypeOf<KTable<string, string>>()
  })
})
