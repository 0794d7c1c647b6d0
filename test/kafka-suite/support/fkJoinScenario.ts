/**
 * The topology and driver of `KTableKTableForeignKeyJoinIntegrationTest#getTopology`: a foreign-key join of
 * `left_table` with `right_table` (each optionally a versioned table) on the part of the left value after `|`,
 * materialized in the fourth argument (a named in-memory store `store`, or unnamed), optionally rejoined with the
 * left table on the key.
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
  readonly leftVersioned: boolean
  readonly rightVersioned: boolean
}

/** Kafka's `buildParameters`: every combination of the options, in order. */
const grid = (
  optimizations: readonly ('all' | 'none')[],
  rejoins: readonly boolean[],
  versioned: readonly boolean[],
): FkParams[] =>
  [true, false].flatMap((leftJoin) =>
    optimizations.flatMap((optimization) =>
      [true, false].flatMap((materialized) =>
        rejoins.flatMap((rejoin) =>
          versioned.flatMap((leftVersioned) =>
            versioned.map((rightVersioned) => ({
              leftJoin,
              optimization,
              materialized,
              rejoin,
              leftVersioned,
              rightVersioned,
            })),
          ),
        ),
      ),
    ),
  )

export const fkName = (p: FkParams): string =>
  `leftJoin=${p.leftJoin}, optimization=${p.optimization}, materialized=${p.materialized}, rejoin=${p.rejoin}, ` +
  `leftVersioned=${p.leftVersioned}, rightVersioned=${p.rightVersioned}`

/** Kafka's `versionedData()`: versioned tables on either side, without optimization or rejoin. */
export const versionedFkParams: readonly FkParams[] = grid(['none'], [false], [true, false])

/**
 * Kafka's `testCases()`: `data()` (unversioned, every optimization and rejoin) and `versionedData()` (versioned
 * tables on either side, without optimization or rejoin), without duplicates.
 */
export const fkParams: readonly FkParams[] = [
  ...new Map(
    [...grid(['all', 'none'], [true, false], [false]), ...versionedFkParams].map((p) => [fkName(p), p]),
  ).values(),
]

const defaultExtractor = (value: string): string => value.split('|')[1]!

// Kafka's getTopology; `Materialized.with(null, valueSerde)` becomes `Materialized.with(string, string)` here
export const fkTopology = (
  p: FkParams,
  extractor: (value: string) => string | null = defaultExtractor,
): Topology => {
  const builder = new StreamsBuilder()
  const strings = Consumed.with(Serdes.string(), Serdes.string())
  // a versioned table keeps five minutes of history, as Kafka's
  const table = (topic: string, versioned: boolean, store: string): KTable<string, string> =>
    versioned
      ? builder.table(
          topic,
          strings,
          Materialized.as<string, string>(Stores.persistentVersionedKeyValueStore(store, 300_000)),
        )
      : builder.table(topic, strings)
  const left = table(LEFT_TABLE, p.leftVersioned, 'left')
  const right = table(RIGHT_TABLE, p.rightVersioned, 'right')
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
