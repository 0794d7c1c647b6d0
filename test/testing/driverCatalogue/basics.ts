import { KeyValue } from '../../../src/core/KeyValue.js'
import { filter } from '../../../src/dsl/operators/filter.js'
import { filterNot } from '../../../src/dsl/operators/filterNot.js'
import { flatMap } from '../../../src/dsl/operators/flatMap.js'
import { flatMapValues } from '../../../src/dsl/operators/flatMapValues.js'
import { map } from '../../../src/dsl/operators/map.js'
import { mapValues } from '../../../src/dsl/operators/mapValues.js'
import { peek } from '../../../src/dsl/operators/peek.js'
import { process } from '../../../src/dsl/operators/process.js'
import { processValues } from '../../../src/dsl/operators/processValues.js'
import { repartition } from '../../../src/dsl/operators/repartition.js'
import { selectKey } from '../../../src/dsl/operators/selectKey.js'
import { to } from '../../../src/dsl/operators/to.js'
import { Produced } from '../../../src/dsl/options/Produced.js'
import { Repartitioned } from '../../../src/dsl/options/Repartitioned.js'
import type { Serde } from '../../../src/serde/Serde.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { StoreSpec } from '../../../src/graph/StoreSpec.js'
import { basics as describeBasics, splits as describeSplits } from '../../topology/catalogue/basics.js'
import { CountingProcessor, PunctuatingCounter, UppercaseValues } from './processors.js'
import type { Program } from './Program.js'

const STRING_LONG = Produced.with(Serdes.string(), Serdes.long())

/** `Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore(name), String, Long)`. */
const inMemoryCounts = (name: string): StoreSpec => ({
  name,
  kind: 'keyValue',
  persistent: false,
  keySerde: Serdes.string() as Serde<unknown>,
  valueSerde: Serdes.long() as Serde<unknown>,
  logging: { enabled: true, config: {} },
  caching: false,
})

/** DriverCatalogue.java: stateless operators and the Processor API. */
export const basics: Record<string, Program> = {
  stateless: (builder) => {
    builder.stream<string, string | null>('input').pipe(
      filter((_k, v) => v !== null),
      filterNot((_k, v) => (v as string).startsWith('#')),
      mapValues((v) => (v as string).toUpperCase()),
      mapValues((v, k) => `${String(k)}=${v}`),
      to('output'),
    )
  },
  keyChanges: (builder) => {
    const input = builder.stream<string, string>('input')
    input.pipe(
      map((k, v) => KeyValue.pair(v, k)),
      to('output-map'),
    )
    input.pipe(
      flatMap((k, v) => [KeyValue.pair(k, v), KeyValue.pair(v, k)]),
      to('output-flatmap'),
    )
    input.pipe(
      flatMapValues((v) => v.split(',')),
      to('output-flatmapvalues'),
    )
    input.pipe(
      selectKey((_k, v) => `${v.length}`),
      peek(() => undefined),
      to('output-selectkey'),
    )
  },
  /** Same topology as DescribeCatalogue.split. */
  split: describeSplits.split as Program,
  /** Same topology as DescribeCatalogue.merge. */
  merge: describeBasics.merge as Program,
  repartition: (builder) => {
    builder.stream<string, string>('input').pipe(
      selectKey((_k, v) => v),
      repartition(Repartitioned.as<string, string>('by-value').withNumberOfPartitions(1)),
      mapValues((_v, k) => `${k}!`),
      to('output'),
    )
  },
  processValues: (builder) => {
    builder
      .stream<string, string | null>('input')
      .pipe(processValues({ get: () => new UppercaseValues() }), to('output'))
  },
  processWithStore: (builder) => {
    builder.addStateStore(inMemoryCounts('counts'))
    builder
      .stream<string, string>('input')
      .pipe(
        process({ get: () => new CountingProcessor('counts') }, undefined, 'counts'),
        to('output', STRING_LONG),
      )
  },
  punctuation: (builder) => {
    builder.addStateStore(inMemoryCounts(PunctuatingCounter.STORE))
    builder
      .stream<string, string>('input')
      .pipe(
        process({ get: () => new PunctuatingCounter() }, undefined, PunctuatingCounter.STORE),
        to('output', STRING_LONG),
      )
  },
}
