import { keyQueryModule, type KeyQueryOf } from './keyQueryModule.js'

/**
 * IQv2: the value of one key in a key-value store (plain values, also for timestamped stores), as Kafka's
 * `KeyQuery`. A miss is a success with `undefined`.
 * @example
 * StateQueryRequest.inStore('counts').withQuery(KeyQuery.withKey<string, number>('kafka').skipCache())
 * @category Interactive queries
 * @since 0.1.0
 */
export type KeyQuery<K, V> = KeyQueryOf<'KeyQuery', K, V>

/**
 * Builder of {@link KeyQuery}: `withKey`.
 * @example
 * KeyQuery.withKey<string, number>('kafka')
 * @category Interactive queries
 * @since 0.1.0
 */
export const KeyQuery = keyQueryModule('KeyQuery')
