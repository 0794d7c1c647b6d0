import type { KeyQuery } from './KeyQuery.js'
import type { RangeQuery } from './RangeQuery.js'
import type { TimestampedKeyQuery } from './TimestampedKeyQuery.js'
import type { TimestampedRangeQuery } from './TimestampedRangeQuery.js'
import type { WindowKeyQuery } from './WindowKeyQuery.js'
import type { WindowRangeQuery } from './WindowRangeQuery.js'
import type { VersionedKeyQuery } from './VersionedKeyQuery.js'
import type { MultiVersionedKeyQuery } from './MultiVersionedKeyQuery.js'

/**
 * Every IQv2 query, as tagged data: stores dispatch on `_tag` (an unknown tag gives `UNKNOWN_QUERY_TYPE`).
 * @example
 * const describe = (q: Query) => q._tag
 * @category Interactive queries
 * @since 0.1.0
 */
export type Query =
  | KeyQuery<unknown, unknown>
  | RangeQuery<unknown, unknown>
  | TimestampedKeyQuery<unknown, unknown>
  | TimestampedRangeQuery<unknown, unknown>
  | WindowKeyQuery<unknown, unknown>
  | WindowRangeQuery<unknown, unknown>
  | VersionedKeyQuery<unknown, unknown>
  | MultiVersionedKeyQuery<unknown, unknown>

/**
 * The result type of a query.
 * @example
 * type R = ResultOf<KeyQuery<string, number>> // number | undefined
 * @category Interactive queries
 * @since 0.1.0
 */
export type ResultOf<Q> = Q extends { readonly _result: infer R } ? R : never
