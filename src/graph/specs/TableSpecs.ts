import type { Fold, Initializer, PairMapper, Predicate, ValueMapper } from './Callback.js'

/**
 * The specs of the KTable processors, and the views a table is read through.
 * @since 0.1.0
 */

/**
 * A step of a table view read through its parent's store (an unmaterialized `filter` or `mapValues`): the value
 * getter applies these, store first, as Kafka Streams chains the value getters of `KTableFilter`/`KTableMapValues`.
 * @example
 * const view: TableView = { _tag: 'TableMapValues', mapper: (v) => String(v) }
 * @category Building topologies
 * @since 0.1.0
 */
export type TableView =
  | { readonly _tag: 'TableFilter'; readonly predicate: Predicate; readonly negate: boolean }
  | { readonly _tag: 'TableMapValues'; readonly mapper: ValueMapper<unknown> }

/**
 * A KTable source (`builder.table`, global tables, `toTable()`).
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableSourceSpec {
  readonly _tag: 'TableSource'
  /** The store the table writes to, or undefined when the table is not materialized. */
  readonly storeName: string | undefined
  readonly sendOldValues: boolean
  /** Global tables and `toTable()` keep their own flavour of the same processor. */
  readonly origin: 'topic' | 'global' | 'stream'
}

/**
 * `filter` / `filterNot` on a table.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableFilterSpec {
  readonly _tag: 'TableFilter'
  readonly predicate: Predicate
  readonly negate: boolean
  readonly storeName: string | undefined
  readonly sendOldValues: boolean
  /** The input table is versioned (KIP-914): a change that fails on both sides is still forwarded. */
  readonly versionedUpstream?: boolean
}

/**
 * `mapValues` on a table.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableMapValuesSpec {
  readonly _tag: 'TableMapValues'
  readonly mapper: ValueMapper<unknown>
  readonly storeName: string | undefined
  readonly sendOldValues: boolean
}

/**
 * `toStream` on a table.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableToStreamSpec {
  readonly _tag: 'TableToStream'
}

/**
 * `groupBy` on a table: maps old and new values to (key, value) pairs.
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableSelectSpec {
  readonly _tag: 'TableSelect'
  readonly selector: PairMapper
  /** The input table is versioned (KIP-914): its out-of-order updates (`isLatest: false`) are dropped. */
  readonly versionedUpstream?: boolean
}

/**
 * `count`, `reduce` and `aggregate` on a grouped table: `adder` and `subtractor` are folds as in a stream
 * aggregation (`reduce` says which shape).
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableAggregateSpec {
  readonly _tag: 'TableAggregate'
  readonly storeName: string
  readonly initializer: Initializer | undefined
  readonly adder: Fold
  readonly subtractor: Fold
  readonly reduce: boolean
  readonly sendOldValues: boolean
}
