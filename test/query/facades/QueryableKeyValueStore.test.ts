import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import {
  StateStoreMigratedException,
  StreamsNotStartedException,
} from '../../../src/query/InvalidStateStoreException.js'
import { orThrow } from '../../../src/query/facades/orThrow.js'
import { resolveStoreAccess, type LocalReplica } from '../../../src/query/local/resolveStoreAccess.js'
import { KeyValueQueryFacade } from '../../../src/query/facades/QueryableKeyValueStore.js'
import type { StoreError, StoreErrorTag } from '../../../src/query/StoreError.js'
import type { StreamsState } from '../../../src/core/StreamsState.js'
import type { MeteredKeyValueStore } from '../../../src/state/metered/MeteredKeyValueStore.js'
import { openStore } from '../fixtures.js'

type Store = MeteredKeyValueStore<string, number>

/**
 * The part of a runtime a facade needs, over real stores: the app state and which partitions are local in which
 * role. Resolution goes through resolveStoreAccess, as the runtime's will.
 */
class LocalStores {
  state: StreamsState = 'CREATED'
  readonly replicas = new Map<number, { role: LocalReplica['role']; store: Store }>()
  readonly looked: number[] = []

  facade(partition: number, staleStores = false) {
    let served = false
    return new KeyValueQueryFacade<string, number>({
      storeName: 'counts',
      partition,
      resolve: () => {
        this.looked.push(partition)
        const replica = this.replicas.get(partition)
        const local =
          replica === undefined ? [] : [{ partition, role: replica.role, open: replica.store.isOpen }]
        const access = resolveStoreAccess({
          storeName: 'counts',
          state: this.state,
          storeKnown: true,
          partition,
          partitionCount: 4,
          local,
          staleStores,
          previouslyServed: served,
        })
        return pipe(
          access,
          E.map(() => {
            served = true
            return (replica as { store: Store }).store
          }),
        )
      },
    })
  }
}

const tagOf = (r: E.Either<StoreError, unknown>): StoreErrorTag | 'ok' => (E.isLeft(r) ? r.left._tag : 'ok')

const setUp = async () => {
  const local = new LocalStores()
  local.replicas.set(0, { role: 'active', store: await openStore({ a: 1, b: 2, c: 3 }) })
  local.replicas.set(1, { role: 'standby', store: await openStore({ x: 9 }) })
  return local
}

describe('KeyValueQueryFacade over real stores', () => {
  it('answers each read from the one resolved partition', async () => {
    const local = await setUp()
    local.state = 'RUNNING'
    const facade = local.facade(0)
    expect(await facade.get('b')).toEqual(E.right(2))
    expect(await facade.get('x')).toEqual(E.right(undefined))
    expect(await facade.approximateNumEntries()).toEqual(E.right(3))
    const it = await facade.reverseRange('a', 'b')
    expect(E.isRight(it) && [...it.right].map((r) => E.isRight(r) && r.right.key)).toEqual(['b', 'a'])
    expect(local.looked.every((p) => p === 0)).toBe(true)
  })

  it('exposes only the reads, never the store writes', async () => {
    const local = await setUp()
    expect(Object.keys(local.facade(0)).sort()).toEqual(
      ['all', 'approximateNumEntries', 'get', 'prefixScan', 'range', 'reverseAll', 'reverseRange'].sort(),
    )
    expect('put' in local.facade(0)).toBe(false)
  })

  it('reports each state of the app as its error', async () => {
    const local = await setUp()
    const facade = local.facade(0)
    expect(tagOf(await facade.get('a'))).toBe('StreamsNotStarted')
    local.state = 'REBALANCING'
    expect(tagOf(await local.facade(2).get('a'))).toBe('StreamsRebalancing')
    local.state = 'RUNNING'
    expect(tagOf(await facade.get('a'))).toBe('ok')
    expect(tagOf(await local.facade(2).get('a'))).toBe('InvalidStateStorePartition')
    expect(tagOf(await local.facade(7).get('a'))).toBe('InvalidStateStorePartition')
    expect(tagOf(await local.facade(1).get('x'))).toBe('InvalidStateStorePartition')
    expect(await local.facade(1, true).get('x')).toEqual(E.right(9))
    local.replicas.delete(0)
    expect(tagOf(await facade.get('a'))).toBe('StateStoreMigrated')
    local.state = 'PENDING_SHUTDOWN'
    expect(tagOf(await facade.get('a'))).toBe('StateStoreNotAvailable')
  })

  it('an iterator reports StateStoreMigrated at the step where its task moves away', async () => {
    const local = await setUp()
    local.state = 'RUNNING'
    const it = await local.facade(0).all()
    if (E.isLeft(it)) throw new Error('expected an iterator')
    expect(it.right.next()).toEqual(E.right({ key: 'a', value: 1 }))
    local.replicas.set(0, { role: 'standby', store: (local.replicas.get(0) as { store: Store }).store })
    expect(tagOf(it.right.next())).toBe('StateStoreMigrated')
  })

  it('an iterator reports StateStoreMigrated when its store closes, in for await', async () => {
    const local = await setUp()
    local.state = 'RUNNING'
    const it = await local.facade(0).all()
    if (E.isLeft(it)) throw new Error('expected an iterator')
    const seen: string[] = []
    for await (const row of it.right) {
      seen.push(E.isLeft(row) ? row.left._tag : row.right.key)
      if (seen.length === 2) await (local.replicas.get(0) as { store: Store }).store.close()
    }
    expect(seen).toEqual(['a', 'b', 'StateStoreMigrated'])
  })

  it('a store closed between resolution and read is StateStoreMigrated; a null key rejects', async () => {
    const local = await setUp()
    local.state = 'RUNNING'
    const store = (local.replicas.get(0) as { store: Store }).store
    const facade = new KeyValueQueryFacade<string, number>({
      storeName: 'counts',
      resolve: () => E.right(store),
    })
    await expect(facade.get(null as never)).rejects.toMatchObject({ _tag: 'NullKey' })
    await store.close()
    const r = await facade.get('a')
    expect(E.isLeft(r) && r.left).toMatchObject({
      _tag: 'StateStoreMigrated',
      cause: { _tag: 'StoreClosed' },
    })
  })

  it('a key get goes through resolveKey (the store holding the key); every other read through resolve', async () => {
    const local = await setUp()
    const stores = [0, 1].map((p) => (local.replicas.get(p) as { store: Store }).store)
    const asked: unknown[] = []
    const facade = new KeyValueQueryFacade<string, number>({
      storeName: 'counts',
      resolve: () => E.right(stores[0] as Store),
      resolveKey: (key) => {
        asked.push(key)
        return key === 'x' ? E.right(stores[1] as Store) : E.right(stores[0] as Store)
      },
    })
    expect(await facade.get('x')).toEqual(E.right(9))
    expect(await facade.get('a')).toEqual(E.right(1))
    expect(await facade.approximateNumEntries()).toEqual(E.right(3))
    expect(asked).toEqual(['x', 'a'])
    await (stores[1] as Store).close()
    expect(tagOf(await facade.get('x'))).toBe('StateStoreMigrated')
  })

  it('orThrow gives the classic throwing store', async () => {
    const local = await setUp()
    const store = orThrow(local.facade(0))
    await expect(store.get('a')).rejects.toBeInstanceOf(StreamsNotStartedException)
    local.state = 'RUNNING'
    expect(await store.get('c')).toBe(3)
    const it = await store.range('a', 'c')
    expect(it.next()).toEqual({ key: 'a', value: 1 })
    local.replicas.delete(0)
    expect(() => it.next()).toThrow(StateStoreMigratedException)
  })
})
