import { describe, expectTypeOf, it } from 'vitest'
import type { StreamsConfigInput, StreamsConfigProperties } from '../../../src/index.js'

describe('StreamsConfigProperties', () => {
  it('types each key as a reader of the docs expects', () => {
    expectTypeOf<StreamsConfigProperties['application.id']>().toEqualTypeOf<string>()
    expectTypeOf<StreamsConfigProperties['commit.interval.ms']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<StreamsConfigProperties['processing.guarantee']>().toEqualTypeOf<
      'at_least_once' | 'exactly_once_v2' | undefined
    >()
  })

  it('is what StreamsConfigInput accepts, with the client settings beside it', () => {
    expectTypeOf<StreamsConfigProperties>().toMatchTypeOf<StreamsConfigInput>()
    expectTypeOf({ 'application.id': 'app', 'client.id': 'app-1' }).toMatchTypeOf<StreamsConfigInput>()
  })
})
