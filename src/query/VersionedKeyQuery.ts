import type { VersionedRecord } from '../state/versioned/VersionedRecord.js'
import { validateInteger } from '../core/validateInteger.js'
import { validateKey } from './validateQueryInput.js'

/**
 * IQv2: one version of a key in a versioned store, as Kafka's `VersionedKeyQuery`: the newest, or with `asOf` the
 * one valid at that time (inclusive). A miss (no version, a deletion, or a time past the history retention) is a
 * success with `undefined`.
 * @example
 * StateQueryRequest.inStore('prices').withQuery(VersionedKeyQuery.withKey<string, number>('apple').asOf(1_000))
 * @category Interactive queries
 * @since 0.1.0
 */
export interface VersionedKeyQuery<K, V> {
  readonly _tag: 'VersionedKeyQuery'
  /** Type-level only: the result type. */
  readonly _result: VersionedRecord<V> | undefined
  readonly key: K
  /** The time the version must be valid at (ms), or undefined for the newest. */
  readonly asOfTimestamp: number | undefined
  /** The same query, as of `timestamp` (ms since the epoch). */
  asOf(timestamp: number): VersionedKeyQuery<K, V>
}

const make = <K, V>(key: K, asOfTimestamp: number | undefined): VersionedKeyQuery<K, V> =>
  ({
    _tag: 'VersionedKeyQuery',
    key,
    asOfTimestamp,
    asOf: (timestamp: number) =>
      make<K, V>(key, validateInteger(timestamp, 'asOf timestamp', Number.MIN_SAFE_INTEGER)),
  }) as VersionedKeyQuery<K, V>

/**
 * Builder of {@link VersionedKeyQuery}: `withKey`.
 * @example
 * VersionedKeyQuery.withKey<string, number>('apple')
 * @category Interactive queries
 * @since 0.1.0
 */
export const VersionedKeyQuery = {
  /**
   * The newest version of `key`.
   * @throws InvalidArgumentError for a null or undefined key
   */
  withKey: <K, V>(key: K): VersionedKeyQuery<K, V> => make<K, V>(validateKey(key), undefined),
}
