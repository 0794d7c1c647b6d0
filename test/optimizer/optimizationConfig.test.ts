import { describe, expect, it } from 'vitest'
import { optimizationRules } from '../../src/optimizer/optimizationConfig.js'

const tagOf = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return (e as { _tag?: unknown })._tag
  }
  return 'no error'
}

describe('topology.optimization', () => {
  it('expands all, none, single ids, comma lists and arrays', () => {
    expect([...optimizationRules(undefined)]).toEqual([])
    expect([...optimizationRules('none')]).toEqual([])
    expect([...optimizationRules('all')].sort()).toEqual([
      'merge.repartition.topics',
      'reuse.ktable.source.topics',
      'single.store.self.join',
    ])
    expect([...optimizationRules('merge.repartition.topics')]).toEqual(['merge.repartition.topics'])
    expect([...optimizationRules('reuse.ktable.source.topics, single.store.self.join')].sort()).toEqual([
      'reuse.ktable.source.topics',
      'single.store.self.join',
    ])
    expect([...optimizationRules(['single.store.self.join'])]).toEqual(['single.store.self.join'])
  })

  it('rejects unknown values and mixes of all or none with anything else', () => {
    expect(tagOf(() => optimizationRules('fast'))).toBe('InvalidOptimizationConfig')
    expect(tagOf(() => optimizationRules('merge.repartition.topics,fast'))).toBe('InvalidOptimizationConfig')
    expect(tagOf(() => optimizationRules('all,none'))).toBe('InvalidOptimizationConfig')
    expect(tagOf(() => optimizationRules('none,reuse.ktable.source.topics'))).toBe(
      'InvalidOptimizationConfig',
    )
    expect(tagOf(() => optimizationRules(['all', 'single.store.self.join'] as never))).toBe(
      'InvalidOptimizationConfig',
    )
  })
})
