import { describe, expect, expectTypeOf, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { StateStoreMigratedException } from '../../../src/query/InvalidStateStoreException.js'
import { orThrow } from '../../../src/query/facades/orThrow.js'
import { SessionQueryFacade } from '../../../src/query/facades/QueryableSessionStore.js'
import { WindowQueryFacade } from '../../../src/query/facades/QueryableWindowStore.js'
import type { ThrowingWindowStore } from '../../../src/query/facades/ThrowingWindowStore.js'
import type { QueryKeyValueIterator } from '../../../src/query/QueryKeyValueIterator.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import { readViews } from '../../../src/query/views/readViews.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { KeyValue } from '../../../src/core/KeyValue.js'
import type { ReadOnlySessionStore } from '../../../src/state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../../src/state/ReadOnlyWindowStore.js'
import { Stores } from '../../../src/state/Stores.js'

const context = (partition: number) => ({ taskId: `0_${partition}`, partition, recordTimestamp: () => 0 })

const windowStore = async (partition: number, rows: readonly [string, number, number][]) => {
  const store = Stores.windowStoreBuilder(
    Stores.inMemoryWindowStore(`clicks`, 60_000, 1_000, false),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await store.init(context(partition))
  for (const [key, value, start] of rows) store.put(key, value, start)
  return store
}

const sessionStore = async (partition: number, rows: readonly [string, number, number, number][]) => {
  const store = Stores.sessionStoreBuilder(
    Stores.inMemorySessionStore('visits', 60_000),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await store.init(context(partition))
  for (const [key, start, end, agg] of rows) store.put({ key, window: { start, end } }, agg)
  return store
}

const rows = async <K, V>(
  read: Promise<E.Either<StoreError, QueryKeyValueIterator<K, V>>>,
): Promise<KeyValue<K, V>[]> => {
  const it = await read
  if (E.isLeft(it)) throw new Error(`expected rows, got ${it.left._tag}`)
  return [...it.right].map((r) => (E.isRight(r) ? r.right : { key: r.left._tag as K, value: undefined as V }))
}

describe('window facade', () => {
  it('reads every fetch overload over two partitions, composite as Kafka Streams', async () => {
    const [p0, p1] = [await windowStore(0, [['a', 1, 0]]), await windowStore(1, [['b', 2, 1_000]])]
    const view = readViews.window(
      [p0, p1].map((s) => ({ kind: 'window' as const, store: s.readOnly('READ_UNCOMMITTED') })),
      'clicks',
    )
    if (E.isLeft(view)) throw new Error('expected a view')
    const store = new WindowQueryFacade({
      storeName: 'clicks',
      resolve: () => view as E.Either<StoreError, ReadOnlyWindowStore<string, number>>,
    })
    expect(await store.fetch('b', 1_000)).toEqual(E.right(2))
    expect(await store.fetch('a', 1_000)).toEqual(E.right(undefined))
    expect(await rows(store.fetch('a', 0, 5_000))).toEqual([{ key: 0, value: 1 }])
    expect((await rows(store.fetch('a', 'b', 0, 5_000))).map((r) => r.value)).toEqual([1, 2])
    expect((await rows(store.backwardFetch('a', 'b', 0, 5_000))).map((r) => r.value)).toEqual([1, 2])
    expect((await rows(store.fetchAll(0, 5_000))).map((r) => r.key.key)).toEqual(['a', 'b'])
    expect(await rows(store.backwardFetch('b', 0, 5_000))).toEqual([{ key: 1_000, value: 2 }])
  })

  it('orThrow gives the typed classic window store; a closed store is StateStoreMigrated', async () => {
    const raw = await windowStore(0, [['a', 1, 0]])
    const view = raw.readOnly('READ_UNCOMMITTED')
    const store = new WindowQueryFacade({ storeName: 'clicks', partition: 0, resolve: () => E.right(view) })
    const classic = orThrow(store)
    expectTypeOf(classic).toEqualTypeOf<ThrowingWindowStore<string, number>>()
    expect(await classic.fetch('a', 0)).toBe(1)
    const it = await classic.fetch('a', 0, 5_000)
    await raw.close()
    expect(() => it.next()).toThrow(StateStoreMigratedException)
    await expect(classic.fetch('a', 0)).rejects.toBeInstanceOf(StateStoreMigratedException)
  })
})

describe('session facade', () => {
  it('reads sessions over two partitions; fetchSession from the partition that has it', async () => {
    const [p0, p1] = [await sessionStore(0, [['u', 0, 10, 3]]), await sessionStore(1, [['v', 5, 20, 4]])]
    const view = readViews.session(
      [p0, p1].map((s) => ({ kind: 'session' as const, store: s.readOnly('READ_UNCOMMITTED') })),
      'visits',
    )
    if (E.isLeft(view)) throw new Error('expected a view')
    const store = new SessionQueryFacade({
      storeName: 'visits',
      resolve: () => view as E.Either<StoreError, ReadOnlySessionStore<string, number>>,
    })
    expect(await store.fetchSession('v', 5, 20)).toEqual(E.right(4))
    expect((await rows(store.fetch('u'))).map((r) => r.value)).toEqual([3])
    expect((await rows(store.fetch('u', 'v'))).map((r) => r.value)).toEqual([3, 4])
    expect((await rows(store.findSessions('v', 0, 30))).map((r) => r.key.window)).toEqual([
      { start: 5, end: 20 },
    ])
    expect((await rows(store.backwardFindSessions('u', 'v', 0, 30))).map((r) => r.value)).toEqual([3, 4])
    expect(await orThrow(store).fetchSession('u', 0, 10)).toBe(3)
  })

  it('a view of another kind is UnknownStateStore, as a wrong QueryableStoreType', async () => {
    const raw = await windowStore(0, [])
    const view = readViews.session([{ kind: 'window', store: raw.readOnly('READ_UNCOMMITTED') }], 'clicks')
    expect(E.isLeft(view) && view.left._tag).toBe('UnknownStateStore')
  })
})
