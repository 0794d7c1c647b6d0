import { describe, expectTypeOf, it } from 'vitest'
import type * as E from 'fp-ts/lib/Either.js'
import type { orThrow } from '../../../src/query/facades/orThrow.js'
import type { QueryableKeyValueStore } from '../../../src/query/facades/QueryableKeyValueStore.js'
import type { QueryableSessionStore } from '../../../src/query/facades/QueryableSessionStore.js'
import type { QueryableWindowStore } from '../../../src/query/facades/QueryableWindowStore.js'
import type { StoreFacade } from '../../../src/query/facades/QueryableStore.js'
import type { QueryableStoreType } from '../../../src/query/QueryableStoreTypes.js'
import type { QueryKeyValueIterator } from '../../../src/query/QueryKeyValueIterator.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { KeyValueIterator } from '../../../src/state/KeyValueIterator.js'
import type { ValueAndTimestamp } from '../../../src/state/ValueAndTimestamp.js'
import type { Windowed } from '../../../src/core/windows/Windowed.js'

type Read<T> = Promise<E.Either<StoreError, T>>

describe('IQv1 facade types', () => {
  it('key-value reads return promised Eithers, iterators become query iterators', () => {
    const store = {} as unknown as QueryableKeyValueStore<string, number>
    expectTypeOf(store.get).parameters.toEqualTypeOf<[key: string]>()
    expectTypeOf(store.get).returns.toEqualTypeOf<Read<number | undefined>>()
    expectTypeOf(store.range).returns.toEqualTypeOf<Read<QueryKeyValueIterator<string, number>>>()
    expectTypeOf(store.approximateNumEntries).returns.toEqualTypeOf<Read<number>>()
  })

  it('window overloads survive', () => {
    const store = {} as unknown as QueryableWindowStore<string, number>
    const one = () => store.fetch('k', 10)
    const byTime = () => store.fetch('k', 0, 10)
    const byRange = () => store.fetch('a', 'f', 0, 10)
    expectTypeOf(one).returns.toEqualTypeOf<Read<number | undefined>>()
    expectTypeOf(byTime).returns.toEqualTypeOf<Read<QueryKeyValueIterator<number, number>>>()
    expectTypeOf(byRange).returns.toEqualTypeOf<Read<QueryKeyValueIterator<Windowed<string>, number>>>()
  })

  it('session reads', () => {
    const store = {} as unknown as QueryableSessionStore<string, number>
    const sessions = () => store.findSessions('k', 0, 10)
    expectTypeOf(sessions).returns.toEqualTypeOf<Read<QueryKeyValueIterator<Windowed<string>, number>>>()
    expectTypeOf(store.fetchSession).returns.toEqualTypeOf<Read<number | undefined>>()
  })

  it('each queryable store type picks its facade', () => {
    expectTypeOf<StoreFacade<QueryableStoreType<'keyValue', string, number>>>().toEqualTypeOf<
      QueryableKeyValueStore<string, number>
    >()
    expectTypeOf<StoreFacade<QueryableStoreType<'timestampedKeyValue', string, number>>>().toEqualTypeOf<
      QueryableKeyValueStore<string, ValueAndTimestamp<number>>
    >()
    expectTypeOf<StoreFacade<QueryableStoreType<'session', string, number>>>().toEqualTypeOf<
      QueryableSessionStore<string, number>
    >()
  })

  it('orThrow gives the classic API back', () => {
    type Classic = ReturnType<typeof orThrow<QueryableKeyValueStore<string, number>>>
    const store = {} as unknown as Classic
    expectTypeOf(store.get).returns.toEqualTypeOf<Promise<number | undefined>>()
    expectTypeOf(store.all).returns.toEqualTypeOf<Promise<KeyValueIterator<string, number>>>()
  })
})
