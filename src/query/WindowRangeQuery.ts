import type { Windowed } from '../core/windows/Windowed.js'
import type { QueryKeyValueIterator } from './QueryKeyValueIterator.js'
import { validateTimeRange } from './validateTimeRange.js'
import { validateKey } from './validateQueryInput.js'

/**
 * IQv2: windowed rows, as Kafka's `WindowRangeQuery`: either every session of one key (`withKey`, session stores)
 * or every window starting in a time range (`withWindowStartRange`, window stores). Other combinations fail
 * with `UNKNOWN_QUERY_TYPE`.
 * @example
 * WindowRangeQuery.withWindowStartRange<string, number>(0, 60_000)
 * @category Interactive queries
 * @since 0.1.0
 */
export class WindowRangeQuery<K, V> {
  readonly _tag = 'WindowRangeQuery' as const
  /** Type-level only: the result type. */
  declare readonly _result: QueryKeyValueIterator<Windowed<K>, V>

  private constructor(
    /** The key, for a per-key query. */
    readonly key: K | undefined,
    /** Earliest window start, inclusive (ms), for a time-range query. */
    readonly timeFrom: number | undefined,
    /** Latest window start, inclusive (ms), for a time-range query. */
    readonly timeTo: number | undefined,
  ) {}

  /**
   * Every session of `key`.
   * @throws InvalidArgumentError for a null key
   */
  static withKey<K, V>(key: K): WindowRangeQuery<K, V> {
    return new WindowRangeQuery(validateKey(key), undefined, undefined)
  }

  /**
   * Every window starting in `[timeFrom, timeTo]`.
   * @throws InvalidArgumentError for times that are not whole numbers or `timeFrom > timeTo`
   */
  static withWindowStartRange<K, V>(timeFrom: number, timeTo: number): WindowRangeQuery<K, V> {
    validateTimeRange(timeFrom, timeTo)
    return new WindowRangeQuery<K, V>(undefined, timeFrom, timeTo)
  }
}
