import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'
import { KeyValueQueryFacade, type QueryableKeyValueStore } from './QueryableKeyValueStore.js'
import { SessionQueryFacade, type QueryableSessionStore } from './QueryableSessionStore.js'
import { WindowQueryFacade, type QueryableWindowStore } from './QueryableWindowStore.js'
import { throwingKeyValueStore, type ThrowingKeyValueStore } from './ThrowingKeyValueStore.js'
import { throwingSessionStore, type ThrowingSessionStore } from './ThrowingSessionStore.js'
import { throwingWindowStore, type ThrowingWindowStore } from './ThrowingWindowStore.js'
import {
  isEither,
  isPromise,
  throwingObject,
  unwrapResult,
  type Thrown,
  type Throwing,
} from './throwingObject.js'

/**
 * The classic, throwing API over the `Either` one: a `Left` becomes the `InvalidStateStoreException` subclass of
 * its tag (`StateStoreMigratedException`, ...), a `Right` its value.
 * - `orThrow(either)` returns the value or throws;
 * - `orThrow(promise)` resolves to the value or rejects;
 * - `orThrow(iterator)` gives a classic `KeyValueIterator` whose steps throw;
 * - `orThrow(facade)` of an `app.store(...)` facade gives its typed classic store ({@link ThrowingKeyValueStore},
 *   {@link ThrowingWindowStore}, {@link ThrowingSessionStore}); of any other object whose methods return
 *   `Either`s or promises of them, it wraps every method the same way ({@link Throwing}).
 * @example
 * const n = await orThrow(store).get('kafka')       // number | undefined, or throws
 * for (const { key } of await orThrow(store).all()) console.log(key)
 * @category Interactive queries
 * @since 0.1.0
 */
export function orThrow<T>(result: E.Either<StoreError, T>): Thrown<T>
export function orThrow<T>(result: Promise<E.Either<StoreError, T>>): Promise<Thrown<T>>
export function orThrow<K, V>(iterator: QueryKeyValueIterator<K, V>): KeyValueIterator<K, V>
export function orThrow<K, V>(facade: KeyValueQueryFacade<K, V>): ThrowingKeyValueStore<K, V>
export function orThrow<K, V>(facade: WindowQueryFacade<K, V>): ThrowingWindowStore<K, V>
export function orThrow<K, V>(facade: SessionQueryFacade<K, V>): ThrowingSessionStore<K, V>
export function orThrow<K, V>(facade: QueryableKeyValueStore<K, V>): ThrowingKeyValueStore<K, V>
export function orThrow<K, V>(facade: QueryableWindowStore<K, V>): ThrowingWindowStore<K, V>
export function orThrow<K, V>(facade: QueryableSessionStore<K, V>): ThrowingSessionStore<K, V>
export function orThrow<F extends object>(facade: F): Throwing<F>
export function orThrow(u: object): unknown {
  if (isPromise(u) || isEither(u) || u instanceof QueryKeyValueIterator) return unwrapResult(u)
  if (u instanceof KeyValueQueryFacade) return throwingKeyValueStore(u)
  if (u instanceof WindowQueryFacade) return throwingWindowStore(u)
  if (u instanceof SessionQueryFacade) return throwingSessionStore(u)
  return throwingObject(u)
}
