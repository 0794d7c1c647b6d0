import type { UserFunction } from '../../topology/ProcessorSpec.js'
import type { GlobalKTable } from '../GlobalKTable.js'
import { joinOperator, type JoinArgument } from '../internal/joinOperator.js'
import type { KStream } from '../KStream.js'
import type { KTable } from '../KTable.js'
import type { Joined } from '../options/Joined.js'
import type { JoinSerdes } from '../options/JoinSerdes.js'
import type { Materialized } from '../options/Materialized.js'
import type { Named } from '../options/Named.js'
import type { StreamJoined } from '../options/StreamJoined.js'
import type { TableJoined } from '../options/TableJoined.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf, WithValue } from '../types.js'
import type { JoinWindows } from '../windows/JoinWindows.js'

/**
 * Joins two streams on the key, within `windows`: `joiner(value, otherValue, key)` builds each result.
 * Key-changed sides are repartitioned first.
 * @example
 * left.pipe(join(right, (l, r) => l + r, JoinWindows.ofTimeDifferenceWithNoGrace(300_000)))
 * @category operators
 * @since 0.1.0
 */
export function join<K, V, VO, VR>(
  other: KStream<K, VO>,
  joiner: (value: V, otherValue: VO, key: K) => VR,
  windows: JoinWindows,
  streamJoined?: StreamJoined<K, V, VO> | JoinSerdes<K, V, VO>,
): UnaryFunction<KStream<K, V>, KStream<K, VR>>
/**
 * Joins a stream with a global table: `keySelector(key, value)` picks the table key of each record.
 * @example
 * orders.pipe(join(products, (key, order) => order.productId, (order, product) => ({ order, product })))
 * @category operators
 * @since 0.1.0
 */
export function join<K, V, KG, VG, VR>(
  globalTable: GlobalKTable<KG, VG>,
  keySelector: (key: K, value: V) => KG,
  joiner: (value: V, globalValue: VG, key: K) => VR,
  named?: Named | string,
): UnaryFunction<KStream<K, V>, KStream<K, VR>>
/**
 * Joins two tables on a foreign key: `foreignKeyExtractor(value)` gives the key of `other` each row refers to
 * (KIP-213). `TableJoined` names the join's topics, stores and processors.
 * @example
 * orders.pipe(join(customers, (order) => order.customerId, (order, customer) => ({ order, customer })))
 * @category operators
 * @since 0.1.0
 */
export function join<K, V, KO, VO, VR>(
  other: KTable<KO, VO>,
  foreignKeyExtractor: (value: V) => KO,
  joiner: (value: V, otherValue: VO) => VR,
  tableJoined?: TableJoined<K, KO>,
  materialized?: Materialized<K, VR>,
): UnaryFunction<KTable<K, V>, KTable<K, VR>>
/**
 * Joins with a table on the key. A stream looks each record up in the table (`Joined` names the join and
 * its repartition topic); a table joins table to table (`Named`, and `Materialized` to store the result).
 * @example
 * clicks.pipe(join(users, (click, user) => ({ click, user })))
 * @category operators
 * @since 0.1.0
 */
export function join<H extends StreamOrTable, VO, VR>(
  table: KTable<KeyOf<H>, VO>,
  joiner: (value: ValueOf<H>, otherValue: VO, key: KeyOf<H>) => VR,
  options?:
    | Joined<KeyOf<H>, ValueOf<H>, VO>
    | JoinSerdes<KeyOf<H>, ValueOf<H>, VO>
    | Named
    | string
    | Materialized<KeyOf<H>, VR>,
  materialized?: Materialized<KeyOf<H>, VR>,
): UnaryFunction<H, WithValue<H, VR>>
export function join(
  other: KStream<unknown, unknown> | KTable<unknown, unknown> | GlobalKTable<unknown, unknown>,
  second: UserFunction,
  ...rest: readonly JoinArgument[]
): UnaryFunction<never, unknown> {
  return joinOperator('inner', other, second, rest)
}
