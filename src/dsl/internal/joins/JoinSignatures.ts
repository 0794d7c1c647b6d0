import type { GlobalKTable } from '../../GlobalKTable.js'
import type { KStream } from '../../KStream.js'
import type { KTable } from '../../KTable.js'
import type { Joined } from '../../options/Joined.js'
import type { JoinSerdes } from '../../options/JoinSerdes.js'
import type { Materialized } from '../../options/Materialized.js'
import type { Named } from '../../options/Named.js'
import type { StreamJoined } from '../../options/StreamJoined.js'
import type { TableJoined } from '../../options/TableJoined.js'
import type { UnaryFunction } from '../../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf, WithValue } from '../../types.js'
import type { JoinWindows } from '../../../core/windows/JoinWindows.js'

/**
 * Stream-stream join on the key, within `windows`: `joiner(value, otherValue, key)` builds each result.
 * Key-changed sides are repartitioned first.
 * @category Building topologies
 * @since 0.1.0
 */
export interface WindowedStreamJoin {
  /**
   * Joins two streams on the key, within `windows`: `joiner(value, otherValue, key)` builds each result.
   * @example
   * left.pipe(join(right, (l, r) => l + r, JoinWindows.ofTimeDifferenceWithNoGrace(300_000)))
   */
  <K, V, VO, VR>(
    other: KStream<K, VO>,
    joiner: (value: V, otherValue: VO, key: K) => VR,
    windows: JoinWindows,
    streamJoined?: StreamJoined<K, V, VO> | JoinSerdes<K, V, VO>,
  ): UnaryFunction<KStream<K, V>, KStream<K, VR>>
}

/**
 * Stream-global-table join: `keySelector(key, value)` picks the table key of each record.
 * @category Building topologies
 * @since 0.1.0
 */
export interface GlobalTableJoin {
  /**
   * Joins a stream with a global table: `keySelector(key, value)` picks the table key of each record.
   * @example
   * orders.pipe(join(products, (key, order) => order.productId, (order, product) => ({ order, product })))
   */
  <K, V, KG, VG, VR>(
    globalTable: GlobalKTable<KG, VG>,
    keySelector: (key: K, value: V) => KG,
    joiner: (value: V, globalValue: VG, key: K) => VR,
    named?: Named | string,
  ): UnaryFunction<KStream<K, V>, KStream<K, VR>>
}

/**
 * Table-table join on a foreign key (KIP-213), in Java's overloads: the extractor takes the value, or the key and
 * the value (KIP-1104); then the joiner, and a `TableJoined`, a `Materialized`, or both.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ForeignKeyJoin {
  /**
   * Joins two tables on a foreign key: `foreignKeyExtractor(value)` gives the key of `other` each row refers
   * to (KIP-213). `TableJoined` names the join's topics, stores and processors; `Materialized` stores the result.
   * @example
   * orders.pipe(join(customers, (order) => order.customerId, (order, customer) => ({ order, customer })))
   */
  <K, V, KO, VO, VR>(
    other: KTable<KO, VO>,
    foreignKeyExtractor: (value: V) => KO,
    joiner: (value: V, otherValue: VO) => VR,
    tableJoined?: TableJoined<K, KO>,
    materialized?: Materialized<K, VR>,
  ): UnaryFunction<KTable<K, V>, KTable<K, VR>>
  /**
   * Joins two tables on a foreign key and stores the result (Java's `join(other, extractor, joiner, materialized)`).
   * @example
   * orders.pipe(join(customers, (order) => order.customerId, (o, c) => ({ o, c }), Materialized.as('orders-with-customer')))
   */
  <K, V, KO, VO, VR>(
    other: KTable<KO, VO>,
    foreignKeyExtractor: (value: V) => KO,
    joiner: (value: V, otherValue: VO) => VR,
    materialized: Materialized<K, VR>,
  ): UnaryFunction<KTable<K, V>, KTable<K, VR>>
  /**
   * Joins two tables on a foreign key that `foreignKeyExtractor(key, value)` reads from the row's key and value.
   * @example
   * orders.pipe(join(customers, (orderId, order) => order.customerId, (order, customer) => ({ order, customer })))
   */
  <K, V, KO, VO, VR>(
    other: KTable<KO, VO>,
    foreignKeyExtractor: (key: K, value: V) => KO,
    joiner: (value: V, otherValue: VO) => VR,
    tableJoined?: TableJoined<K, KO>,
    materialized?: Materialized<K, VR>,
  ): UnaryFunction<KTable<K, V>, KTable<K, VR>>
  /**
   * Joins on a foreign key read from the key and value, and stores the result.
   * @example
   * orders.pipe(join(customers, (orderId, order) => order.customerId, (o, c) => ({ o, c }), Materialized.as('joined')))
   */
  <K, V, KO, VO, VR>(
    other: KTable<KO, VO>,
    foreignKeyExtractor: (key: K, value: V) => KO,
    joiner: (value: V, otherValue: VO) => VR,
    materialized: Materialized<K, VR>,
  ): UnaryFunction<KTable<K, V>, KTable<K, VR>>
}

/**
 * Stream-table or table-table join on the key.
 * @category Building topologies
 * @since 0.1.0
 */
export interface KeyTableJoin {
  /**
   * Joins with a table on the key. A stream looks each record up in the table (`Joined` names the join and
   * its repartition topic); a table joins table to table (`Named`, and `Materialized` to store the result).
   * @example
   * clicks.pipe(join(users, (click, user) => ({ click, user })))
   */
  <H extends StreamOrTable, VO, VR>(
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
}

/**
 * Every join shape, in overload order: windowed stream-stream, global table, foreign key, then on the key.
 * `join`, `leftJoin` and `outerJoin` share these call signatures (an intersection resolves like overloads,
 * in order) and differ only in which records they keep.
 * @category Building topologies
 * @since 0.1.0
 */
export type AnyJoin = WindowedStreamJoin & GlobalTableJoin & ForeignKeyJoin & KeyTableJoin
