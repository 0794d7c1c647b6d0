import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { QueryableStoreKind, QueryableStoreType } from '../QueryableStoreTypes.js'
import type { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'

/**
 * What a store read becomes in a query: store iterators become {@link QueryKeyValueIterator}s.
 * @example
 * type I = AsQueryResult<KeyValueIterator<string, number>> // QueryKeyValueIterator<string, number>
 * @category model
 * @since 0.1.0
 */
export type AsQueryResult<R> = [R] extends [KeyValueIterator<infer K, infer V>]
  ? QueryKeyValueIterator<K, V>
  : R

/**
 * A store read as a query: same arguments (up to four overloads; a generic method's type parameters become
 * `unknown`), result `Promise<Either<StoreError, ...>>`.
 * @example
 * type Get = QueryableMethod<(key: string) => number | undefined>
 * @category model
 * @since 0.1.0
 */
export type QueryableMethod<F> = F extends {
  (...a: infer A1): infer R1
  (...a: infer A2): infer R2
  (...a: infer A3): infer R3
  (...a: infer A4): infer R4
}
  ? ((...a: A1) => Promise<E.Either<StoreError, AsQueryResult<R1>>>) &
      ((...a: A2) => Promise<E.Either<StoreError, AsQueryResult<R2>>>) &
      ((...a: A3) => Promise<E.Either<StoreError, AsQueryResult<R3>>>) &
      ((...a: A4) => Promise<E.Either<StoreError, AsQueryResult<R4>>>)
  : never

/**
 * The IQv1 facade of a read-only store interface `S`: every read returns `Promise<Either<StoreError, T>>`, and
 * iterators report `StateStoreMigrated` at the step where the store goes away. One rule for every store kind.
 * @example
 * declare const store: QueryableKeyValueStore<string, number>
 * const r = await store.get('kafka') // Either<StoreError, number | undefined>
 * @category model
 * @since 0.1.0
 */
export type QueryableStore<S> = { readonly [M in keyof S]: QueryableMethod<S[M]> }

/**
 * IQv1 facade of a key-value store: `get`, `range`, `reverseRange`, `all`, `reverseAll`, `prefixScan`,
 * `approximateNumEntries`.
 * @example
 * const r = await store.range('a', 'f') // Either<StoreError, QueryKeyValueIterator<K, V>>
 * @category model
 * @since 0.1.0
 */
export type QueryableKeyValueStore<K, V> = QueryableStore<ReadOnlyKeyValueStore<K, V>>

/**
 * IQv1 facade of a window store: `fetch` (by key and time, key range), `backwardFetch`, `all`, `backwardAll`,
 * `fetchAll`, `backwardFetchAll`.
 * @example
 * const r = await store.fetch('k', 0, 60_000) // Either<StoreError, QueryKeyValueIterator<number, V>>
 * @category model
 * @since 0.1.0
 */
export type QueryableWindowStore<K, V> = QueryableStore<ReadOnlyWindowStore<K, V>>

/**
 * IQv1 facade of a session store: `fetch`, `backwardFetch`, `findSessions`, `backwardFindSessions`, `fetchSession`.
 * @example
 * const r = await store.findSessions('user', 0, 10_000)
 * @category model
 * @since 0.1.0
 */
export type QueryableSessionStore<K, AGG> = QueryableStore<ReadOnlySessionStore<K, AGG>>

/**
 * The facade `app.store(...)` gives for each {@link QueryableStoreType}.
 * @example
 * type F = StoreFacade<QueryableStoreType<'keyValue', string, number>> // QueryableKeyValueStore<string, number>
 * @category model
 * @since 0.1.0
 */
export type StoreFacade<T> =
  T extends QueryableStoreType<infer Kind, infer K, infer V>
    ? FacadeOfKind<K, V>[Kind & QueryableStoreKind]
    : never

interface FacadeOfKind<K, V> {
  readonly keyValue: QueryableKeyValueStore<K, V>
  readonly timestampedKeyValue: QueryableKeyValueStore<K, ValueAndTimestamp<V>>
  readonly window: QueryableWindowStore<K, V>
  readonly timestampedWindow: QueryableWindowStore<K, ValueAndTimestamp<V>>
  readonly session: QueryableSessionStore<K, V>
}
