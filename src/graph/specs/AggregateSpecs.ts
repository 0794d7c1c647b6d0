import type { Fold, Initializer, Merger } from './Callback.js'

/**
 * The specs of the stream aggregations: grouped, windowed and cogrouped.
 * @since 0.1.0
 */

/**
 * How an aggregation starts and folds a value in: `aggregate` and `count` start from `initializer()` and call
 * `aggregator(key, value, aggregate)`; `reduce` has no initializer and calls `aggregator(aggregate, value)`.
 * @category Building topologies
 * @since 0.1.0
 */
export interface FoldSpec {
  readonly initializer: Initializer | undefined
  readonly aggregator: Fold
  readonly reduce: boolean
}

/**
 * `count`, `reduce` and `aggregate` on a grouped stream.
 * @example
 * const spec: StreamAggregateSpec = { _tag: 'StreamAggregate', storeName: 's', initializer: () => 0, aggregator: (k, v, a) => Number(a) + 1, reduce: false, sendOldValues: false }
 * @category Building topologies
 * @since 0.1.0
 */
export interface StreamAggregateSpec extends FoldSpec {
  readonly _tag: 'StreamAggregate'
  readonly storeName: string
  readonly sendOldValues: boolean
}

/**
 * `windowedBy(...).count/reduce/aggregate`: tumbling or hopping (`time`), `sliding` or `session` windows.
 * @category Building topologies
 * @since 0.1.0
 */
export interface WindowedAggregateSpec extends FoldSpec {
  readonly _tag: 'WindowedAggregate'
  readonly windowing: 'time' | 'sliding' | 'session'
  /** The `Windows`, `SlidingWindows` or `SessionWindows` that `windowing` names. */
  readonly windows: unknown
  readonly storeName: string
  readonly merger: Merger | undefined
  readonly emitOnWindowClose: boolean
  readonly sendOldValues: boolean
}

/**
 * One input of `cogroup(...).aggregate(...)`, folding into the store every input shares.
 * @category Building topologies
 * @since 0.1.0
 */
export interface CogroupAggregateSpec {
  readonly _tag: 'CogroupAggregate'
  readonly windowing: 'none' | 'time' | 'sliding' | 'session'
  readonly windows: unknown
  readonly storeName: string
  readonly initializer: Initializer
  readonly aggregator: Fold
  readonly merger: Merger | undefined
  /** Set by lowering when the cogrouped table must send old values (Java's `KTablePassThrough`). */
  readonly sendOldValues: boolean
}
