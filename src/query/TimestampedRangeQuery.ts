import { rangeQueryModule, type RangeQueryOf } from './rangeQueryModule.js'

/**
 * IQv2: as `RangeQuery`, on a timestamped key-value store, with values and timestamps, as Kafka's
 * `TimestampedRangeQuery`.
 * @example
 * TimestampedRangeQuery.withLowerBound<string, number>('m')
 * @category Interactive queries
 * @since 0.1.0
 */
export type TimestampedRangeQuery<K, V> = RangeQueryOf<'TimestampedRangeQuery', K, V>

/**
 * Builders of {@link TimestampedRangeQuery}: `withRange`, `withLowerBound`, `withUpperBound`, `withNoBounds`.
 * @example
 * TimestampedRangeQuery.withRange<string, number>('a', undefined)
 * @category Interactive queries
 * @since 0.1.0
 */
export const TimestampedRangeQuery = rangeQueryModule('TimestampedRangeQuery')
