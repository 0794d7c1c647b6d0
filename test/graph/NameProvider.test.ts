import { describe, expect, it } from 'vitest'
import { NameProvider } from '../../src/graph/NameProvider.js'
import { repartitionNames } from '../../src/graph/repartitionNames.js'

describe('NameProvider (one counter for processors and stores)', () => {
  it('zero-pads indices to 10 digits and shares them between processor and store names', () => {
    const names = new NameProvider()
    expect(names.newProcessorName('KSTREAM-SOURCE-')).toBe('KSTREAM-SOURCE-0000000000')
    expect(names.newStoreName('KSTREAM-AGGREGATE-')).toBe('KSTREAM-AGGREGATE-STATE-STORE-0000000001')
    expect(names.orElseGenerate('mine', 'KSTREAM-FILTER-')).toBe('mine')
    expect(names.suffixOrElseGenerate('t', '-source', 'KSTREAM-SOURCE-')).toBe('t-source')
    names.burn()
    expect(names.newProcessorName('KSTREAM-SINK-')).toBe('KSTREAM-SINK-0000000005')
  })

  it('copies continue from where the original stands without moving it', () => {
    const names = new NameProvider()
    names.burn()
    const copy = new NameProvider(names)
    expect(copy.newProcessorName('X-')).toBe('X-0000000001')
    expect(names.newProcessorName('X-')).toBe('X-0000000001')
  })
})

describe('repartitionNames', () => {
  it('uses the generated names for a generated prefix, and names after the topic for a user prefix', () => {
    const names = new NameProvider()
    names.burn()
    expect(repartitionNames(names, 'KSTREAM-AGGREGATE-STATE-STORE-0000000000')).toEqual({
      topic: 'KSTREAM-AGGREGATE-STATE-STORE-0000000000-repartition',
      sinkName: 'KSTREAM-SINK-0000000001',
      filterName: 'KSTREAM-FILTER-0000000002',
      sourceName: 'KSTREAM-SOURCE-0000000003',
    })
    expect(repartitionNames(names, 'counts-repartition')).toEqual({
      topic: 'counts-repartition',
      sinkName: 'counts-repartition-sink',
      filterName: 'counts-repartition-filter',
      sourceName: 'counts-repartition-source',
    })
    expect(names.newProcessorName('N-')).toBe('N-0000000007')
  })
})
