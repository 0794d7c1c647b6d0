import { KeyValue } from '../../../src/core/KeyValue.js'
import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { count } from '../../../src/dsl/operators/count.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { filterNot } from '../../../src/dsl/operators/filterNot.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { process } from '../../../src/dsl/operators/process.js'
import { processValues } from '../../../src/dsl/operators/processValues.js'
import { reduce } from '../../../src/dsl/operators/reduce.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { toTable } from '../../../src/dsl/operators/toTable.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Named } from '../../../src/dsl/options/Named.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import type { ProcessorSupplier } from '../../../src/graph/ProcessorSupplier.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { StoreSpec } from '../../../src/graph/StoreSpec.js'
import type { Program } from './Program.js'

/** A key-value store description, as Java's `Stores.keyValueStoreBuilder(...)`. */
export const keyValueStore = (name: string, persistent: boolean): StoreSpec => ({
  name,
  kind: 'keyValue',
  persistent,
  logging: { enabled: true, config: {} },
  caching: false,
})

const passThrough = <K, V, VOut>(): ProcessorSupplier<K, V, K, VOut> => ({
  get: () => ({ process: () => undefined }),
})

/** KTable sources, stateless table operators, table aggregations and the Processor API. */
export const tables: Record<string, Program> = {
  tableSource: (builder) => {
    builder.table('input').pipe(toStream(), to('output'))
  },
  tableSourceMaterialized: (builder) => {
    builder.table('input', Materialized.as('input-store')).pipe(toStream(), to('output'))
  },
  tableSourceNamed: (builder) => {
    builder
      .table(
        'users',
        Consumed.with(Serdes.string(), Serdes.string()).withName('users'),
        Materialized.as('users-store'),
      )
      .pipe(toStream(), to('output'))
  },
  tableStatelessOps: (builder) => {
    builder.table<string, string>('input').pipe(
      filter((_k, v) => v !== ''),
      filterNot((_k, v) => v.length === 0),
      mapValues((v) => v.toUpperCase()),
      toStream(),
      to('output'),
    )
  },
  tableStatelessOpsMaterialized: (builder) => {
    builder.table<string, string>('input').pipe(
      filter((_k, v) => v !== '', Materialized.as('non-null-store')),
      filterNot(
        (_k, v) => v.length === 0,
        Named.as('drop-empty'),
        Materialized.with(Serdes.string(), Serdes.string()),
      ),
      mapValues((v) => v.toUpperCase(), Named.as('upper'), Materialized.as('upper-store')),
      toStream(Named.as('upper-changes')),
      to('output'),
    )
  },
  toTable: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(toTable(), toStream(), to('output'))
    input.pipe(
      mapValues((v) => v.toUpperCase()),
      toTable(Named.as('latest'), Materialized.as('latest-store')),
      toStream(),
      to('output-upper'),
    )
  },
  tableGroupByCount: (builder) => {
    builder.table<string, string>('input').pipe(
      groupBy((_k, v) => KeyValue.pair(v, v)),
      count(),
      toStream(),
      to('output'),
    )
  },
  tableGroupByReduceNamed: (builder) => {
    builder.table<string, string>('input').pipe(
      groupBy(
        (k, v) => KeyValue.pair(v, k),
        Grouped.with(Serdes.string(), Serdes.string()).withName('by-value'),
      ),
      reduce(
        (a, b) => a + b,
        (a, b) => a.replace(b, ''),
        Materialized.as('reduced-store'),
      ),
      toStream(),
      to('output'),
    )
  },
  tableGroupByAggregate: (builder) => {
    builder.table<string, string>('input').pipe(
      groupBy((k, v) => KeyValue.pair(v, k)),
      aggregate(
        () => 0,
        (_k, _v, n) => n + 1,
        (_k, _v, n) => n - 1,
        Materialized.with(Serdes.string(), Serdes.long()),
      ),
      toStream(),
      to('output', Produced.with(Serdes.string(), Serdes.long())),
    )
  },
  processWithStore: (builder) => {
    builder.addStateStore(keyValueStore('counts', false))
    builder
      .stream<string, string>('input')
      .pipe(
        process(passThrough<string, string, number>(), undefined, 'counts'),
        to('output', Produced.with(Serdes.string(), Serdes.long())),
      )
  },
  processNamed: (builder) => {
    builder.addStateStore(keyValueStore('counts', true))
    builder
      .stream<string, string>('input')
      .pipe(
        processValues(passThrough<string, string, string>(), Named.as('upper')),
        process(passThrough<string, string, number>(), Named.as('counter'), 'counts'),
        to('output', Produced.with(Serdes.string(), Serdes.long())),
      )
  },
  processValues: (builder) => {
    builder
      .stream<string, string>('input')
      .pipe(processValues(passThrough<string, string, string>()), to('output'))
  },
}
