import type { JoinWindows } from '../core/windows/JoinWindows.js'
import type { ProcessorSpec } from './ProcessorSpec.js'
import type { ProcessorSupplier } from './ProcessorSupplier.js'
import type { UserFunction, ValueJoiner } from './specs/Callback.js'
import type { JoinKind } from './specs/JoinSpecs.js'
import type { TableView } from './specs/TableSpecs.js'
import type { StoreSpec } from './StoreSpec.js'
import type { SinkOptions, SinkTopic } from './SinkOptions.js'
import type { SourceOptions } from './SourceOptions.js'

/**
 * Logical nodes: what the program asked for (intent), not what the topology will hold. Whether a KTable gets a
 * store is decided later, once, by the optimizer's materialization pass (seed 002); lowering then takes the
 * decided parameters without re-deciding anything.
 * @since 0.1.0
 */

/**
 * The materialization a KTable-producing node asked for.
 * - `role` says which rule applies: `source` tables materialize lazily, `aggregation` and `suppress` always,
 *   `join` when a `Materialized` was given, `stateless` (filter, mapValues, ...) only with a queryable name.
 * - `given`: the user passed a `Materialized`; `queryable`: it carries a store name.
 * - `store`: the store to create if the pass decides to materialize (its name is the queryable or generated name).
 * @category Building topologies
 * @since 0.1.0
 */
export interface TableIntent {
  readonly role: 'source' | 'aggregation' | 'join' | 'stateless' | 'suppress'
  readonly given: boolean
  readonly queryable: boolean
  readonly store: StoreSpec | undefined
}

/** Fields every logical node has. */
interface Base {
  /** Build priority: nodes are numbered in creation order, as Java's `buildPriority`. */
  readonly id: number
  /** The name children connect to (a processor, or a repartition source). */
  readonly name: string
  readonly keyChanging?: boolean
  readonly valueChanging?: boolean
  readonly mergeNode?: boolean
  /** KTable-producing nodes: the materialization they asked for. */
  readonly table?: TableIntent
  /** Table nodes whose value getter this node reads (joins). */
  readonly needsGetterOf?: readonly number[]
  /** Table nodes that must send old values to this node (groupBy, left and outer table joins). */
  readonly forcesOldValuesOf?: readonly number[]
  /**
   * Table nodes asked to send old values to this node only if they can without a store added for it (a KTable
   * `filter`, as Java's `KTableFilter` asks its parent when built); this node sends old values when they do.
   */
  readonly probesOldValuesOf?: readonly number[]
}

/**
 * Every logical node kind.
 * @category Building topologies
 * @since 0.1.0
 */
export type LogicalNode =
  | (Base & {
      readonly _tag: 'StreamSource'
      readonly topics: readonly string[] | undefined
      readonly pattern: RegExp | undefined
      readonly source: SourceOptions
    })
  | (Base & {
      readonly _tag: 'TableSource'
      readonly sourceName: string
      readonly topic: string
      readonly source: SourceOptions
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'GlobalTable'
      readonly sourceName: string
      readonly topic: string
      readonly source: SourceOptions
      readonly store: StoreSpec
    })
  | (Base & {
      readonly _tag: 'GlobalStore'
      readonly sourceName: string
      readonly topic: string
      readonly source: SourceOptions
      readonly store: StoreSpec
      readonly supplier: ProcessorSupplier<unknown, unknown, unknown, unknown>
    })
  | (Base & {
      readonly _tag: 'Processor'
      readonly spec: ProcessorSpec
      /** Stores added elsewhere that this processor uses. */
      readonly connectStores: readonly string[]
      /** Stores this node adds (aggregations, suppress, process with stores). */
      readonly addStores: readonly StoreSpec[]
      /** Tables whose value-getter stores this processor connects to (foreign-key join steps). */
      readonly connectGetterOf?: readonly number[]
    })
  | (Base & {
      readonly _tag: 'TableSourceProcessor'
      /** `toTable()`: a KTable source processor fed by a stream. */
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'TableOperation'
      readonly operation: TableView
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'TableAggregate'
      readonly spec: Omit<Extract<ProcessorSpec, { _tag: 'TableAggregate' }>, 'sendOldValues'>
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'StreamAggregate'
      readonly spec:
        | Omit<Extract<ProcessorSpec, { _tag: 'StreamAggregate' }>, 'sendOldValues'>
        | Omit<Extract<ProcessorSpec, { _tag: 'WindowedAggregate' }>, 'sendOldValues'>
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'Repartition'
      /** `optimizable` ones may be merged by `merge.repartition.topics`; `groupedTable` has no filter node. */
      readonly variant: 'optimizable' | 'unoptimizable' | 'groupedTable'
      readonly topic: string
      readonly sinkName: string
      readonly filterName: string | undefined
      readonly keySerde: SourceOptions['keySerde']
      readonly valueSerde: SourceOptions['valueSerde']
      readonly partitions: number | undefined
      readonly partitioner: UserFunction | undefined
    })
  | (Base & {
      readonly _tag: 'StreamStreamJoin'
      readonly join: JoinKind
      readonly joiner: ValueJoiner
      readonly windows: JoinWindows
      readonly thisWindowName: string
      readonly otherWindowName: string
      readonly thisJoinName: string
      readonly otherJoinName: string
      readonly thisStore: StoreSpec
      readonly otherStore: StoreSpec
      readonly outerStore: StoreSpec | undefined
    })
  | (Base & {
      readonly _tag: 'StreamTableJoin'
      readonly left: boolean
      readonly joiner: ValueJoiner
      readonly tableNode: number
      /** With a grace period: its buffer store (a duplicates-keeping `timeOrderedBuffer`, retention = grace). */
      readonly bufferStore?: StoreSpec | undefined
    })
  | (Base & {
      readonly _tag: 'TableTableJoin'
      readonly join: JoinKind
      readonly joiner: ValueJoiner
      readonly thisName: string
      readonly otherName: string
      readonly thisSide: number
      readonly otherSide: number
      readonly thisSideName: string
      readonly otherSideName: string
      readonly table: TableIntent
    })
  | (Base & {
      readonly _tag: 'Sink'
      readonly topic: SinkTopic
      readonly sink: SinkOptions
      /** The topic is an internal topic of the application (foreign-key join subscriptions and responses). */
      readonly internalTopic?: boolean
    })
  | (Base & {
      readonly _tag: 'StateStore'
      readonly store: StoreSpec
    })

/**
 * The tags of logical nodes.
 * @category Building topologies
 * @since 0.1.0
 */
export type LogicalNodeTag = LogicalNode['_tag']

/**
 * Distributes `Omit` over a union, so that node shapes can be written without their `id`.
 * @category Building topologies
 * @since 0.1.0
 */
export type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never
