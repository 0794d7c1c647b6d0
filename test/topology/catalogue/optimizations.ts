import { KeyValue } from '../../../src/core/KeyValue.js'
import type { ProcessorSupplier } from '../../../src/graph/ProcessorSupplier.js'
import { count } from '../../../src/dsl/operators/count.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { join } from '../../../src/dsl/operators/join.js'
import { map } from '../../../src/dsl/operators/map.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { merge } from '../../../src/dsl/operators/merge.js'
import { peek } from '../../../src/dsl/operators/peek.js'
import { process } from '../../../src/dsl/operators/process.js'
import { processValues } from '../../../src/dsl/operators/processValues.js'
import { reduce } from '../../../src/dsl/operators/reduce.js'
import { repartition } from '../../../src/dsl/operators/repartition.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { Consumed } from '../../../src/dsl/options/Consumed.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { StoreSpec } from '../../../src/graph/StoreSpec.js'
import type { Program } from './Program.js'

const concat = (a: string, b: string): string => a + b
const noop = <K, V, KOut, VOut>(): ProcessorSupplier<K, V, KOut, VOut> => ({
  get: () => ({ process: () => undefined }),
})

const globalKv: StoreSpec = {
  name: 'global-kv',
  kind: 'keyValue',
  persistent: false,
  keySerde: undefined,
  valueSerde: undefined,
  logging: { enabled: false, config: {} },
  caching: false,
}

/** Programs about repartitioning, source merging and the optimization rules (DescribeCatalogue.java). */
export const optimizations: Record<string, Program> = {
  duplicateSourceTopic: (builder) => {
    const first = builder.stream<string, string>('input')
    const second = builder.stream<string, string>('input')
    first.pipe(
      filter((_k, v) => v !== ''),
      to('output-first'),
    )
    second.pipe(
      mapValues((v) => v.toUpperCase()),
      to('output-second'),
    )
  },
  processThenGroupByKey: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(
      processValues(noop<string, string, string, string>()),
      groupByKey(),
      count(),
      toStream(),
      to('output-values'),
    )
    input.pipe(
      process(noop<string, string, string, string>()),
      groupByKey(),
      count(),
      toStream(),
      to('output-keys'),
    )
  },
  repartitionThenGroupByKey: (builder) => {
    builder.stream<string, string>('input').pipe(
      selectKey((_k, v) => v),
      repartition(),
      groupByKey(),
      count(),
      toStream(),
      to('output'),
    )
  },
  keyChangeThroughStatelessOps: (builder) => {
    builder.stream<string, string>('input').pipe(
      selectKey((_k, v) => v),
      peek(() => undefined),
      filter((_k, v) => v !== ''),
      flatMapValues((v) => [v, v]),
      groupByKey(Grouped.as('rekeyed')),
      count(),
      toStream(),
      to('output'),
    )
  },
  mergeRepartitionTopicsNamed: (builder) => {
    const byValue = builder.stream<string, string>('input').pipe(map((k, v) => KeyValue.pair(v, k)))
    const users = builder.table<string, string>('users')
    byValue.pipe(
      groupByKey(Grouped.as('first')),
      count(Materialized.as('first-count')),
      toStream(),
      to('output-count'),
    )
    byValue.pipe(
      groupByKey(Grouped.as('second')),
      reduce(concat, Materialized.as('second-reduce')),
      toStream(),
      to('output-reduce'),
    )
    byValue.pipe(join(users, concat), to('output-join'))
  },
  mergeOfKeyChangedStreams: (builder) => {
    const left = builder.stream<string, string>('left').pipe(selectKey((_k, v) => v))
    const right = builder.stream<string, string>('right').pipe(map((k, v) => KeyValue.pair(v, k)))
    const merged = left.pipe(merge(right))
    merged.pipe(groupByKey(), count(), toStream(), to('output-count'))
    merged.pipe(groupByKey(), reduce(concat), toStream(), to('output-reduce'))
  },
  mergeRepartitionTopicsAfterValueChange: (builder) => {
    const byValue = builder.stream<string, string>('input').pipe(selectKey((_k, v) => v))
    byValue.pipe(groupByKey(), count(), toStream(), to('output-count'))
    byValue.pipe(
      mapValues((v) => v.toUpperCase()),
      filter((_k, v) => v !== ''),
      groupByKey(),
      reduce(concat),
      toStream(),
      to('output-reduce'),
    )
  },
  mergeRepartitionTopicsWithExplicitRepartition: (builder) => {
    const byValue = builder.stream<string, string>('input').pipe(selectKey((_k, v) => v))
    byValue.pipe(repartition(), to('output-repartitioned'))
    byValue.pipe(groupByKey(Grouped.as('grouped')), count(), toStream(), to('output-count'))
  },
  globalStore: (builder) => {
    builder.addGlobalStore(globalKv, 'global-input', Consumed.with(Serdes.string(), Serdes.string()), noop())
    builder.stream('input').pipe(to('output'))
  },
}
