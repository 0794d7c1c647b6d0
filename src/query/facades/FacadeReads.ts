import * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import { stateStoreMigrated, type StoreError } from '../StoreError.js'
import { storeWentAway } from '../storeWentAway.js'

/**
 * How an IQv1 facade finds its store: `resolve` is called on every read (stores move between instances at any
 * rebalance) and gives the one read-only store to read now (found directly) or the {@link StoreError} saying
 * why there is none; the runtime builds it on `resolveStoreAccess`.
 * @example
 * const source: FacadeSource<ReadOnlyKeyValueStore<string, number>> = { storeName: 'counts', partition: 3, resolve }
 * @category Interactive queries
 * @since 0.1.0
 */
export interface FacadeSource<S> {
  /** The store queried, for errors. */
  readonly storeName: string
  /** The store partition, when the facade reads exactly one. */
  readonly partition?: number | undefined
  /** Finds the store to read now. */
  readonly resolve: () => E.Either<StoreError, S>
}

/**
 * The read step every facade method shares: resolve the store, run the read synchronously on it (exactly one
 * store consulted: seed 003), answer `Promise<Either<StoreError, T>>`. A store that closes under the read gives
 * `StateStoreMigrated`; any other throw (an argument error: a null key) rejects the promise.
 * @example
 * const reads = new FacadeReads(source)
 * reads.value((store) => store.approximateNumEntries()) // Promise<Either<StoreError, number>>
 * @category Interactive queries
 * @since 0.1.0
 */
export class FacadeReads<S> {
  constructor(readonly source: FacadeSource<S>) {}

  /** A read answering a value, on the store `resolve` gives now. */
  value<T>(read: (store: S) => T): Promise<E.Either<StoreError, T>> {
    try {
      const store = this.source.resolve()
      return Promise.resolve(E.isLeft(store) ? store : E.right(read(store.right)))
    } catch (e) {
      return this.failed(e)
    }
  }

  /**
   * A read answering rows, as a {@link QueryKeyValueIterator} that reports `StateStoreMigrated` from the step at
   * which `resolve` stops giving the same store.
   */
  iterator<K, V>(
    read: (store: S) => KeyValueIterator<K, V>,
  ): Promise<E.Either<StoreError, QueryKeyValueIterator<K, V>>> {
    const { storeName, partition, resolve } = this.source
    return this.value((store) => {
      const stillServed = (): boolean => {
        const again = resolve()
        return E.isRight(again) && again.right === store
      }
      return new QueryKeyValueIterator(read(store), { isOpen: stillServed }, storeName, partition)
    })
  }

  /** The answer of a read that threw: `StateStoreMigrated` when the store went away, else a rejection. */
  failed(e: unknown): Promise<E.Either<StoreError, never>> {
    if (!storeWentAway(e)) return Promise.reject(e instanceof Error ? e : new Error(String(e)))
    const { storeName, partition } = this.source
    return Promise.resolve(E.left(stateStoreMigrated({ storeName, partition, cause: e })))
  }
}
