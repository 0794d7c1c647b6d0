import { describe, expect, expectTypeOf, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import {
  InvalidStateStoreException,
  InvalidStateStorePartitionException,
  StateStoreMigratedException,
  StateStoreNotAvailableException,
  StreamsNotStartedException,
  StreamsRebalancingException,
  UnknownStateStoreException,
  toException,
} from '../../../src/query/InvalidStateStoreException.js'
import { orThrow } from '../../../src/query/facades/orThrow.js'
import { QueryKeyValueIterator } from '../../../src/query/QueryKeyValueIterator.js'
import { StoreError } from '../../../src/query/StoreError.js'
import type { KeyValueIterator } from '../../../src/state/KeyValueIterator.js'
import type { MeteredKeyValueStore } from '../../../src/state/metered/MeteredKeyValueStore.js'
import { openStore } from '../fixtures.js'

const errors: readonly (readonly [StoreError, new (...a: never[]) => InvalidStateStoreException])[] = [
  [StoreError.streamsNotStarted({ storeName: 's' }), StreamsNotStartedException],
  [StoreError.streamsRebalancing({ storeName: 's' }), StreamsRebalancingException],
  [StoreError.stateStoreMigrated({ storeName: 's', cause: new Error('gone') }), StateStoreMigratedException],
  [StoreError.stateStoreNotAvailable({ storeName: 's', state: 'ERROR' }), StateStoreNotAvailableException],
  [StoreError.unknownStateStore({ storeName: 's' }), UnknownStateStoreException],
  [
    StoreError.invalidStateStorePartition({ storeName: 's', partition: 2 }),
    InvalidStateStorePartitionException,
  ],
]

/** A read-only facade as the runtime will build: every read returns an Either, the store is real. */
class CountsFacade {
  failure: StoreError | undefined
  readonly storeName = 'counts'

  constructor(private readonly store: MeteredKeyValueStore<string, number>) {}

  get(key: string): Promise<E.Either<StoreError, number | undefined>> {
    return Promise.resolve(this.read(() => this.store.get(key)))
  }

  approximateNumEntries(): E.Either<StoreError, number> {
    return this.read(() => this.store.approximateNumEntries())
  }

  all(): Promise<E.Either<StoreError, QueryKeyValueIterator<string, number>>> {
    return Promise.resolve(this.read(() => this.iterate(this.store.all())))
  }

  fetch(key: string): E.Either<StoreError, number | undefined>
  fetch(from: string, to: string): E.Either<StoreError, QueryKeyValueIterator<string, number>>
  fetch(
    a: string,
    b?: string,
  ): E.Either<StoreError, number | undefined | QueryKeyValueIterator<string, number>> {
    return this.read(() => (b === undefined ? this.store.get(a) : this.iterate(this.store.range(a, b))))
  }

  private iterate(it: KeyValueIterator<string, number>): QueryKeyValueIterator<string, number> {
    return new QueryKeyValueIterator(it, { isOpen: () => this.store.isOpen }, this.storeName)
  }

  private read<T>(f: () => T): E.Either<StoreError, T> {
    return this.failure === undefined ? E.right(f()) : E.left(this.failure)
  }
}

const caught = (f: () => unknown): unknown => {
  try {
    f()
  } catch (e) {
    return e
  }
  throw new Error('expected a throw')
}

describe('InvalidStateStoreException', () => {
  it.each(errors)('%o becomes its own subclass with tag, retryable, context and cause', (error, type) => {
    const e = toException(error)
    expect(e).toBeInstanceOf(type)
    expect(e).toBeInstanceOf(InvalidStateStoreException)
    expect(e).toBeInstanceOf(Error)
    expect(e).toMatchObject({ _tag: error._tag, retryable: error.retryable, storeName: 's', error })
    expect(e.name).toBe(type.name)
    expect(e.message).toBe(error.message)
    expect(e.cause).toBe(error.cause)
  })
})

describe('orThrow', () => {
  it('unwraps an Either or throws its exception', () => {
    expect(orThrow(E.right(3))).toBe(3)
    const e = caught(() => orThrow(E.left(StoreError.unknownStateStore({ storeName: 'x' }))))
    expect(e).toBeInstanceOf(UnknownStateStoreException)
    expectTypeOf(orThrow(E.right<StoreError, number>(3))).toEqualTypeOf<number>()
  })

  it('unwraps a promised Either or rejects', async () => {
    await expect(orThrow(Promise.resolve(E.right('v')))).resolves.toBe('v')
    await expect(
      orThrow(Promise.resolve(E.left(StoreError.streamsNotStarted({ storeName: 'x' })))),
    ).rejects.toMatchObject({ _tag: 'StreamsNotStarted' })
  })

  it('wraps every method of a facade, keeping overloads, plain members and errors', async () => {
    const facade = new CountsFacade(await openStore({ a: 1, b: 2, c: 3 }))
    const store = orThrow(facade)
    expectTypeOf(store.get).returns.toEqualTypeOf<Promise<number | undefined>>()
    expectTypeOf(store.fetch('a')).toEqualTypeOf<number | undefined>()
    expectTypeOf(store.fetch('a', 'b')).toEqualTypeOf<KeyValueIterator<string, number>>()
    expectTypeOf(store.storeName).toEqualTypeOf<string>()

    expect(await store.get('b')).toBe(2)
    expect(store.approximateNumEntries()).toBe(3)
    expect(store.fetch('c')).toBe(3)
    expect([...store.fetch('a', 'b')].map((r) => r.key)).toEqual(['a', 'b'])
    expect(store.storeName).toBe('counts')

    facade.failure = StoreError.streamsRebalancing({ storeName: 'counts', partition: 1 })
    await expect(store.get('b')).rejects.toBeInstanceOf(StreamsRebalancingException)
    expect(caught(() => store.approximateNumEntries())).toMatchObject({
      _tag: 'StreamsRebalancing',
      error: { partition: 1 },
    })
  })

  it('turns returned query iterators into throwing iterators that raise StateStoreMigrated', async () => {
    const raw = await openStore({ a: 1, b: 2, c: 3 })
    const store = orThrow(new CountsFacade(raw))
    const it = await store.all()
    expect(it.next()).toEqual({ key: 'a', value: 1 })
    await raw.close()
    expect(caught(() => it.hasNext())).toBeInstanceOf(StateStoreMigratedException)
  })

  it('a throwing iterator raises StateStoreMigrated in for await too', async () => {
    const raw = await openStore({ a: 1, b: 2, c: 3 })
    const it = orThrow(new QueryKeyValueIterator(raw.all(), { isOpen: () => raw.isOpen }, 'counts', 0))
    const seen: string[] = []
    const loop = async () => {
      for await (const { key } of it) {
        seen.push(key)
        if (key === 'b') await raw.close()
      }
    }
    await expect(loop()).rejects.toMatchObject({ _tag: 'StateStoreMigrated', error: { partition: 0 } })
    expect(seen).toEqual(['a', 'b'])
  })

  it('a throwing iterator closes the query iterator under it', async () => {
    const raw = await openStore({ a: 1 })
    const query = new QueryKeyValueIterator(raw.all(), { isOpen: () => raw.isOpen }, 'counts')
    const it = orThrow(query)
    expect([...it]).toEqual([{ key: 'a', value: 1 }])
    expect(() => query.hasNext()).toThrow(expect.objectContaining({ _tag: 'IteratorClosed' }))
    await raw.close()
  })
})
