import { joinOf } from '../internal/joins/joinOperator.js'
import type { KeyTableJoin, WindowedStreamJoin } from '../internal/joins/JoinSignatures.js'

/**
 * Outer join: records of both sides are kept; the joiner gets `null` for a side with no value. Joins two
 * streams within `JoinWindows`, or a stream or table with a table on the key.
 * @example
 * left.pipe(outerJoin(right, (l, r) => l + r, JoinWindows.ofTimeDifferenceWithNoGrace(300_000)))
 * @category Operators
 * @since 0.1.0
 */
export const outerJoin: WindowedStreamJoin & KeyTableJoin = joinOf('outer')
