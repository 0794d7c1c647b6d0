import { describe, expect, expectTypeOf, it } from 'vitest'
import { QueryableStoreTypes, type QueryableStoreType } from '../../src/query/QueryableStoreTypes.js'
import { StoreQueryParameters } from '../../src/query/StoreQueryParameters.js'

const kv = QueryableStoreTypes.keyValueStore<string, number>()

describe('StoreQueryParameters', () => {
  it('defaults to all partitions, active stores, uncommitted reads', () => {
    const p = StoreQueryParameters.fromNameAndType('counts', kv)
    expect(p).toMatchObject({
      storeName: 'counts',
      partition: undefined,
      staleStores: false,
      readCommitted: false,
    })
    expect(p.queryableStoreType).toBe(kv)
    expectTypeOf(p.queryableStoreType).toEqualTypeOf<QueryableStoreType<'keyValue', string, number>>()
  })

  it('is immutable: each step returns a copy', () => {
    const base = StoreQueryParameters.fromNameAndType('counts', kv)
    const full = base.withPartition(3).enableStaleStores().withReadCommitted()
    expect(full).toMatchObject({ partition: 3, staleStores: true, readCommitted: true })
    expect(base).toMatchObject({ partition: undefined, staleStores: false, readCommitted: false })
    expect(full.withPartition(undefined).partition).toBeUndefined()
    expect(full.withReadCommitted(false).readCommitted).toBe(false)
    expect(full.withPartition(0).partition).toBe(0)
  })

  it.each([-1, 1.5, Number.NaN, Infinity, '2' as unknown as number])('rejects partition %s', (bad) => {
    expect(() => StoreQueryParameters.fromNameAndType('counts', kv).withPartition(bad)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'partition' }),
    )
  })

  it('rejects an empty store name and an unknown store type', () => {
    expect(() => StoreQueryParameters.fromNameAndType('', kv)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'storeName' }),
    )
    expect(() => StoreQueryParameters.fromNameAndType('s', { _tag: 'versionedKeyValue' } as never)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument: 'queryableStoreType' }),
    )
  })

  it('compares by value and prints like Kafka Streams', () => {
    const a = StoreQueryParameters.fromNameAndType('counts', kv).withPartition(1)
    expect(a.equals(StoreQueryParameters.fromNameAndType('counts', kv).withPartition(1))).toBe(true)
    expect(a.equals(a.enableStaleStores())).toBe(false)
    expect(a.equals(StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.windowStore()))).toBe(
      false,
    )
    expect(a.toString()).toBe(
      'StoreQueryParameters {partition=1, staleStores=false, storeName=counts, queryableStoreType=keyValue, readCommitted=false}',
    )
  })
})

describe('QueryableStoreTypes', () => {
  it('plain types accept timestamped stores; timestamped types only timestamped ones', () => {
    const { accepts } = QueryableStoreTypes
    expect(accepts(QueryableStoreTypes.keyValueStore(), 'keyValue')).toBe(true)
    expect(accepts(QueryableStoreTypes.keyValueStore(), 'timestampedKeyValue')).toBe(true)
    expect(accepts(QueryableStoreTypes.keyValueStore(), 'window')).toBe(false)
    expect(accepts(QueryableStoreTypes.keyValueStore(), 'versionedKeyValue')).toBe(false)
    expect(accepts(QueryableStoreTypes.timestampedKeyValueStore(), 'keyValue')).toBe(false)
    expect(accepts(QueryableStoreTypes.timestampedKeyValueStore(), 'timestampedKeyValue')).toBe(true)
    expect(accepts(QueryableStoreTypes.windowStore(), 'timestampedWindow')).toBe(true)
    expect(accepts(QueryableStoreTypes.timestampedWindowStore(), 'window')).toBe(false)
    expect(accepts(QueryableStoreTypes.sessionStore(), 'session')).toBe(true)
    expect(accepts(QueryableStoreTypes.sessionStore(), 'keyValue')).toBe(false)
  })

  it('recognises its own types only', () => {
    expect(QueryableStoreTypes.isQueryableStoreType(QueryableStoreTypes.sessionStore())).toBe(true)
    expect(QueryableStoreTypes.isQueryableStoreType({ _tag: 'toString' })).toBe(false)
    expect(QueryableStoreTypes.isQueryableStoreType('keyValue')).toBe(false)
  })
})
