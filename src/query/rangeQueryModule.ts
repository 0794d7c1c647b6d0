import type { ValueAndTimestamp } from '../state/ValueAndTimestamp.js'
import type { QueryKeyValueIterator } from './QueryKeyValueIterator.js'
import type { ResultOrder } from './ResultOrder.js'
import { validateKey } from './validateQueryInput.js'

/**
 * The result of each range query kind over keys `K` and values `V`.
 * @example
 * type R = RangeQueryResults<string, number>['RangeQuery'] // QueryKeyValueIterator<string, number>
 * @category Interactive queries
 * @since 0.1.0
 */
export interface RangeQueryResults<K, V> {
  readonly RangeQuery: QueryKeyValueIterator<K, V>
  readonly TimestampedRangeQuery: QueryKeyValueIterator<K, ValueAndTimestamp<V>>
}

/**
 * A range query of kind `T`: keys in `[lowerBound, upperBound]` (an `undefined` bound is open), in `resultOrder`.
 * Immutable; the order methods return copies.
 * @example
 * const q: RangeQueryOf<'RangeQuery', string, number> = RangeQuery.withRange('a', 'f')
 * @category Interactive queries
 * @since 0.1.0
 */
export interface RangeQueryOf<T extends keyof RangeQueryResults<unknown, unknown>, K, V> {
  readonly _tag: T
  /** Type-level only: the result type. */
  readonly _result: RangeQueryResults<K, V>[T]
  /** Lowest key, inclusive; `undefined` is open. */
  readonly lowerBound: K | undefined
  /** Highest key, inclusive; `undefined` is open. */
  readonly upperBound: K | undefined
  /** The key order asked for. */
  readonly resultOrder: ResultOrder
  /** The same query, ascending keys. */
  withAscendingKeys(): RangeQueryOf<T, K, V>
  /** The same query, descending keys. */
  withDescendingKeys(): RangeQueryOf<T, K, V>
}

/**
 * The builders of a range query kind, shared by `RangeQuery` and `TimestampedRangeQuery`.
 * @example
 * rangeQueryModule('RangeQuery').withRange<string, number>('a', 'f')
 * @category Interactive queries
 * @since 0.1.0
 */
export const rangeQueryModule = <T extends keyof RangeQueryResults<unknown, unknown>>(tag: T) => {
  const make = <K, V>(
    lowerBound: K | undefined,
    upperBound: K | undefined,
    resultOrder: ResultOrder,
  ): RangeQueryOf<T, K, V> =>
    ({
      _tag: tag,
      lowerBound,
      upperBound,
      resultOrder,
      withAscendingKeys: () => make<K, V>(lowerBound, upperBound, 'ASCENDING'),
      withDescendingKeys: () => make<K, V>(lowerBound, upperBound, 'DESCENDING'),
    }) as RangeQueryOf<T, K, V>
  return {
    /** Keys in `[lower, upper]`; `undefined` (or `null`) leaves a side open. */
    withRange: <K, V>(lower: K | undefined, upper: K | undefined) =>
      make<K, V>(lower ?? undefined, upper ?? undefined, 'ANY'),
    /** Keys from `lower` up. */
    withLowerBound: <K, V>(lower: K) => make<K, V>(validateKey(lower, 'lower'), undefined, 'ANY'),
    /** Keys up to `upper`. */
    withUpperBound: <K, V>(upper: K) => make<K, V>(undefined, validateKey(upper, 'upper'), 'ANY'),
    /** Every key. */
    withNoBounds: <K, V>() => make<K, V>(undefined, undefined, 'ANY'),
  }
}
