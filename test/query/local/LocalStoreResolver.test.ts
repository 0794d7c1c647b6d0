import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { Position } from '../../../src/query/Position.js'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { StreamsState } from '../../../src/core/StreamsState.js'
import type { ReadOnlyKeyValueStore } from '../../../src/state/ReadOnlyKeyValueStore.js'
import type { LocalStoreReplica, LocalStores } from '../../../src/query/local/LocalStores.js'
import { LocalStoreResolver, type StoreHandleRequest } from '../../../src/query/local/LocalStoreResolver.js'

/** One local copy of a partition: a map of values, open until closed, counting the reads it answers. */
class FakeStore {
  open = true
  reads = 0
  constructor(readonly values: ReadonlyMap<string, number>) {}
  readOnly(): { get(key: string): number | undefined } {
    return {
      get: (key) => {
        this.reads++
        return this.values.get(key)
      },
    }
  }
}

/** A client's local stores: partition -> copies, and the application state, both changeable. */
const runtime = () => {
  const copies = new Map<number, { store: FakeStore; role: LocalStoreReplica['role'] }[]>()
  let state: StreamsState = 'RUNNING'
  const replica = (partition: number, c: { store: FakeStore; role: LocalStoreReplica['role'] }) => ({
    partition,
    role: c.role,
    get open() {
      return c.store.open
    },
    running: state === 'RUNNING',
    store: c.store,
    // the fake answers only get, the one read these tests make
    view: () => ({
      kind: 'keyValue' as const,
      store: c.store.readOnly() as unknown as ReadOnlyKeyValueStore<unknown, unknown>,
    }),
    position: () => Position.emptyPosition(),
  })
  const local: LocalStores = {
    state: () => state,
    storeKind: () => 'keyValue',
    partitionCount: () => 4,
    replicas: (_name, partition) =>
      new Map(
        [...copies]
          .filter(([p]) => partition === undefined || p === partition)
          .map(([p, cs]) => [p, cs.map((c) => replica(p, c))]),
      ),
    replicaAt: (_name, partition) => {
      const cs = copies.get(partition) ?? []
      const c = cs.find((x) => x.role !== 'standby') ?? cs[0]
      return c === undefined ? undefined : { store: c.store, role: c.role, open: c.store.open }
    },
    keyPartitioner: () => undefined,
  }
  return {
    local,
    host: (partition: number, role: LocalStoreReplica['role'] = 'active'): FakeStore => {
      const store = new FakeStore(new Map([[`k${partition}`, partition + 10]]))
      copies.set(partition, [{ store, role }])
      return store
    },
    drop: (partition: number) => copies.delete(partition),
    setState: (s: StreamsState) => {
      state = s
    },
  }
}

const request = (changes: Partial<StoreHandleRequest> = {}): StoreHandleRequest => ({
  storeName: 'counts',
  kind: 'keyValue',
  storeKind: 'keyValue',
  staleStores: false,
  isolation: 'READ_UNCOMMITTED',
  // keys 'k<p>' live in partition p
  partitionOf: (key) => (typeof key === 'string' ? Number(key.slice(1)) : undefined),
  ...changes,
})

const tagOf = (e: E.Either<StoreError, unknown>): string => (E.isLeft(e) ? e.left._tag : 'Right')
const read = (e: E.Either<StoreError, object>, key: string): unknown => {
  if (E.isLeft(e)) throw new Error(`expected a Right, got ${e.left._tag}`)
  return (e.right as { get(k: string): unknown }).get(key)
}

describe('LocalStoreResolver', () => {
  it("reads only the key's partition; a key whose partition is not served here is absent, no store read", () => {
    const rt = runtime()
    const [p0, p1] = [rt.host(0), rt.host(1)]
    const resolver = new LocalStoreResolver(rt.local, request())
    expect(read(resolver.resolveKey('k1'), 'k1')).toBe(11)
    expect([p0.reads, p1.reads]).toEqual([0, 1])
    expect(read(resolver.resolveKey('k3'), 'k3')).toBeUndefined()
    expect([p0.reads, p1.reads]).toEqual([0, 1])
  })

  it('probes every local partition when the key cannot be placed', () => {
    const rt = runtime()
    const [p0, p1] = [rt.host(0), rt.host(1)]
    const resolver = new LocalStoreResolver(rt.local, request({ partitionOf: undefined }))
    expect(read(resolver.resolveKey('k1'), 'k1')).toBe(11)
    expect(p0.reads + p1.reads).toBe(2)
  })

  it('skips a standby holding the key unless stale stores are enabled', () => {
    const rt = runtime()
    rt.host(0)
    const standby = rt.host(1, 'standby')
    expect(read(new LocalStoreResolver(rt.local, request()).resolveKey('k1'), 'k1')).toBeUndefined()
    expect(standby.reads).toBe(0)
    const stale = new LocalStoreResolver(rt.local, request({ staleStores: true }))
    expect(read(stale.resolveKey('k1'), 'k1')).toBe(11)
  })

  it('keeps the whole-store errors for key reads', () => {
    const rt = runtime()
    const resolver = new LocalStoreResolver(rt.local, request())
    expect(tagOf(resolver.resolveKey('k1'))).toBe('StateStoreMigrated')
    rt.setState('REBALANCING')
    expect(tagOf(resolver.resolveKey('k1'))).toBe('StreamsRebalancing')
    rt.host(0)
    rt.setState('NOT_RUNNING')
    expect(tagOf(resolver.resolveKey('k0'))).toBe('StateStoreNotAvailable')
    rt.setState('CREATED')
    expect(tagOf(resolver.resolveKey('k0'))).toBe('StreamsNotStarted')
  })

  it('reuses a held partition handle while the same open store serves it, and notices every change', () => {
    const rt = runtime()
    const first = rt.host(2)
    const resolver = new LocalStoreResolver(rt.local, request({ partition: 2, partitionOf: undefined }))
    const answer = resolver.resolve()
    expect(resolver.resolve()).toBe(answer)
    expect(read(resolver.resolveKey('k2'), 'k2')).toBe(12)
    first.open = false
    expect(tagOf(resolver.resolve())).toBe('StateStoreMigrated')
    rt.drop(2)
    expect(tagOf(resolver.resolve())).toBe('StateStoreMigrated')
    const second = rt.host(2)
    expect(read(resolver.resolve(), 'k2')).toBe(12)
    expect([first.reads, second.reads]).toEqual([1, 1])
    rt.host(2, 'standby')
    expect(tagOf(resolver.resolve())).toBe('StateStoreMigrated')
    rt.setState('PENDING_SHUTDOWN')
    rt.host(2)
    expect(tagOf(resolver.resolve())).toBe('StateStoreNotAvailable')
  })
})
