import type { QueryKeyValueIterator } from './QueryKeyValueIterator.js'
import { validateTimeRange } from './validateTimeRange.js'
import { validateKey } from './validateQueryInput.js'

/**
 * IQv2: the windows of one key whose start lies in `[timeFrom, timeTo]` (ms, inclusive), as Kafka's
 * `WindowKeyQuery`. The result iterates (window start, value), oldest first.
 * @example
 * WindowKeyQuery.withKeyAndWindowStartRange<string, number>('k', 0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export class WindowKeyQuery<K, V> {
  readonly _tag = 'WindowKeyQuery' as const
  /** Type-level only: the result type (a query iterator over window starts). */
  declare readonly _result: QueryKeyValueIterator<number, V>

  private constructor(
    /** The key. */
    readonly key: K,
    /** Earliest window start, inclusive (ms). */
    readonly timeFrom: number,
    /** Latest window start, inclusive (ms). */
    readonly timeTo: number,
  ) {}

  /**
   * A query for `key`'s windows starting in `[timeFrom, timeTo]`.
   * @throws InvalidArgumentError for a null key, times that are not whole numbers, or `timeFrom > timeTo`
   */
  static withKeyAndWindowStartRange<K, V>(key: K, timeFrom: number, timeTo: number): WindowKeyQuery<K, V> {
    validateTimeRange(timeFrom, timeTo)
    return new WindowKeyQuery(validateKey(key), timeFrom, timeTo)
  }
}
