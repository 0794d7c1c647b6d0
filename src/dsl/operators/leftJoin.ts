import { joinOf } from '../internal/joins/joinOperator.js'
import type { AnyJoin } from '../internal/joins/JoinSignatures.js'

/**
 * Left join: every record (or row) of the piped side is kept; the joiner gets `null` where the other
 * side has no value. The same shapes as `join`: stream-stream within `JoinWindows`, stream-global-table,
 * table-table on a foreign key, or stream or table with a table on the key.
 * @example
 * clicks.pipe(leftJoin(users, (click, user) => ({ click, user })))
 * @category Operators
 * @since 0.1.0
 */
export const leftJoin: AnyJoin = joinOf('left')
