// Ported from Apache Kafka:
// streams/src/test/java/org/apache/kafka/streams/integration/KTableKTableForeignKeyJoinMaterializationIntegrationTest.java
import { describe, expect, it } from 'vitest'
import {
  Consumed,
  Materialized,
  Produced,
  Serdes,
  StreamsBuilder,
  type KeyValueStore,
} from '../../src/index.js'
import { join, to, toStream } from '../../src/operators.js'
import { driverOf } from './support/joinSupport.js'

// KTableKTableForeignKeyJoinMaterializationIntegrationTest#getTopology; `Materialized.with(null, string)` and
// `Produced.with(null, string)` become string key serdes here
const getTopology = (materialized: boolean, queryable: boolean) => {
  const builder = new StreamsBuilder()
  const left = builder.table('left_table', Consumed.with(Serdes.string(), Serdes.string()))
  const right = builder.table('right_table', Consumed.with(Serdes.string(), Serdes.string()))
  const extractor = (value: string): string => value.split('|')[1]!
  const joiner = (value1: string, value2: string): string => `(${value1},${value2})`
  const materializedStore = queryable
    ? Materialized.as<string, string>('store').withValueSerde(Serdes.string())
    : Materialized.with(Serdes.string(), Serdes.string())
  const joinResult = left.pipe(
    materialized ? join(right, extractor, joiner, materializedStore) : join(right, extractor, joiner),
  )
  joinResult.pipe(toStream(), to('output-topic', Produced.with(Serdes.string(), Serdes.string())))
  return builder.build()
}

const asMap = (store: KeyValueStore<string, string>): Record<string, string> => {
  const rows: Record<string, string> = {}
  const it = store.all()
  while (it.hasNext()) {
    const { key, value } = it.next()
    rows[key] = value
  }
  it.close()
  return rows
}

describe('KTableKTableForeignKeyJoinMaterializationIntegrationTest', () => {
  for (const [materialized, queryable] of [
    [false, false],
    [true, false],
    [true, true],
  ] as const) {
    it(`shouldEmitTombstoneWhenDeletingNonJoiningRecords[materialized=${materialized}, queryable=${queryable}]`, async () => {
      const driver = await driverOf(getTopology(materialized, queryable), {
        'application.id': 'fk-materialization',
      })
      const left = driver.createInputTopic('left_table', Serdes.string(), Serdes.string())
      const output = driver.createOutputTopic('output-topic', Serdes.string(), Serdes.string())
      const read = (): Record<string, string | null> =>
        Object.fromEntries(output.readKeyValuesToList().map((kv) => [kv.key as string, kv.value]))
      const store = () => driver.getKeyValueStore<string, string>('store') as KeyValueStore<string, string>

      left.pipeInput('lhs1', 'lhsValue1|rhs1')
      expect(read()).toEqual({})
      if (materialized && queryable) expect(asMap(store())).toEqual({})

      // Deleting a non-joining record produces an unnecessary tombstone for inner joins, because
      // it's not possible to know whether a result was previously emitted.
      left.pipeInput('lhs1', null)
      if (materialized && queryable) {
        // in only this specific case, the record cache will actually be activated and suppress the unnecessary
        // tombstone: the cache knows for sure that there has never been a previous result
        expect(read()).toEqual({})
        expect(asMap(store())).toEqual({})
      } else {
        expect(read()).toEqual({ lhs1: null })
      }

      // Deleting a non-existing record is idempotent
      left.pipeInput('lhs1', null)
      expect(read()).toEqual({})
      if (materialized && queryable) expect(asMap(store())).toEqual({})
      await driver.close()
    })
  }
})
