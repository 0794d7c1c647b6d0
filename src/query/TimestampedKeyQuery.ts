import { keyQueryModule, type KeyQueryOf } from './keyQueryModule.js'

/**
 * IQv2: the value and timestamp of one key in a timestamped key-value store, as Kafka's `TimestampedKeyQuery`.
 * Against a plain key-value store it fails with `UNKNOWN_QUERY_TYPE`.
 * @example
 * StateQueryRequest.inStore('counts').withQuery(TimestampedKeyQuery.withKey<string, number>('kafka'))
 * @category Interactive queries
 * @since 0.1.0
 */
export type TimestampedKeyQuery<K, V> = KeyQueryOf<'TimestampedKeyQuery', K, V>

/**
 * Builder of {@link TimestampedKeyQuery}: `withKey`.
 * @example
 * TimestampedKeyQuery.withKey<string, number>('kafka')
 * @category Interactive queries
 * @since 0.1.0
 */
export const TimestampedKeyQuery = keyQueryModule('TimestampedKeyQuery')
