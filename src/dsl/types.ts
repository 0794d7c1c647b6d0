import type { KGroupedStream } from './KGroupedStream.js'
import type { KGroupedTable } from './KGroupedTable.js'
import type { KStream } from './KStream.js'
import type { KTable } from './KTable.js'
import type { SessionWindowedKStream } from './SessionWindowedKStream.js'
import type { TimeWindowedKStream } from './TimeWindowedKStream.js'
import type { Windowed } from '../core/windows/Windowed.js'

/**
 * Type helpers shared by the operators.
 * @since 0.1.0
 */

/**
 * The key type of a handle.
 * @category Building topologies
 */
export type KeyOf<H> = H extends { readonly _K: infer K } ? K : never

/**
 * The value type of a handle.
 * @category Building topologies
 */
export type ValueOf<H> = H extends { readonly _V: infer V } ? V : never

/** Any stream or table: the handles `filter`, `mapValues` and joins accept. */
export type StreamOrTable = KStream<unknown, unknown> | KTable<unknown, unknown>

/** The same kind of handle as `H` (stream or table) with values of type `VR`. */
export type WithValue<H, VR> =
  H extends KTable<infer K, unknown>
    ? KTable<K, VR>
    : H extends KStream<infer K, unknown>
      ? KStream<K, VR>
      : never

/**
 * What an aggregation of `H` returns: a table keyed by `K`, or by `Windowed<K>` for windowed streams.
 * @category Building topologies
 */
export type AggregateResult<H, R> =
  H extends TimeWindowedKStream<infer K, unknown>
    ? KTable<Windowed<K>, R>
    : H extends SessionWindowedKStream<infer K, unknown>
      ? KTable<Windowed<K>, R>
      : KTable<KeyOf<H>, R>

/** Handles `count` and `reduce` accept. */
export type Countable =
  | KGroupedStream<unknown, unknown>
  | KGroupedTable<unknown, unknown>
  | TimeWindowedKStream<unknown, unknown>
  | SessionWindowedKStream<unknown, unknown>
