import { describe, expectTypeOf, it } from 'vitest'
import { streamsConfig, type StreamsConfigInput } from '../../../src/runtime/config/StreamsConfig.js'
import { Serdes } from '../../../src/serde/Serdes.js'

describe('StreamsConfigInput', () => {
  it('types the keys and their values', () => {
    const ok: StreamsConfigInput = {
      'application.id': 'app',
      'processing.guarantee': 'exactly_once_v2',
      'num.stream.threads': 2,
      'topology.optimization': ['merge.repartition.topics'],
      'default.key.serde': Serdes.string(),
      'client.id': 'app-1',
    }
    expectTypeOf(ok).toExtend<StreamsConfigInput>()
    // @ts-expect-error exactly_once was removed in Kafka Streams 4.0
    const eosV1: StreamsConfigInput = { 'application.id': 'a', 'processing.guarantee': 'exactly_once' }
    // @ts-expect-error thread counts are numbers
    const threads: StreamsConfigInput = { 'application.id': 'a', 'num.stream.threads': '2' }
    expectTypeOf([eosV1, threads]).toBeArray()
    expectTypeOf(streamsConfig).returns.toHaveProperty('commit.interval.ms').toEqualTypeOf<number>()
  })
})
