/**
 * The topology and driver of `KTableKTableForeignKeyJoinIntegrationTest#getTopology` (unversioned tables): a
 * foreign-key join of `left_table` with `right_table` on the part of the left value after `|`, materialized in the
 * fourth argument (a named in-memory store `store`, or unnamed), optionally rejoined with the left table on the key.
 */
import {
  Consumed,
  Materialized,
  Serdes,
  Stores,
  StreamsBuilder,
  type KTable,
  type Topology,
} from '../../../src/index.js'
import { join, leftJoin, to, toStream } from '../../../src/operators.js'
import type { KeyValueStore } from '../../../src/index.js'
import type { TestInputTopic, TestOutputTopic, TopologyTestDriver } from '../../../src/testing/index.js'
import { driverOf } from './joinSupport.js'

export const LEFT_TABLE = 'left_table'
export const RIGHT_TABLE = 'right_table'
export const OUTPUT = 'output-topic'
export const REJOIN_OUTPUT = 'rejoin-output-topic'

export interface FkParams {
  readonly leftJoin: boolean
  readonly optimization: 'all' | 'none'
  readonly materialized: boolean
  readonly rejoin: boolean
}

/** Every combination Kafka's `data()` runs (the versioned ones belong to the versioned-store suite). */
export const fkParams: readonly FkParams[] = [true, false].flatMap((leftJoin) =>
  (['all', 'none'] as const).flatMap((optimization) =>
    [true, false].flatMap((materialized) =>
      [true, false].map((rejoin) => ({ leftJoin, optimization, materialized, rejoin })),
    ),
  ),
)

export const fkName = (p: FkParams): string =>
  `leftJoin=${p.leftJoin}, optimization=${p.optimization}, materialized=${p.materialized}, rejoin=${p.rejoin}`

const defaultExtractor = (value: string): string => value.split('|')[1]!

// Kafka's getTopology; `Materialized.with(null, valueSerde)` becomes `Materialized.with(string, string)` here
export const fkTopology = (
  p: FkParams,
  extractor: (value: string) => string | null = defaultExtractor,
): Topology => {
  const builder = new StreamsBuilder()
  const strings = Consumed.with(Serdes.string(), Serdes.string())
  const left = builder.table(LEFT_TABLE, strings)
  const right = builder.table(RIGHT_TABLE, strings)
  const joiner = (value1: string, value2: string | null): string => `(${value1},${String(value2)})`
  const rejoiner = (value1: string, value2: string | null): string => `rejoin(${value1},${String(value2)})`
  // the cache suppresses some of the unnecessary tombstones we want to make assertions about
  const mainMaterialized = p.materialized
    ? Materialized.as<string, string>(Stores.inMemoryKeyValueStore('store'))
        .withValueSerde(Serdes.string())
        .withCachingDisabled()
    : Materialized.with(Serdes.string(), Serdes.string()).withCachingDisabled()
  const rejoinMaterialized = p.materialized
    ? Materialized.as<string, string>(Stores.inMemoryKeyValueStore('store-rejoin'))
        .withValueSerde(Serdes.string())
        .withCachingDisabled()
    : Materialized.with(Serdes.string(), Serdes.string())
  const fkJoin: KTable<string, string> = left.pipe(
    p.leftJoin
      ? leftJoin(right, extractor, joiner, mainMaterialized)
      : join(right, extractor, joiner, mainMaterialized),
  )
  fkJoin.pipe(toStream(), to(OUTPUT))
  // also make sure the FK join is set up right for downstream operations that require materialization
  if (p.rejoin) {
    fkJoin.pipe(
      p.leftJoin ? leftJoin(left, rejoiner, rejoinMaterialized) : join(left, rejoiner, rejoinMaterialized),
      toStream(),
      to(REJOIN_OUTPUT),
    )
  }
  return builder.build({ 'topology.optimization': p.optimization })
}

export interface FkDriver {
  readonly driver: TopologyTestDriver
  readonly left: TestInputTopic<string, string>
  readonly right: TestInputTopic<string, string>
  /** Java's `readKeyValuesToMap()`: the last value per key, tombstones kept as null. */
  readonly output: () => Record<string, string | null>
  readonly rejoinOutput: () => Record<string, string | null>
  /** Java's `asMap(store)`: the rows of `store` (empty when the join is not materialized). */
  readonly store: () => Record<string, string>
}

const toMap = (topic: TestOutputTopic<string, string>): Record<string, string | null> =>
  Object.fromEntries(topic.readKeyValuesToList().map((kv) => [kv.key as string, kv.value]))

export const fkDriver = async (topology: Topology, p: FkParams): Promise<FkDriver> => {
  const driver = await driverOf(topology, {
    'application.id': 'fk-join',
    'topology.optimization': p.optimization,
  })
  const output = driver.createOutputTopic(OUTPUT, Serdes.string(), Serdes.string())
  const rejoinOutput = driver.createOutputTopic(REJOIN_OUTPUT, Serdes.string(), Serdes.string())
  return {
    driver,
    right: driver.createInputTopic(RIGHT_TABLE, Serdes.string(), Serdes.string()),
    left: driver.createInputTopic(LEFT_TABLE, Serdes.string(), Serdes.string()),
    output: () => toMap(output),
    rejoinOutput: () => toMap(rejoinOutput),
    store: () => {
      const store = driver.getKeyValueStore<string, string>('store') as
        KeyValueStore<string, string> | undefined
      const rows: Record<string, string> = {}
      if (store === undefined) return rows
      const it = store.all()
      try {
        while (it.hasNext()) {
          const { key, value } = it.next()
          rows[key] = value
        }
      } finally {
        it.close()
      }
      return rows
    },
  }
}
