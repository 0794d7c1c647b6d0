import { describe, expect, expectTypeOf, it } from 'vitest'
import { KeyQuery } from '../../src/query/KeyQuery.js'
import { Position } from '../../src/query/Position.js'
import { PositionBound } from '../../src/query/PositionBound.js'
import type { Query } from '../../src/query/Query.js'
import type { QueryKeyValueIterator } from '../../src/query/QueryKeyValueIterator.js'
import { RangeQuery } from '../../src/query/RangeQuery.js'
import { StateQueryRequest } from '../../src/query/StateQueryRequest.js'
import { TimestampedKeyQuery } from '../../src/query/TimestampedKeyQuery.js'
import { TimestampedRangeQuery } from '../../src/query/TimestampedRangeQuery.js'
import { WindowKeyQuery } from '../../src/query/WindowKeyQuery.js'
import { WindowRangeQuery } from '../../src/query/WindowRangeQuery.js'
import type { ValueAndTimestamp } from '../../src/state/ValueAndTimestamp.js'
import type { Windowed } from '../../src/core/windows/Windowed.js'

const invalid = (argument: string): Error =>
  expect.objectContaining({ _tag: 'InvalidArgument', argument }) as Error

describe('IQv2 queries', () => {
  it('KeyQuery and TimestampedKeyQuery carry the key and skipCache', () => {
    const q = KeyQuery.withKey<string, number>('kafka')
    expect(q).toMatchObject({ _tag: 'KeyQuery', key: 'kafka', isSkipCache: false })
    expect(q.skipCache()).toMatchObject({ _tag: 'KeyQuery', key: 'kafka', isSkipCache: true })
    expect(q.isSkipCache).toBe(false)
    expect(TimestampedKeyQuery.withKey('k').skipCache()).toMatchObject({
      _tag: 'TimestampedKeyQuery',
      isSkipCache: true,
    })
    expect(() => KeyQuery.withKey(null)).toThrow(invalid('key'))
    expect(() => TimestampedKeyQuery.withKey(undefined)).toThrow(invalid('key'))
  })

  it('RangeQuery builders set bounds and order', () => {
    expect(RangeQuery.withRange('a', 'f')).toMatchObject({
      _tag: 'RangeQuery',
      lowerBound: 'a',
      upperBound: 'f',
      resultOrder: 'ANY',
    })
    expect(RangeQuery.withRange(null, 'f')).toMatchObject({ lowerBound: undefined, upperBound: 'f' })
    expect(RangeQuery.withLowerBound('m')).toMatchObject({ lowerBound: 'm', upperBound: undefined })
    expect(RangeQuery.withUpperBound('m')).toMatchObject({ lowerBound: undefined, upperBound: 'm' })
    expect(RangeQuery.withNoBounds()).toMatchObject({ lowerBound: undefined, upperBound: undefined })
    const q = RangeQuery.withRange('a', 'f')
    expect(q.withDescendingKeys().resultOrder).toBe('DESCENDING')
    expect(q.withDescendingKeys().withAscendingKeys()).toMatchObject({
      resultOrder: 'ASCENDING',
      lowerBound: 'a',
    })
    expect(q.resultOrder).toBe('ANY')
    expect(TimestampedRangeQuery.withNoBounds().withDescendingKeys()._tag).toBe('TimestampedRangeQuery')
    expect(() => RangeQuery.withLowerBound(null)).toThrow(invalid('lower'))
    expect(() => RangeQuery.withUpperBound(undefined)).toThrow(invalid('upper'))
  })

  it('window queries validate their time ranges', () => {
    expect(WindowKeyQuery.withKeyAndWindowStartRange('k', 0, 10)).toMatchObject({
      _tag: 'WindowKeyQuery',
      key: 'k',
      timeFrom: 0,
      timeTo: 10,
    })
    expect(WindowRangeQuery.withKey('k')).toMatchObject({
      _tag: 'WindowRangeQuery',
      key: 'k',
      timeFrom: undefined,
    })
    expect(WindowRangeQuery.withWindowStartRange(5, 5)).toMatchObject({
      key: undefined,
      timeFrom: 5,
      timeTo: 5,
    })
    expect(() => WindowKeyQuery.withKeyAndWindowStartRange('k', 10, 0)).toThrow(invalid('timeFrom'))
    expect(() => WindowKeyQuery.withKeyAndWindowStartRange('k', 0.5, 1)).toThrow(invalid('timeFrom'))
    expect(() => WindowKeyQuery.withKeyAndWindowStartRange(null, 0, 1)).toThrow(invalid('key'))
    expect(() => WindowRangeQuery.withWindowStartRange(0, Number.NaN)).toThrow(invalid('timeTo'))
    expect(() => WindowRangeQuery.withKey(undefined)).toThrow(invalid('key'))
  })

  it('every query is tagged data of the Query union', () => {
    const all: Query[] = [
      KeyQuery.withKey(1),
      RangeQuery.withNoBounds(),
      TimestampedKeyQuery.withKey(1),
      TimestampedRangeQuery.withNoBounds(),
      WindowKeyQuery.withKeyAndWindowStartRange(1, 0, 1),
      WindowRangeQuery.withKey(1),
    ]
    expect(new Set(all.map((q) => q._tag)).size).toBe(6)
  })
})

