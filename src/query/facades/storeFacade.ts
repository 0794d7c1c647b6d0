import * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { QueryableStore } from './QueryableStore.js'
import type { QueryableStoreKind } from '../QueryableStoreTypes.js'
import { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import { stateStoreMigrated, type StoreError } from '../StoreError.js'
import { storeWentAway } from '../storeWentAway.js'
import { storeReads } from './storeReads.js'

/**
 * How a facade finds its store: called on every read (stores move between instances at any rebalance), it
 * gives the one local store to read (found directly) or the {@link StoreError} saying why there is none; the
 * runtime builds it on `resolveStoreAccess`.
 * @example
 * storeFacade({ storeName: 'counts', kind: 'keyValue', partition: 3, resolve })
 * @category model
 * @since 0.1.0
 */
export interface StoreFacadeOptions<S> {
  /** The store queried, for errors. */
  readonly storeName: string
  /** The store kind: decides which read methods the facade has. */
  readonly kind: QueryableStoreKind
  /** The store partition, when the facade reads exactly one. */
  readonly partition?: number | undefined
  /** Finds the store to read now. */
  readonly resolve: () => E.Either<StoreError, S>
  /**
   * Finds the store a read of one key (key-value `get`) uses now: only the partition holding the key, when the
   * runtime can place it (defaults to `resolve`).
   */
  readonly resolveKey?: ((key: unknown) => E.Either<StoreError, S>) | undefined
}

const isStoreIterator = (u: unknown): u is KeyValueIterator<unknown, unknown> => {
  const it = u as Partial<KeyValueIterator<unknown, unknown>> | null
  return (
    typeof u === 'object' &&
    it !== null &&
    typeof it.hasNext === 'function' &&
    typeof it.peekNext === 'function' &&
    typeof it.close === 'function'
  )
}

/**
 * The IQv1 facade over one store: each read of the store kind's read-only interface resolves the store, runs
 * the read synchronously on it (exactly one store consulted: seed 003) and answers
 * `Promise<Either<StoreError, T>>`. Iterators come back as {@link QueryKeyValueIterator}s that report
 * `StateStoreMigrated` from the step at which the store stops resolving to the same open instance. A store that
 * closes between resolution and the read gives `StateStoreMigrated`; argument errors (a null key) reject the
 * promise. A key-value `get` resolves through `resolveKey` when given (one allocation-light path: one resolution,
 * one store read, one Either). Only the read methods exist on the facade: writes are unreachable.
 * @example
 * const facade = storeFacade<ReadOnlyKeyValueStore<string, number>>({
 *   storeName: 'counts', kind: 'keyValue', partition: 3, resolve: () => runtime.resolve('counts', 3),
 * })
 * await facade.get('kafka') // Either<StoreError, number | undefined>
 * @category constructors
 * @since 0.1.0
 */
export const storeFacade = <S extends object>(options: StoreFacadeOptions<S>): QueryableStore<S> => {
  const { storeName, partition, resolve } = options
  const wentAway = (e: unknown): E.Either<StoreError, unknown> => {
    if (storeWentAway(e)) return E.left(stateStoreMigrated({ storeName, partition, cause: e }))
    throw e
  }
  const read = (method: string, args: readonly unknown[]): E.Either<StoreError, unknown> => {
    const resolved = resolve()
    if (E.isLeft(resolved)) return resolved
    const store = resolved.right
    try {
      const result: unknown = Reflect.apply(
        Reflect.get(store, method) as (...a: unknown[]) => unknown,
        store,
        args,
      )
      if (!isStoreIterator(result)) return E.right(result)
      const stillServed = (): boolean => {
        const again = resolve()
        return E.isRight(again) && again.right === store
      }
      return E.right(new QueryKeyValueIterator(result, { isOpen: stillServed }, storeName, partition))
    } catch (e) {
      return wentAway(e)
    }
  }
  const resolveKey = options.resolveKey ?? resolve
  /** The key-value point read, kept short: one resolution, one store read, one Either. */
  const get = (key: unknown): E.Either<StoreError, unknown> => {
    const resolved = resolveKey(key)
    if (E.isLeft(resolved)) return resolved
    try {
      return E.right((resolved.right as { get(k: unknown): unknown }).get(key))
    } catch (e) {
      return wentAway(e)
    }
  }
  const settle = (f: () => E.Either<StoreError, unknown>): Promise<E.Either<StoreError, unknown>> => {
    try {
      return Promise.resolve(f())
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)))
    }
  }
  const facade: Record<string, (...args: unknown[]) => Promise<E.Either<StoreError, unknown>>> = {}
  for (const method of storeReads[options.kind])
    facade[method] = (...args) => settle(() => read(method, args))
  if (options.kind === 'keyValue' || options.kind === 'timestampedKeyValue')
    facade['get'] = (key: unknown) => settle(() => get(key))
  return facade as unknown as QueryableStore<S>
}
