import type { ReadOnlyKeyValueStore } from '../../state/ReadOnlyKeyValueStore.js'
import type { ReadOnlySessionStore } from '../../state/ReadOnlySessionStore.js'
import type { ReadOnlyWindowStore } from '../../state/ReadOnlyWindowStore.js'
import type { ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { QueryableStoreKind, QueryableStoreType } from '../QueryableStoreTypes.js'
import type { QueryableKeyValueStore } from './QueryableKeyValueStore.js'
import type { QueryableSessionStore } from './QueryableSessionStore.js'
import type { QueryableWindowStore } from './QueryableWindowStore.js'

/**
 * The IQv1 facade of a read-only store interface `S`: {@link QueryableKeyValueStore},
 * {@link QueryableWindowStore} or {@link QueryableSessionStore}.
 * @example
 * type F = QueryableStore<ReadOnlyKeyValueStore<string, number>> // QueryableKeyValueStore<string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryableStore<S> =
  S extends ReadOnlyKeyValueStore<infer K, infer V>
    ? QueryableKeyValueStore<K, V>
    : S extends ReadOnlyWindowStore<infer K, infer V>
      ? QueryableWindowStore<K, V>
      : S extends ReadOnlySessionStore<infer K, infer AGG>
        ? QueryableSessionStore<K, AGG>
        : never

/**
 * The facade `app.store(...)` gives for each {@link QueryableStoreType}.
 * @example
 * type F = StoreFacade<QueryableStoreType<'keyValue', string, number>> // QueryableKeyValueStore<string, number>
 * @category Interactive queries
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
