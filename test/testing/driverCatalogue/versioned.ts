import { join } from '../../../src/dsl/operators/join.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { count } from '../../../src/dsl/operators/count.js'
import { KeyValue } from '../../../src/core/KeyValue.js'
import { Joined } from '../../../src/dsl/options/Joined.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import type { Program } from './Program.js'

const slash = (a: string, b: string | null): string => `${a}/${String(b)}`

/** Versioned tables (DriverCatalogue.java). */
export const versioned: Record<string, Program> = {
  versionedJoins: (builder) => {
    const orders = builder.stream<string, string>('orders')
    const prices = builder.table<string, string>(
      'prices',
      Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 60_000)),
    )
    orders.pipe(
      join(prices, slash, Joined.with(Serdes.string(), Serdes.string(), Serdes.string(), 'priced', 10)),
      to('output-grace'),
    )
    orders.pipe(join(prices, slash), to('output-asof'))
  },
  versionedTableUpdates: (builder) => {
    const prices = builder.table<string, string>(
      'prices',
      Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 60_000)),
    )
    const names = builder.table<string, string>('names')
    prices.pipe(toStream(), to('output-updates'))
    prices.pipe(
      join(names, (price: string, name: string) => `${name}/${price}`),
      toStream(),
      to('output-join'),
    )
    prices.pipe(
      groupBy((item: string, price: string) => KeyValue.pair(price, item)),
      count(),
      toStream(),
      to('output-count', { key: Serdes.string(), value: Serdes.long() }),
    )
  },
}
