import { describe, expect, it } from 'vitest'
import { Materialized, type MaterializedStoreType } from '../../../src/dsl/options/Materialized.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Materialized', () => {
  const k = Serdes.string()
  const v = Serdes.long()

  it('records intent: not given, given without a name, given with a queryable name', () => {
    expect(Materialized.from(undefined)).toMatchObject({ given: false, queryable: false })
    expect(Materialized.from(undefined).storeName).toBeUndefined()
    expect(Materialized.from(Materialized.with(k, v))).toMatchObject({ given: true, queryable: false })
    expect(Materialized.from({ key: k, value: v })).toMatchObject({
      given: true,
      queryable: false,
      keySerde: k,
      valueSerde: v,
    })
    expect(Materialized.from(Materialized.as('counts'))).toMatchObject({
      given: true,
      queryable: true,
      storeName: 'counts',
    })
  })

  it('takes the queryable name from a store supplier', () => {
    const supplier = { name: 'from-supplier', extra: 1 }
    expect(Materialized.as(supplier).spec).toMatchObject({
      queryable: true,
      storeName: 'from-supplier',
      storeSupplier: supplier,
    })
  })

  it('defaults to caching and logging enabled, and builds immutably', () => {
    const base = Materialized.as<string, number>('s')
    expect(base.spec).toEqual({
      given: true,
      queryable: true,
      storeName: 's',
      cachingEnabled: true,
      loggingEnabled: true,
      topicConfig: {},
    })
    const full = base
      .withKeySerde(k)
      .withValueSerde(v)
      .withRetention(86_400_000)
      .withCachingDisabled()
      .withLoggingEnabled({ 'min.insync.replicas': '2' })
      .withStoreType('in_memory')
    expect(full.spec).toEqual({
      given: true,
      queryable: true,
      storeName: 's',
      keySerde: k,
      valueSerde: v,
      retentionMs: 86_400_000,
      cachingEnabled: false,
      loggingEnabled: true,
      topicConfig: { 'min.insync.replicas': '2' },
      storeType: 'in_memory',
    })
    expect(full.withCachingEnabled().spec.cachingEnabled).toBe(true)
    expect(full.withLoggingDisabled().spec).toMatchObject({ loggingEnabled: false, topicConfig: {} })
    expect(full.withStoreType('level').spec.storeType).toBe('level')
    expect(base.spec.keySerde).toBeUndefined()
  })

  it('rejects bad store names, negative retention and unknown store types', () => {
    expect(errorOf(() => Materialized.as('my store'))).toMatchObject({
      _tag: 'InvalidName',
      invalidName: 'my store',
    })
    expect(errorOf(() => Materialized.as({ name: '' }))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Materialized.as('s').withRetention(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'retention',
    })
    expect(errorOf(() => Materialized.as('s').withRetention(1.5))).toMatchObject({ _tag: 'InvalidArgument' })
    const rocks = 'rocks_db' as MaterializedStoreType
    expect(errorOf(() => Materialized.as('s').withStoreType(rocks))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'storeType',
    })
  })
})
