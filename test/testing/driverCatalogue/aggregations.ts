import { aggregate } from '../../../src/dsl/operators/aggregate.js'
import { count } from '../../../src/dsl/operators/count.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../../../src/dsl/operators/groupBy.js'
import { groupByKey } from '../../../src/dsl/operators/groupByKey.js'
import { reduce } from '../../../src/dsl/operators/reduce.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { toStream } from '../../../src/dsl/operators/toStream.js'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Materialized } from '../../../src/dsl/options/Materialized.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import { aggregations as describeAggregations } from '../../topology/catalogue/aggregations.js'
import { javaSplit, type Program } from './Program.js'

const STRING_LONG = Produced.with(Serdes.string(), Serdes.long())

/** DriverCatalogue.java: stream aggregations. */
export const aggregations: Record<string, Program> = {
  wordCount: (builder) => {
    builder.stream<string, string>('streams-plaintext-input').pipe(
      flatMapValues((v) => javaSplit(v.toLowerCase(), /\W+/)),
      groupBy((_k, word) => word),
      count(Materialized.as('counts-store')),
      toStream(),
      to('streams-wordcount-output', STRING_LONG),
    )
  },
  reduce: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupByKey(),
      reduce((a, b) => `${a},${b}`, Materialized.as('reduce-store')),
      toStream(),
      to('output'),
    )
  },
  aggregate: (builder) => {
    builder.stream<string, string>('input').pipe(
      groupBy((_k, v) => v, Grouped.as('by-value')),
      aggregate(
        () => 0,
        (_k, _v, total) => total + 1,
        Materialized.as<string, number>(Stores.inMemoryKeyValueStore('agg-store')).withValueSerde(
          Serdes.long(),
        ),
      ),
      toStream(),
      to('output', STRING_LONG),
    )
  },
  /** Same topology as DescribeCatalogue.cogroup: clicks add 1, views add 10. */
  cogroup: describeAggregations.cogroup as Program,
  mergeRepartitionTopics: (builder) => {
    const byValue = builder.stream<string, string>('input').pipe(selectKey((_k, v) => v))
    byValue.pipe(groupByKey(), count(), toStream(), to('output-count', STRING_LONG))
    byValue.pipe(
      groupByKey(),
      reduce((a, b) => a + b),
      toStream(),
      to('output-reduce'),
    )
  },
}
