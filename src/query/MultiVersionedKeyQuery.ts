import type { VersionedRecordIterator } from '../state/versioned/VersionedRecordIterator.js'
import { validateInteger } from '../core/validateInteger.js'
import type { ResultOrder } from './ResultOrder.js'
import { validateKey } from './validateQueryInput.js'
import { validateTimeRange } from './validateTimeRange.js'

/**
 * IQv2: the versions of a key valid at some time in `[fromTime, toTime]` (both inclusive, unbounded when not given),
 * as Kafka's `MultiVersionedKeyQuery`; newest first unless `withAscendingTimestamps()`. Deletions are not versions.
 * @example
 * MultiVersionedKeyQuery.withKey<string, number>('apple').fromTime(0).toTime(1_000).withAscendingTimestamps()
 * @category Interactive queries
 * @since 0.1.0
 */
export interface MultiVersionedKeyQuery<K, V> {
  readonly _tag: 'MultiVersionedKeyQuery'
  /** Type-level only: the result type. */
  readonly _result: VersionedRecordIterator<V>
  readonly key: K
  readonly fromTimestamp: number | undefined
  readonly toTimestamp: number | undefined
  readonly resultOrder: ResultOrder
  /** The same query from `timestamp` (ms, inclusive). */
  fromTime(timestamp: number): MultiVersionedKeyQuery<K, V>
  /** The same query up to `timestamp` (ms, inclusive). */
  toTime(timestamp: number): MultiVersionedKeyQuery<K, V>
  withAscendingTimestamps(): MultiVersionedKeyQuery<K, V>
  withDescendingTimestamps(): MultiVersionedKeyQuery<K, V>
}

interface Fields<K> {
  readonly key: K
  readonly fromTimestamp: number | undefined
  readonly toTimestamp: number | undefined
  readonly resultOrder: ResultOrder
}

const time = (t: number, what: string): number => validateInteger(t, what, Number.MIN_SAFE_INTEGER)

const make = <K, V>(f: Fields<K>): MultiVersionedKeyQuery<K, V> => {
  if (f.fromTimestamp !== undefined && f.toTimestamp !== undefined)
    validateTimeRange(f.fromTimestamp, f.toTimestamp)
  return {
    _tag: 'MultiVersionedKeyQuery',
    ...f,
    fromTime: (t: number) => make<K, V>({ ...f, fromTimestamp: time(t, 'fromTime') }),
    toTime: (t: number) => make<K, V>({ ...f, toTimestamp: time(t, 'toTime') }),
    withAscendingTimestamps: () => make<K, V>({ ...f, resultOrder: 'ASCENDING' }),
    withDescendingTimestamps: () => make<K, V>({ ...f, resultOrder: 'DESCENDING' }),
  } as MultiVersionedKeyQuery<K, V>
}

/**
 * Builder of {@link MultiVersionedKeyQuery}: `withKey`.
 * @example
 * MultiVersionedKeyQuery.withKey<string, number>('apple')
 * @category Interactive queries
 * @since 0.1.0
 */
export const MultiVersionedKeyQuery = {
  /**
   * Every version of `key` the store still holds (order `ANY`: newest first).
   * @throws InvalidArgumentError for a null or undefined key
   */
  withKey: <K, V>(key: K): MultiVersionedKeyQuery<K, V> =>
    make<K, V>({
      key: validateKey(key),
      fromTimestamp: undefined,
      toTimestamp: undefined,
      resultOrder: 'ANY',
    }),
}
