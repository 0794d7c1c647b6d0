import type { KeyValue } from '../../core/KeyValue.js'
import type { ProcessorSupplier } from '../ProcessorSupplier.js'
import type { ForeachAction, KeyValueMapper, PairMapper, Predicate, ValueMapper } from './Callback.js'

/**
 * The specs of the stateless stream processors, one per kind, with their callbacks' real shapes.
 * @since 0.1.0
 */

/**
 * `filter` / `filterNot` on a stream.
 * @example
 * const spec: FilterSpec = { _tag: 'Filter', predicate: (k, v) => v !== null, negate: false }
 * @category Building topologies
 * @since 0.1.0
 */
export interface FilterSpec {
  readonly _tag: 'Filter'
  readonly predicate: Predicate
  readonly negate: boolean
}

/**
 * `map`: a new key and value.
 * @category Building topologies
 * @since 0.1.0
 */
export interface MapSpec {
  readonly _tag: 'Map'
  readonly mapper: PairMapper
}

/**
 * `selectKey`: a new key.
 * @category Building topologies
 * @since 0.1.0
 */
export interface SelectKeySpec {
  readonly _tag: 'SelectKey'
  readonly mapper: KeyValueMapper<unknown>
}

/**
 * `mapValues`: a new value, `mapper(value, key)`.
 * @category Building topologies
 * @since 0.1.0
 */
export interface MapValuesSpec {
  readonly _tag: 'MapValues'
  readonly mapper: ValueMapper<unknown>
}

/**
 * `flatMap`: zero or more new records.
 * @category Building topologies
 * @since 0.1.0
 */
export interface FlatMapSpec {
  readonly _tag: 'FlatMap'
  readonly mapper: KeyValueMapper<Iterable<KeyValue<unknown, unknown>>>
}

/**
 * `flatMapValues`: zero or more new values.
 * @category Building topologies
 * @since 0.1.0
 */
export interface FlatMapValuesSpec {
  readonly _tag: 'FlatMapValues'
  readonly mapper: ValueMapper<Iterable<unknown>>
}

/**
 * `peek`: an action, then forward.
 * @category Building topologies
 * @since 0.1.0
 */
export interface PeekSpec {
  readonly _tag: 'Peek'
  readonly action: ForeachAction
}

/**
 * `foreach`: an action, a terminal node.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ForeachSpec {
  readonly _tag: 'Foreach'
  readonly action: ForeachAction
}

/**
 * `print`: `[label]: mapped` per record.
 * @category Building topologies
 * @since 0.1.0
 */
export interface PrintSpec {
  readonly _tag: 'Print'
  readonly label: string
  readonly mapper: KeyValueMapper<string> | undefined
}

/**
 * Forwards every record unchanged (merge, table pass-throughs).
 * @category Building topologies
 * @since 0.1.0
 */
export interface PassThroughSpec {
  readonly _tag: 'PassThrough'
}

/**
 * Drops null keys in front of a repartition sink.
 * @category Building topologies
 * @since 0.1.0
 */
export interface RepartitionFilterSpec {
  readonly _tag: 'RepartitionFilter'
}

/**
 * `split`: the first matching predicate picks the child.
 * @category Building topologies
 * @since 0.1.0
 */
export interface BranchSpec {
  readonly _tag: 'Branch'
  readonly predicates: readonly Predicate[]
  /** Child names, one per predicate, plus the default branch last when there is one. */
  readonly childNames: readonly string[]
}

/**
 * `process` / `processValues`: a user processor per task.
 * @category Building topologies
 * @since 0.1.0
 */
export interface ProcessSpec {
  readonly _tag: 'Process'
  readonly supplier: ProcessorSupplier<unknown, unknown, unknown, unknown>
  readonly fixedKey: boolean
}
