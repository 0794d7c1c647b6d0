import * as E from 'fp-ts/lib/Either.js'
import type { Serializer } from '../../serde/Serde.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { StoreError } from '../StoreError.js'
import type { Answer, ReadMode, Rows } from './Answer.js'
import { FacadeReads, type FacadeSource } from './FacadeReads.js'

/**
 * The reads of a key-value store (`ReadOnlyKeyValueStore`), answered in mode `M`: the IQv1 facade
 * (`QueryableKeyValueStore`) and the classic store `orThrow` gives (`ThrowingKeyValueStore`).
 * @example
 * type Q = KeyValueStoreReads<'query', string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyValueStoreReads<M extends ReadMode, K, V> {
  readonly get: (key: K) => Answer<M, V | undefined>
  readonly range: (from: K | undefined, to: K | undefined) => Rows<M, K, V>
  readonly reverseRange: (from: K | undefined, to: K | undefined) => Rows<M, K, V>
  readonly all: () => Rows<M, K, V>
  readonly reverseAll: () => Rows<M, K, V>
  readonly prefixScan: <P>(prefix: P, prefixSerializer: Serializer<P>) => Rows<M, K, V>
  readonly approximateNumEntries: () => Answer<M, number>
}

/**
 * IQv1 facade of a key-value store (`ReadOnlyKeyValueStore` as a query): every read returns
 * `Promise<Either<StoreError, T>>`, iterators are `QueryKeyValueIterator`s that report `StateStoreMigrated`
 * at the step where the store goes away. Only reads: writes are unreachable.
 * @example
 * const r = await store.range('a', 'f') // Either<StoreError, QueryKeyValueIterator<K, V>>
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryableKeyValueStore<K, V> = KeyValueStoreReads<'query', K, V>

/**
 * Where a key-value facade reads: {@link FacadeSource}, plus the store a read of one key uses now (only the
 * partition holding the key, when the runtime can place it; defaults to `resolve`).
 * @example
 * const source: KeyValueFacadeSource<string, number> = { storeName: 'counts', resolve, resolveKey }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyValueFacadeSource<K, V> extends FacadeSource<ReadOnlyKeyValueStore<K, V>> {
  readonly resolveKey?: ((key: K) => E.Either<StoreError, ReadOnlyKeyValueStore<K, V>>) | undefined
}

/**
 * The IQv1 key-value facade over `source`. `get` is the hot path: one resolution of the key's store, one store
 * read, one `Either`. The reads are own properties (`Object.keys` lists exactly them); the source stays private.
 * @example
 * const store = new KeyValueQueryFacade<string, number>({ storeName: 'counts', partition: 3, resolve })
 * await store.get('kafka') // Either<StoreError, number | undefined>
 * @category Interactive queries
 * @since 0.1.0
 */
export class KeyValueQueryFacade<K, V> implements QueryableKeyValueStore<K, V> {
  readonly #reads: FacadeReads<ReadOnlyKeyValueStore<K, V>>
  readonly #resolveKey: (key: K) => E.Either<StoreError, ReadOnlyKeyValueStore<K, V>>

  constructor(source: KeyValueFacadeSource<K, V>) {
    this.#reads = new FacadeReads(source)
    this.#resolveKey = source.resolveKey ?? source.resolve
  }

  readonly get = (key: K): Answer<'query', V | undefined> => {
    try {
      const store = this.#resolveKey(key)
      return Promise.resolve(E.isLeft(store) ? store : E.right(store.right.get(key)))
    } catch (e) {
      return this.#reads.failed(e)
    }
  }

  readonly range = (from: K | undefined, to: K | undefined): Rows<'query', K, V> =>
    this.#reads.iterator((s) => s.range(from, to))

  readonly reverseRange = (from: K | undefined, to: K | undefined): Rows<'query', K, V> =>
    this.#reads.iterator((s) => s.reverseRange(from, to))

  readonly all = (): Rows<'query', K, V> => this.#reads.iterator((s) => s.all())

  readonly reverseAll = (): Rows<'query', K, V> => this.#reads.iterator((s) => s.reverseAll())

  readonly prefixScan = <P>(prefix: P, serializer: Serializer<P>): Rows<'query', K, V> =>
    this.#reads.iterator((s) => s.prefixScan(prefix, serializer))

  readonly approximateNumEntries = (): Answer<'query', number> =>
    this.#reads.value((s) => s.approximateNumEntries())
}