describe('StateQueryRequest', () => {
  const query = KeyQuery.withKey<string, number>('kafka')

  it('has Kafka Streams defaults', () => {
    const r = StateQueryRequest.inStore('counts').withQuery(query)
    expect(r).toMatchObject({
      storeName: 'counts',
      query,
      isRequireActive: false,
      readCommitted: false,
      executionInfoEnabled: false,
    })
    expect(r.isAllPartitions()).toBe(true)
    expect(r.includesPartition(7)).toBe(true)
    expect(r.positionBound.isUnbounded()).toBe(true)
  })

  it('is immutable and types the result from the query', () => {
    const base = StateQueryRequest.inStore('counts').withQuery(query)
    const bound = PositionBound.at(Position.fromMap({ in: { 0: 3 } }))
    const full = base
      .withPartitions([0, 1, 1])
      .withPositionBound(bound)
      .requireActive()
      .withReadCommitted()
      .enableExecutionInfo()
    expect(full).toMatchObject({
      isRequireActive: true,
      readCommitted: true,
      executionInfoEnabled: true,
      positionBound: bound,
    })
    expect(full.partitions).toEqual(new Set([0, 1]))
    expect(full.includesPartition(2)).toBe(false)
    expect(full.withAllPartitions().isAllPartitions()).toBe(true)
    expect(full.withReadCommitted(false).readCommitted).toBe(false)
    expect(base.isAllPartitions() && !base.isRequireActive && !base.readCommitted).toBe(true)

    expectTypeOf(base).toEqualTypeOf<StateQueryRequest<number | undefined>>()
    expectTypeOf(
      StateQueryRequest.inStore('s').withQuery(TimestampedKeyQuery.withKey<string, number>('k')),
    ).toEqualTypeOf<StateQueryRequest<ValueAndTimestamp<number> | undefined>>()
    expectTypeOf(
      StateQueryRequest.inStore('s').withQuery(RangeQuery.withNoBounds<string, number>()),
    ).toEqualTypeOf<StateQueryRequest<QueryKeyValueIterator<string, number>>>()
    expectTypeOf(
      StateQueryRequest.inStore('s').withQuery(WindowRangeQuery.withKey<string, number>('k')),
    ).toEqualTypeOf<StateQueryRequest<QueryKeyValueIterator<Windowed<string>, number>>>()
  })

  it('validates the store name and partitions', () => {
    expect(() => StateQueryRequest.inStore('')).toThrow(invalid('storeName'))
    expect(() => StateQueryRequest.inStore('s').withQuery(query).withPartitions([0, -1])).toThrow(
      invalid('partition'),
    )
    expect(() => StateQueryRequest.inStore('s').withQuery(query).withPartitions([0.5])).toThrow(
      invalid('partition'),
    )
  })
})
