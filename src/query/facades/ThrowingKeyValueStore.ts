import type * as E from 'fp-ts/lib/Either.js'
import type { KeyValueIterator } from '../../state/KeyValueIterator.js'
import type { QueryKeyValueIterator } from '../QueryKeyValueIterator.js'
import type { StoreError } from '../StoreError.js'
import { getOrThrow, ThrowingKeyValueIterator } from '../ThrowingKeyValueIterator.js'
import type { KeyValueStoreReads, QueryableKeyValueStore } from './QueryableKeyValueStore.js'

/**
 * The rows of a promised query iterator as a classic iterator, or the exception of the error.
 * @example
 * const it = await thrownRows(facade.all()) // KeyValueIterator, steps throw StateStoreMigratedException
 * @category Interactive queries
 * @since 0.1.0
 */
export const thrownRows = <K, V>(
  read: Promise<E.Either<StoreError, QueryKeyValueIterator<K, V>>>,
): Promise<KeyValueIterator<K, V>> => read.then((r) => new ThrowingKeyValueIterator(getOrThrow(r)))

/**
 * The value of a promised read, or the exception of the error.
 * @example
 * const n = await thrownValue(facade.get('kafka')) // number | undefined, or throws
 * @category Interactive queries
 * @since 0.1.0
 */
export const thrownValue = <T>(read: Promise<E.Either<StoreError, T>>): Promise<T> => read.then(getOrThrow)

/**
 * The classic IQv1 key-value store: each read resolves to its value or rejects with the
 * `InvalidStateStoreException` subclass of the error (`StateStoreMigratedException`, ...); iterators throw it
 * from the step where the store goes away.
 * @example
 * const n = await orThrow(store).get('kafka') // number | undefined, or throws
 * @category Interactive queries
 * @since 0.1.0
 */
export type ThrowingKeyValueStore<K, V> = KeyValueStoreReads<'classic', K, V>

/**
 * The classic, throwing store over a key-value facade (what `orThrow(facade)` gives).
 * @example
 * throwingKeyValueStore(facade).get('kafka')
 * @category Interactive queries
 * @since 0.1.0
 */
export const throwingKeyValueStore = <K, V>(
  facade: QueryableKeyValueStore<K, V>,
): ThrowingKeyValueStore<K, V> => ({
  get: (key) => thrownValue(facade.get(key)),
  range: (from, to) => thrownRows(facade.range(from, to)),
  reverseRange: (from, to) => thrownRows(facade.reverseRange(from, to)),
  all: () => thrownRows(facade.all()),
  reverseAll: () => thrownRows(facade.reverseAll()),
  prefixScan: (prefix, serializer) => thrownRows(facade.prefixScan(prefix, serializer)),
  approximateNumEntries: () => thrownValue(facade.approximateNumEntries()),
})
