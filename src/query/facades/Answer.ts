import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'

/**
 * Which API an IQv1 store answers in: `query` (the facades: `Promise<Either<StoreError, T>>`, rows as
 * {@link QueryKeyValueIterator}s) or `classic` (`orThrow`: `Promise<T>` that rejects, rows as throwing
 * `KeyValueIterator`s). One store interface per kind serves both.
 * @example
 * type Q = KeyValueStoreReads<'query', string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export type ReadMode = 'query' | 'classic'

/**
 * The answer of a read giving `T`, in mode `M`.
 * @example
 * type A = Answer<'query', number> // Promise<Either<StoreError, number>>
 * @category Interactive queries
 * @since 0.1.0
 */
export type Answer<M extends ReadMode, T> = M extends 'query' ? Promise<E.Either<StoreError, T>> : Promise<T>

/**
 * The answer of a read giving rows, in mode `M`.
 * @example
 * type R = Rows<'classic', string, number> // Promise<KeyValueIterator<string, number>>
 * @category Interactive queries
 * @since 0.1.0
 */
export type Rows<M extends ReadMode, K, V> = Answer<
  M,
  M extends 'query' ? QueryKeyValueIterator<K, V> : KeyValueIterator<K, V>
>
