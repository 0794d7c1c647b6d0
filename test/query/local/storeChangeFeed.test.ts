import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { StoreError } from '../../../src/query/StoreError.js'
import type { LocalStoreReplica, LocalStores } from '../../../src/query/local/LocalStores.js'
import { storeChangeFeed, type ChangesOptions } from '../../../src/query/local/storeChangeFeed.js'
import type { StreamsState } from '../../../src/core/StreamsState.js'
import type { StoreChange } from '../../../src/state/StoreChange.js'
import type { StoreKind } from '../../../src/graph/StoreSpec.js'
import { Position } from '../../../src/query/Position.js'

/** A store partition with a change feed driven by the test ('committed' and 'written' kept apart). */
class FeedStore {
  readonly committed = new Subject<StoreChange<string, unknown>>()
  readonly written = new Subject<StoreChange<string, unknown>>()
  changes(mode: 'committed' | 'written') {
    return (mode === 'committed' ? this.committed : this.written).asObservable()
  }
}

/** The runtime as the feed sees it: a state, the active replicas by partition, and the assignment trigger. */
const runtime = (kind: StoreKind = 'keyValue') => {
  const world = {
    state: 'RUNNING' as StreamsState,
    stores: new Map<number, FeedStore>(),
    assignments: new Subject<void>(),
  }
  const replica = (partition: number, store: FeedStore): LocalStoreReplica => ({
    partition,
    role: 'active',
    open: true,
    running: true,
    store,
    // the feed reads the store's change feed, never a read-only view
    view: () => undefined,
    position: () => Position.emptyPosition(),
  })
  const local: LocalStores = {
    state: () => world.state,
    storeKind: (name) => (name === 'counts' ? kind : undefined),
    partitionCount: () => 4,
    replicas: () => new Map([...world.stores].map(([p, s]) => [p, [replica(p, s)]])),
    replicaAt: (_name, p) => {
      const s = world.stores.get(p)
      return s === undefined ? undefined : replica(p, s)
    },
    keyPartitioner: () => undefined,
  }
  const feed = (options: ChangesOptions = {}, storeName = 'counts') => {
    const seen: StoreChange<string, unknown>[] = []
    const end: { error?: StoreError; completed?: boolean } = {}
    const subscription = storeChangeFeed<string, unknown>(
      { local, assignments: world.assignments },
      storeName,
      options,
    ).subscribe({
      next: (c) => seen.push(c),
      error: (e: StoreError) => (end.error = e),
      complete: () => (end.completed = true),
    })
    return { seen, end, subscription }
  }
  /** Moves the world to `state` and tells the feed, as a thread assignment or state change would. */
  const settle = (state: StreamsState) => {
    world.state = state
    world.assignments.next()
  }
  return { world, feed, settle }
}

const change = (key: string, newValue: unknown, partition: number): StoreChange<string, unknown> => ({
  key,
  oldValue: undefined,
  newValue,
  timestamp: 7,
  partition,
})

describe('storeChangeFeed', () => {
  it('follows a store that moves between threads of this instance during a rebalance, without an error', () => {
    const { world, feed, settle } = runtime()
    const first = new FeedStore()
    world.stores.set(1, first)
    const pinned = feed({ partitions: [1] })
    settle('RUNNING')
    first.committed.next(change('a', 1, 1))
    // revoked from one thread: gone for a moment while REBALANCING, then back in another thread's new task
    world.stores.delete(1)
    settle('REBALANCING')
    expect(first.committed.observed).toBe(false)
    const second = new FeedStore()
    world.stores.set(1, second)
    settle('REBALANCING')
    settle('RUNNING')
    second.committed.next(change('a', 2, 1))
    expect(pinned.seen.map((c) => c.newValue)).toEqual([1, 2])
    expect(pinned.end).toEqual({})
  })

  it('errors a feed of requested partitions with StateStoreMigrated once RUNNING without one; others go on', () => {
    const { world, feed, settle } = runtime()
    const [p0, p1] = [new FeedStore(), new FeedStore()]
    world.stores.set(0, p0).set(1, p1)
    const pinned = feed({ partitions: [0] })
    const every = feed()
    settle('RUNNING')
    world.stores.delete(0)
    settle('REBALANCING')
    expect(pinned.end).toEqual({})
    settle('RUNNING')
    expect(pinned.end.error?._tag).toBe('StateStoreMigrated')
    expect(pinned.end.error?.retryable).toBe(true)
    p1.committed.next(change('b', 1, 1))
    expect(every.seen.map((c) => c.key)).toEqual(['b'])
    expect(every.end).toEqual({})
    // a partition assigned later joins the unpinned feed
    const p2 = new FeedStore()
    world.stores.set(2, p2)
    settle('RUNNING')
    p2.committed.next(change('c', 1, 2))
    expect(every.seen.map((c) => c.key)).toEqual(['b', 'c'])
  })

  it('emits written changes only with readCommitted false, and plain values from timestamped stores', () => {
    const { world, feed, settle } = runtime('timestampedKeyValue')
    const store = new FeedStore()
    world.stores.set(0, store)
    const committed = feed()
    const written = feed({ readCommitted: false })
    settle('RUNNING')
    store.written.next(change('a', { value: 1, timestamp: 7 }, 0))
    store.committed.next(change('a', { value: 1, timestamp: 7 }, 0))
    expect(written.seen).toEqual([change('a', 1, 0)])
    expect(committed.seen).toEqual([change('a', 1, 0)])
  })

  it('completes when the client stops, errors when it failed, and lets go of the stores on unsubscribe', () => {
    const stopped = runtime()
    stopped.world.stores.set(0, new FeedStore())
    const done = stopped.feed()
    stopped.settle('PENDING_SHUTDOWN')
    stopped.world.state = 'NOT_RUNNING'
    stopped.world.assignments.complete()
    expect(done.end).toEqual({ completed: true })

    const failed = runtime()
    const fail = failed.feed()
    failed.world.state = 'ERROR'
    failed.world.assignments.complete()
    expect(fail.end.error?._tag).toBe('StateStoreNotAvailable')

    const quit = runtime()
    const store = new FeedStore()
    quit.world.stores.set(0, store)
    const feed = quit.feed()
    quit.settle('RUNNING')
    expect(store.committed.observed).toBe(true)
    feed.subscription.unsubscribe()
    expect(store.committed.observed).toBe(false)
  })

  it('rejects an unknown store, a partition past the count, and a client that already stopped', () => {
    const { world, feed, settle } = runtime()
    expect(feed({}, 'nope').end.error?._tag).toBe('UnknownStateStore')
    const beyond = feed({ partitions: [4] })
    settle('RUNNING')
    expect(beyond.end.error?._tag).toBe('InvalidStateStorePartition')
    world.state = 'NOT_RUNNING'
    expect(feed().end.error?._tag).toBe('StateStoreNotAvailable')
  })
})
