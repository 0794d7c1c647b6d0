import { rangeQueryModule, type RangeQueryOf } from './rangeQueryModule.js'

/**
 * IQv2: the rows of a key-value store with keys in `[lowerBound, upperBound]` (an `undefined` bound is open),
 * plain values (also for timestamped stores), as Kafka's `RangeQuery`. The result is an iterator the caller
 * must close.
 * @example
 * RangeQuery.withRange<string, number>('a', 'f').withDescendingKeys()
 * @category Interactive queries
 * @since 0.1.0
 */
export type RangeQuery<K, V> = RangeQueryOf<'RangeQuery', K, V>

/**
 * Builders of {@link RangeQuery}: `withRange`, `withLowerBound`, `withUpperBound`, `withNoBounds`.
 * @example
 * RangeQuery.withNoBounds<string, number>()
 * @category Interactive queries
 * @since 0.1.0
 */
export const RangeQuery = rangeQueryModule('RangeQuery')
