import { join } from '../../../src/dsl/operators/join.js'
import { leftJoin } from '../../../src/dsl/operators/leftJoin.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { Joined } from '../../../src/dsl/options/Joined.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import type { Program } from './Program.js'

const MINUTE = 60_000
const concat = (a: string, b: string | null): string => a + String(b)

/** Versioned tables and the stream-table join with a grace period (DescribeCatalogue.java). */
export const versioned: Record<string, Program> = {
  versionedTable: (builder) => {
    builder
      .table<string, string>(
        'prices',
        Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 5 * MINUTE)),
      )
      .pipe(toStream(), to('output'))
  },
  streamTableJoinWithGrace: (builder) => {
    const orders = builder.stream<string, string>('orders')
    const prices = builder.table<string, string>(
      'prices',
      Materialized.as(Stores.persistentVersionedKeyValueStore('prices-store', 5 * MINUTE)),
    )
    orders.pipe(
      join(prices, concat, Joined.with(Serdes.string(), Serdes.string(), Serdes.string(), 'priced', 100)),
      to('output'),
    )
    orders.pipe(
      leftJoin(
        prices,
        concat,
        Joined.with(Serdes.string(), Serdes.string(), Serdes.string()).withGracePeriod(50),
      ),
      to('output-left'),
    )
  },
}
