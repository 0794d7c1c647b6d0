import { KeyValue } from '../../../src/core/KeyValue.js'
import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { count } from '../../../src/dsl/operators/count.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { toTable } from '../../../src/dsl/operators/toTable.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import type { Program } from './Program.js'

const STRING_LONG = Produced.with(Serdes.string(), Serdes.long())

/** DriverCatalogue.java: KTables. */
export const tables: Record<string, Program> = {
  tableSource: (builder) => {
    builder.table('input', Materialized.as('table-store')).pipe(toStream(), to('output'))
  },
  tableOps: (builder) => {
    builder.table<string, string>('input').pipe(
      filter((_k, v) => !v.startsWith('#'), Materialized.as('filtered-store')),
      mapValues((v) => v.toUpperCase()),
      toStream(),
      to('output'),
    )
  },
  toTable: (builder) => {
    builder.stream<string, string>('input').pipe(toTable(Materialized.as('latest')), toStream(), to('output'))
  },
  tableGroupByCount: (builder) => {
    builder.table<string, string>('input').pipe(
      groupBy((k, v) => KeyValue.pair(v, k)),
      count(Materialized.as('count-by-value')),
      toStream(),
      to('output', STRING_LONG),
    )
  },
  tableGroupByAggregate: (builder) => {
    builder.table<string, string>('input').pipe(
      groupBy((_k, v) => KeyValue.pair(v.substring(0, 1), v), Grouped.as('by-initial')),
      aggregate(
        () => 0,
        (_k, v, total) => total + v.length,
        (_k, v, total) => total - v.length,
        Materialized.as<string, number>(Stores.inMemoryKeyValueStore('length-by-initial')).withValueSerde(
          Serdes.long(),
        ),
      ),
      toStream(),
      to('output', STRING_LONG),
    )
  },
}
