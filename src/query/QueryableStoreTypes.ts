import type { StoreKind } from '../graph/StoreSpec.js'

/**
 * The store shapes IQv1 can ask for (versioned stores are queried through IQv2 only, as in Kafka Streams).
 * @example
 * QueryableStoreTypes.sessionStore()._tag // 'session'
 * @category Interactive queries
 * @since 0.1.0
 */
export type QueryableStoreKind =
  'keyValue' | 'timestampedKeyValue' | 'window' | 'timestampedWindow' | 'session'

/**
 * Which kind of store a query expects, with its key and value types (as Kafka's `QueryableStoreType`). Plain
 * data: `_tag` is the store kind; `K` and `V` exist only in the type.
 * @example
 * const t: QueryableStoreType<'keyValue', string, number> = QueryableStoreTypes.keyValueStore<string, number>()
 * @category Interactive queries
 * @since 0.1.0
 */
export interface QueryableStoreType<
  T extends QueryableStoreKind = QueryableStoreKind,
  K = unknown,
  V = unknown,
> {
  readonly _tag: T
  /** Type-level only: the key type. */
  readonly _key?: K
  /** Type-level only: the value type. */
  readonly _value?: V
}

/** The store kinds each queryable type accepts: the plain types accept timestamped stores too (timestamps stripped). */
const accepted: { readonly [T in QueryableStoreKind]: readonly StoreKind[] } = {
  keyValue: ['keyValue', 'timestampedKeyValue'],
  timestampedKeyValue: ['timestampedKeyValue'],
  window: ['window', 'timestampedWindow'],
  timestampedWindow: ['timestampedWindow'],
  session: ['session'],
}

const type =
  <T extends QueryableStoreKind>(tag: T) =>
  <K, V>(): QueryableStoreType<T, K, V> => ({ _tag: tag })

/**
 * The built-in {@link QueryableStoreType}s, as Kafka's `QueryableStoreTypes`.
 * @example
 * StoreQueryParameters.fromNameAndType('counts', QueryableStoreTypes.keyValueStore<string, number>())
 * @category Interactive queries
 * @since 0.1.0
 */
export const QueryableStoreTypes = {
  /** Key-value stores, plain or timestamped (read as plain values). */
  keyValueStore: type('keyValue'),
  /** Timestamped key-value stores, read as `ValueAndTimestamp<V>`. */
  timestampedKeyValueStore: type('timestampedKeyValue'),
  /** Window stores, plain or timestamped (read as plain values). */
  windowStore: type('window'),
  /** Timestamped window stores, read as `ValueAndTimestamp<V>`. */
  timestampedWindowStore: type('timestampedWindow'),
  /** Session stores. */
  sessionStore: type('session'),
  /**
   * Whether a store of kind `store` can be queried as `type`.
   * @example
   * QueryableStoreTypes.accepts(QueryableStoreTypes.keyValueStore(), 'timestampedKeyValue') // true
   */
  accepts: (queryable: QueryableStoreType, store: StoreKind): boolean =>
    accepted[queryable._tag].includes(store),
  /** Whether `u` is one of the built-in types. */
  isQueryableStoreType: (u: unknown): u is QueryableStoreType =>
    typeof u === 'object' &&
    u !== null &&
    Object.hasOwn(accepted, (u as { readonly _tag?: unknown })._tag as PropertyKey),
} as const
