import { joinOf } from '../internal/joins/joinOperator.js'
import type { AnyJoin } from '../internal/joins/JoinSignatures.js'

/**
 * Inner join: a result only where both sides have a value. Joins two streams within `JoinWindows`, a stream
 * with a global table through a key selector, two tables on a foreign key, or a stream or table with a table
 * on the key.
 * @example
 * clicks.pipe(join(users, (click, user) => ({ click, user })))
 * @category Operators
 * @since 0.1.0
 */
export const join: AnyJoin = joinOf('inner')
