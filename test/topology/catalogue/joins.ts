import { count } from '../../../src/dsl/operators/count.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { join } from '../../../src/dsl/operators/join.js'
import { leftJoin } from '../../../src/dsl/operators/leftJoin.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { outerJoin } from '../../../src/dsl/operators/outerJoin.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Joined } from '../../../src/dsl/options/Joined.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { StreamJoined } from '../../../src/dsl/options/StreamJoined.js'
import { TableJoined } from '../../../src/dsl/options/TableJoined.js'
import { JoinWindows } from '../../../src/core/windows/JoinWindows.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { Program } from './Program.js'

const MINUTE = 60_000
const concat = (a: string, b: string): string => a + b

/** Stream-table, stream-stream, table-table and global-table joins (DescribeCatalogue.java). */
export const joins: Record<string, Program> = {
  streamTableJoins: (builder) => {
    const clicks = builder.stream<string, string>('clicks')
    const users = builder.table<string, string>('users')
    clicks.pipe(join(users, concat), to('output-inner'))
    clicks.pipe(leftJoin(users, concat), to('output-left'))
  },
  streamTableJoinNamed: (builder) => {
    const clicks = builder.stream<string, string>('clicks')
    const users = builder.table<string, string>('users', Materialized.as('users-store'))
    clicks.pipe(
      join(users, concat, Joined.with(Serdes.string(), Serdes.string(), Serdes.string()).withName('enrich')),
      to('output'),
    )
  },
  streamTableJoinAfterKeyChange: (builder) => {
    const clicks = builder.stream<string, string>('clicks')
    const users = builder.table<string, string>('users')
    const byUser = clicks.pipe(selectKey((_k, v) => v))
    byUser.pipe(join(users, concat), to('output'))
    byUser.pipe(leftJoin(users, concat, Joined.as('clicks-by-user')), to('output-left'))
  },
  streamStreamJoin: (builder) => {
    const left = builder.stream<string, string>('left')
    const right = builder.stream<string, string>('right')
    left.pipe(join(right, concat, JoinWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE)), to('output'))
  },
  streamStreamLeftJoin: (builder) => {
    const left = builder.stream<string, string>('left')
    const right = builder.stream<string, string>('right')
    left.pipe(leftJoin(right, concat, JoinWindows.ofTimeDifferenceAndGrace(5 * MINUTE, MINUTE)), to('output'))
  },
  streamStreamOuterJoin: (builder) => {
    const left = builder.stream<string, string>('left')
    const right = builder.stream<string, string>('right')
    left.pipe(outerJoin(right, concat, JoinWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE)), to('output'))
  },
  streamStreamJoinNamed: (builder) => {
    const left = builder.stream<string, string>('left')
    const right = builder.stream<string, string>('right')
    left.pipe(
      join(
        right,
        concat,
        JoinWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE),
        StreamJoined.with(Serdes.string(), Serdes.string(), Serdes.string())
          .withName('pair')
          .withStoreName('pair-store'),
      ),
      to('output'),
    )
  },
  streamStreamOuterJoinNamed: (builder) => {
    const left = builder.stream<string, string>('left')
    const right = builder.stream<string, string>('right')
    left.pipe(
      outerJoin(
        right,
        concat,
        JoinWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE),
        StreamJoined.as('either'),
      ),
      to('output'),
    )
  },
  streamStreamJoinAfterKeyChange: (builder) => {
    const left = builder.stream<string, string>('left').pipe(selectKey((_k, v) => v))
    const right = builder.stream<string, string>('right').pipe(selectKey((_k, v) => v))
    left.pipe(join(right, concat, JoinWindows.ofTimeDifferenceWithNoGrace(5 * MINUTE)), to('output'))
  },
  selfJoin: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(join(input, concat, JoinWindows.ofTimeDifferenceWithNoGrace(MINUTE)), to('output'))
  },
  selfJoinNamed: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(
      join(input, concat, JoinWindows.ofTimeDifferenceWithNoGrace(MINUTE), StreamJoined.as('self')),
      to('output'),
    )
  },
  tableTableJoins: (builder) => {
    const left = builder.table<string, string>('left')
    const right = builder.table<string, string>('right')
    left.pipe(join(right, concat), toStream(), to('output-inner'))
    left.pipe(leftJoin(right, concat), toStream(), to('output-left'))
    left.pipe(outerJoin(right, concat), toStream(), to('output-outer'))
  },
  tableTableJoinMaterialized: (builder) => {
    const left = builder.table<string, string>('left')
    const right = builder.table<string, string>('right')
    left.pipe(
      join(right, concat, Named.as('pair'), Materialized.as('pair-store')),
      toStream(),
      to('output-inner'),
    )
    left.pipe(
      outerJoin(right, concat, Materialized.with(Serdes.string(), Serdes.string())),
      toStream(),
      to('output-outer'),
    )
  },
  tableJoinOnViews: (builder) => {
    const left = builder.table<string, string>('left').pipe(filter((_k, v) => v !== ''))
    const right = builder.table<string, string>('right').pipe(mapValues((v) => v.toUpperCase()))
    left.pipe(join(right, concat, Named.as('views')), toStream(), to('output'))
  },
  streamJoinAggregatedTable: (builder) => {
    const events = builder.stream<string, string>('events')
    const counts = builder.stream<string, string>('visits').pipe(groupByKey(), count())
    events.pipe(
      join(counts, (event, n) => `${event}${n}`),
      to('output'),
    )
  },
  globalTableJoin: (builder) => {
    const orders = builder.stream<string, string>('orders')
    const products = builder.globalTable<string, string>('products')
    orders.pipe(
      join(products, (_k, v) => v, concat),
      to('output'),
    )
  },
  globalTableLeftJoinNamed: (builder) => {
    const orders = builder.stream<string, string>('orders')
    const products = builder.globalTable<string, string>(
      'products',
      Consumed.with(Serdes.string(), Serdes.string()).withName('products'),
      Materialized.as('products-store'),
    )
    orders.pipe(
      leftJoin(products, (_k, v) => v, concat, Named.as('enrich')),
      to('output'),
    )
  },
  reuseSourceTopic: (builder) => {
    const users = builder.table<string, string>('users')
    const clicks = builder.stream<string, string>('clicks')
    clicks.pipe(join(users, concat), to('output'))
  },
  ruleList: (builder) => {
    const users = builder.table<string, string>('users', Materialized.as('users-store'))
    const byRegion = builder.stream<string, string>('clicks').pipe(selectKey((_k, v) => v))
    byRegion.pipe(groupByKey(), count(), toStream(), to('output-count'))
    byRegion.pipe(join(users, concat), to('output-join'))
  },
}

/** Foreign-key table-table joins (DescribeCatalogue.java). */
export const foreignKeyJoins: Record<string, Program> = {
  fkJoin: (builder) => {
    const orders = builder.table<string, string>('orders')
    const customers = builder.table<string, string>('customers')
    orders.pipe(
      join(customers, (order) => order, concat),
      toStream(),
      to('output'),
    )
  },
  fkLeftJoinNamed: (builder) => {
    const orders = builder.table<string, string>('orders')
    const customers = builder.table<string, string>('customers')
    orders.pipe(
      leftJoin(
        customers,
        (order) => order,
        concat,
        TableJoined.as('order-customer'),
        Materialized.as('enriched-orders'),
      ),
      toStream(),
      to('output'),
    )
  },
}
