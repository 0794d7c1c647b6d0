import * as t from 'io-ts'
import { parseHostInfo } from '../../core/HostInfo.js'
import { intBetween } from '../../kafka/clientSettings.js'

/**
 * A whole number of at least `min`, given as a number or a numeric string (as Java `Properties` hold them).
 * @example
 * intAtLeast(1, 'a whole number of 1 or more').decode('4') // Right(4)
 * @category constructors
 * @since 0.1.0
 */
export const intAtLeast = (min: number, name: string): t.Type<number, number, unknown> =>
  intBetween(min, Number.MAX_SAFE_INTEGER, name)

/**
 * `application.server`: `host:port`, or empty for an instance that serves no queries.
 * @example
 * Endpoint.is('localhost:8080') // true
 * @category constructors
 * @since 0.1.0
 */
export const Endpoint = t.refinement(
  t.string,
  (s) => parseHostInfo(s) !== undefined,
  'host:port (e.g. "localhost:8080") or an empty string',
)

/**
 * A non-empty string.
 * @example
 * NonEmpty.is(' ') // false
 * @category constructors
 * @since 0.1.0
 */
export const NonEmpty = t.refinement(t.string, (s) => s.trim().length > 0, 'a non-empty string')
