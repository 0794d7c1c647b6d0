import type { ValueAndTimestamp } from '../state/ValueAndTimestamp.js'
import { validateKey } from './validateQueryInput.js'

/**
 * The result of each single-key query kind over values `V` (`undefined` on a miss).
 * @example
 * type R = KeyQueryResults<number>['KeyQuery'] // number | undefined
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyQueryResults<V> {
  readonly KeyQuery: V | undefined
  readonly TimestampedKeyQuery: ValueAndTimestamp<V> | undefined
}

/**
 * A single-key query of kind `T`. Immutable; `skipCache()` returns a copy.
 * @example
 * const q: KeyQueryOf<'KeyQuery', string, number> = KeyQuery.withKey('k')
 * @category Interactive queries
 * @since 0.1.0
 */
export interface KeyQueryOf<T extends keyof KeyQueryResults<unknown>, K, V> {
  readonly _tag: T
  /** Type-level only: the result type. */
  readonly _result: KeyQueryResults<V>[T]
  /** The key. */
  readonly key: K
  /** Whether to read past the record cache. */
  readonly isSkipCache: boolean
  /** The same query, bypassing the record cache. */
  skipCache(): KeyQueryOf<T, K, V>
}

/**
 * The builder of a single-key query kind, shared by `KeyQuery` and `TimestampedKeyQuery`.
 * @example
 * keyQueryModule('KeyQuery').withKey<string, number>('kafka')
 * @category Interactive queries
 * @since 0.1.0
 */
export const keyQueryModule = <T extends keyof KeyQueryResults<unknown>>(tag: T) => {
  const make = <K, V>(key: K, isSkipCache: boolean): KeyQueryOf<T, K, V> =>
    ({ _tag: tag, key, isSkipCache, skipCache: () => make<K, V>(key, true) }) as KeyQueryOf<T, K, V>
  return {
    /**
     * A query for `key`.
     * @throws InvalidArgumentError for a null or undefined key
     */
    withKey: <K, V>(key: K) => make<K, V>(validateKey(key), false),
  }
}
