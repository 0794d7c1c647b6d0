import type * as E from 'fp-ts/lib/Either.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { Windowed } from '../../state/Windowed.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from '../../state/window/WindowFetchArgs.js'
import type { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'
import { registerThrowing } from './throwingAdapters.js'
import { throwingWindowStore } from './ThrowingWindowStore.js'

type Read<T> = Promise<E.Either<StoreError, T>>
type Rows<K, V> = Read<QueryKeyValueIterator<K, V>>

/**
 * IQv1 facade of a window store (`ReadOnlyWindowStore` as a query): `fetch` (one window, by key and time, by key
 * range), `backwardFetch`, `all`, `backwardAll`, `fetchAll`, `backwardFetchAll`, each answering
 * `Promise<Either<StoreError, T>>`.
 * @example
 * const r = await store.fetch('k', 0, 60_000) // Either<StoreError, QueryKeyValueIterator<number, V>>
 * @category model
 * @since 0.1.0
 */
export interface QueryableWindowStore<K, V> {
  readonly fetch: {
    (key: K, windowStart: number): Read<V | undefined>
    (key: K, timeFrom: number, timeTo: number): Rows<number, V>
    (keyFrom: K | undefined, keyTo: K | undefined, timeFrom: number, timeTo: number): Rows<Windowed<K>, V>
  }
  readonly backwardFetch: {
    (key: K, timeFrom: number, timeTo: number): Rows<number, V>
    (keyFrom: K | undefined, keyTo: K | undefined, timeFrom: number, timeTo: number): Rows<Windowed<K>, V>
  }
  readonly all: () => Rows<Windowed<K>, V>
  readonly backwardAll: () => Rows<Windowed<K>, V>
  readonly fetchAll: (timeFrom: number, timeTo: number) => Rows<Windowed<K>, V>
  readonly backwardFetchAll: (timeFrom: number, timeTo: number) => Rows<Windowed<K>, V>
}

/**
 * The IQv1 window facade over `source`.
 * @example
 * const store = windowStoreFacade<string, number>({ storeName: 'clicks', resolve })
 * await store.fetchAll(0, 60_000)
 * @category constructors
 * @since 0.1.0
 */
export const windowStoreFacade = <K, V>(
  source: FacadeSource<ReadOnlyWindowStore<K, V>>,
): QueryableWindowStore<K, V> => {
  const reads = new FacadeReads(source)
  function fetch(key: K, windowStart: number): Read<V | undefined>
  function fetch(key: K, timeFrom: number, timeTo: number): Rows<number, V>
  function fetch(k0: K | undefined, k1: K | undefined, from: number, to: number): Rows<Windowed<K>, V>
  function fetch(...args: WindowFetchArgs<K>): Read<unknown> {
    if (args.length === 2) return reads.value((s) => s.fetch(...args))
    if (args.length === 3) return reads.iterator((s) => s.fetch(...args))
    return reads.iterator((s) => s.fetch(...args))
  }
  function backwardFetch(key: K, timeFrom: number, timeTo: number): Rows<number, V>
  function backwardFetch(k0: K | undefined, k1: K | undefined, from: number, to: number): Rows<Windowed<K>, V>
  function backwardFetch(...args: WindowBackwardFetchArgs<K>): Read<unknown> {
    if (args.length === 3) return reads.iterator((s) => s.backwardFetch(...args))
    return reads.iterator((s) => s.backwardFetch(...args))
  }
  const facade: QueryableWindowStore<K, V> = {
    fetch,
    backwardFetch,
    all: () => reads.iterator((s) => s.all()),
    backwardAll: () => reads.iterator((s) => s.backwardAll()),
    fetchAll: (from, to) => reads.iterator((s) => s.fetchAll(from, to)),
    backwardFetchAll: (from, to) => reads.iterator((s) => s.backwardFetchAll(from, to)),
  }
  return registerThrowing(facade, throwingWindowStore)
}
