import { describe, expect, it } from 'vitest'
import { errorTag } from '../topology/errorTag.js'
import { optimizationRules } from '../../src/optimizer/optimizationConfig.js'

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
    expect(errorTag(() => optimizationRules('fast'))).toBe('InvalidOptimizationConfig')
    expect(errorTag(() => optimizationRules('merge.repartition.topics,fast'))).toBe(
      'InvalidOptimizationConfig',
    )
    expect(errorTag(() => optimizationRules('all,none'))).toBe('InvalidOptimizationConfig')
    expect(errorTag(() => optimizationRules('none,reuse.ktable.source.topics'))).toBe(
      'InvalidOptimizationConfig',
    )
    expect(errorTag(() => optimizationRules(['all', 'single.store.self.join'] as never))).toBe(
      'InvalidOptimizationConfig',
    )
  })
})
