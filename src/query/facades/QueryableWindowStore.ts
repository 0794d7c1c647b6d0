import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { Windowed } from '../../core/windows/Windowed.js'
import type { WindowBackwardFetchArgs, WindowFetchArgs } from '../../state/window/WindowFetchArgs.js'
import type { Answer, ReadMode, Rows } from './Answer.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'

/**
 * A window `fetch` by key and time range, or by key range and time range, answered in mode `M`.
 * @example
 * type F = WindowRangeFetch<'query', string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface WindowRangeFetch<M extends ReadMode, K, V> {
  (key: K, timeFrom: number, timeTo: number): Rows<M, number, V>
  (keyFrom: K | undefined, keyTo: K | undefined, timeFrom: number, timeTo: number): Rows<M, Windowed<K>, V>
}

/**
 * The reads of a window store (`ReadOnlyWindowStore`), answered in mode `M`: the IQv1 facade
 * (`QueryableWindowStore`) and the classic store `orThrow` gives (`ThrowingWindowStore`).
 * @example
 * type Q = WindowStoreReads<'query', string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface WindowStoreReads<M extends ReadMode, K, V> {
  readonly fetch: ((key: K, windowStart: number) => Answer<M, V | undefined>) & WindowRangeFetch<M, K, V>
  readonly backwardFetch: WindowRangeFetch<M, K, V>
  readonly all: () => Rows<M, Windowed<K>, V>
  readonly backwardAll: () => Rows<M, Windowed<K>, V>
  readonly fetchAll: (timeFrom: number, timeTo: number) => Rows<M, Windowed<K>, V>
  readonly backwardFetchAll: (timeFrom: number, timeTo: number) => Rows<M, Windowed<K>, V>
}

/**
 * IQv1 facade of a window store (`ReadOnlyWindowStore` as a query): `fetch` (one window, by key and time, by key
 * range), `backwardFetch`, `all`, `backwardAll`, `fetchAll`, `backwardFetchAll`, each answering
 * `Promise<Either<StoreError, T>>`.
 * @example
 * const r = await store.fetch('k', 0, 60_000) // Either<StoreError, QueryKeyValueIterator<number, V>>
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryableWindowStore<K, V> = WindowStoreReads<'query', K, V>

/**
 * The IQv1 window facade over `source`. The reads are own properties; the source stays private.
 * @example
 * const store = new WindowQueryFacade<string, number>({ storeName: 'clicks', resolve })
 * await store.fetchAll(0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export class WindowQueryFacade<K, V> implements QueryableWindowStore<K, V> {
  readonly #reads: FacadeReads<ReadOnlyWindowStore<K, V>>
  readonly fetch: QueryableWindowStore<K, V>['fetch']
  readonly backwardFetch: QueryableWindowStore<K, V>['backwardFetch']

  constructor(source: FacadeSource<ReadOnlyWindowStore<K, V>>) {
    const reads = new FacadeReads(source)
    this.#reads = reads
    function fetch(key: K, windowStart: number): Answer<'query', V | undefined>
    function fetch(key: K, timeFrom: number, timeTo: number): Rows<'query', number, V>
    function fetch(
      k0: K | undefined,
      k1: K | undefined,
      from: number,
      to: number,
    ): Rows<'query', Windowed<K>, V>
    function fetch(...args: WindowFetchArgs<K>): Answer<'query', unknown> {
      if (args.length === 2) return reads.value((s) => s.fetch(...args))
      if (args.length === 3) return reads.iterator((s) => s.fetch(...args))
      return reads.iterator((s) => s.fetch(...args))
    }
    function backwardFetch(key: K, timeFrom: number, timeTo: number): Rows<'query', number, V>
    function backwardFetch(
      k0: K | undefined,
      k1: K | undefined,
      from: number,
      to: number,
    ): Rows<'query', Windowed<K>, V>
    function backwardFetch(...args: WindowBackwardFetchArgs<K>): Answer<'query', unknown> {
      if (args.length === 3) return reads.iterator((s) => s.backwardFetch(...args))
      return reads.iterator((s) => s.backwardFetch(...args))
    }
    this.fetch = fetch
    this.backwardFetch = backwardFetch
  }

  readonly all = (): Rows<'query', Windowed<K>, V> => this.#reads.iterator((s) => s.all())

  readonly backwardAll = (): Rows<'query', Windowed<K>, V> => this.#reads.iterator((s) => s.backwardAll())

  readonly fetchAll = (from: number, to: number): Rows<'query', Windowed<K>, V> =>
    this.#reads.iterator((s) => s.fetchAll(from, to))

  readonly backwardFetchAll = (from: number, to: number): Rows<'query', Windowed<K>, V> =>
    this.#reads.iterator((s) => s.backwardFetchAll(from, to))
}
