import { describe, expect, expectTypeOf, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import {
  StoreError,
  storeErrorTags,
  type StoreErrorTag,
  type StateStoreMigrated,
  type InvalidStateStorePartition,
} from '../../src/query/StoreError.js'

const all: readonly StoreError[] = [
  StoreError.streamsNotStarted({ storeName: 's' }),
  StoreError.streamsRebalancing({ storeName: 's', partition: 1 }),
  StoreError.stateStoreMigrated({ storeName: 's', cause: new Error('closed') }),
  StoreError.stateStoreNotAvailable({ storeName: 's', state: 'NOT_RUNNING' }),
  StoreError.unknownStateStore({ storeName: 's' }),
  StoreError.invalidStateStorePartition({ storeName: 's', partition: 3 }),
]

const tagOf = StoreError.match<StoreErrorTag>({
  StreamsNotStarted: (e) => e._tag,
  StreamsRebalancing: (e) => e._tag,
  StateStoreMigrated: (e) => e._tag,
  StateStoreNotAvailable: (e) => e._tag,
  UnknownStateStore: (e) => e._tag,
  InvalidStateStorePartition: (e) => e._tag,
})

describe('StoreError', () => {
  it('has exactly the six tags of DESIGN.md §6 with their retryability', () => {
    expect(all.map((e) => `${e._tag}:${e.retryable}`)).toEqual([
      'StreamsNotStarted:true',
      'StreamsRebalancing:true',
      'StateStoreMigrated:true',
      'StateStoreNotAvailable:false',
      'UnknownStateStore:false',
      'InvalidStateStorePartition:false',
    ])
    expect(all.map((e) => [e._tag, e.retryable])).toEqual(Object.entries(storeErrorTags))
  })

  it('carries context and a cause only when given', () => {
    const [notStarted, rebalancing, migrated, notAvailable, , partition] = all
    expect(notStarted).not.toHaveProperty('cause')
    expect(notStarted).not.toHaveProperty('partition')
    expect(rebalancing).toMatchObject({ storeName: 's', partition: 1 })
    expect((migrated?.cause as Error).message).toBe('closed')
    expect(notAvailable).toMatchObject({ state: 'NOT_RUNNING' })
    expect(partition).toMatchObject({ storeName: 's', partition: 3 })
    for (const e of all) expect(e.message).toContain("'s'")
  })

  it('says a partition does not exist apart from being hosted elsewhere', () => {
    const elsewhere = StoreError.invalidStateStorePartition({ storeName: 's', partition: 3 })
    const missing = StoreError.invalidStateStorePartition({ storeName: 's', partition: 3, exists: false })
    expect(missing._tag).toBe(elsewhere._tag)
    expect(missing.message).not.toBe(elsewhere.message)
  })

  it('match calls the case of the tag, and slots into E.match', () => {
    expect(all.map(tagOf)).toEqual(Object.keys(storeErrorTags))
    const describeResult = E.match(tagOf, (n: number) => `value ${n}`)
    expect(pipe(E.left(all[2] as StoreError), describeResult)).toBe('StateStoreMigrated')
    expect(pipe(E.right(4), describeResult)).toBe('value 4')
  })

  it('match is exhaustive at compile time and narrows each case', () => {
    expectTypeOf(StoreError.match<number>)
      .parameter(0)
      .toHaveProperty('StateStoreMigrated')
      .toEqualTypeOf<(e: StateStoreMigrated) => number>()
    expectTypeOf(StoreError.match<number>)
      .parameter(0)
      .toHaveProperty('InvalidStateStorePartition')
      .parameter(0)
      .toHaveProperty('partition')
      .toEqualTypeOf<number>()
    // @ts-expect-error a missing case does not compile
    StoreError.match<number>({
      StreamsNotStarted: () => 1,
      StreamsRebalancing: () => 1,
      StateStoreMigrated: () => 1,
      StateStoreNotAvailable: () => 1,
      UnknownStateStore: () => 1,
    })
    expectTypeOf<InvalidStateStorePartition['retryable']>().toEqualTypeOf<false>()
  })

  it('guards recognise the union and single tags', () => {
    for (const e of all) expect(StoreError.isStoreError(e)).toBe(true)
    expect(StoreError.isStoreError({ _tag: 'StateStoreMigrated', storeName: 's', message: 'm' })).toBe(false)
    expect(StoreError.isStoreError({ _tag: 'Other', storeName: 's', message: 'm', retryable: true })).toBe(
      false,
    )
    expect(StoreError.isStoreError(null)).toBe(false)
    expect(all.filter(StoreError.isRetryable).map((e) => e._tag)).toEqual([
      'StreamsNotStarted',
      'StreamsRebalancing',
      'StateStoreMigrated',
    ])
    const migrated = all.filter(StoreError.is('StateStoreMigrated'))
    expectTypeOf(migrated).toEqualTypeOf<StateStoreMigrated[]>()
    expect(migrated).toHaveLength(1)
  })
})
