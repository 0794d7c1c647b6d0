/**
 * The processor behind each physical node, recorded as data: which kind of processor the runtime must create and
 * with which parameters (user callbacks, store names, join sides). Compile time never runs these callbacks.
 * @since 0.1.0
 */

/** A user callback (predicate, mapper, aggregator, ...); the runtime knows its exact shape from the `_tag`. */
export type UserFunction = (...args: never[]) => unknown

/**
 * A step of a table view read through its parent's store (an unmaterialized `filter` or `mapValues`): the value
 * getter applies these, store first, as Kafka Streams chains the value getters of `KTableFilter`/`KTableMapValues`.
 */
export type TableView =
  | { readonly _tag: 'TableFilter'; readonly predicate: UserFunction; readonly negate: boolean }
  | { readonly _tag: 'TableMapValues'; readonly mapper: UserFunction }

/** Kinds of stream-stream and table-table joins. */
export type JoinKind = 'inner' | 'left' | 'outer'

/**
 * Data describing one processor.
 * @example
 * const spec: ProcessorSpec = { _tag: 'Filter', predicate: (k: string) => k !== '', negate: false }
 * @category model
 * @since 0.1.0
 */
export type ProcessorSpec =
  | { readonly _tag: 'Filter'; readonly predicate: UserFunction; readonly negate: boolean }
  | { readonly _tag: 'Map'; readonly mapper: UserFunction }
  | { readonly _tag: 'SelectKey'; readonly mapper: UserFunction }
  | { readonly _tag: 'MapValues'; readonly mapper: UserFunction }
  | { readonly _tag: 'FlatMap'; readonly mapper: UserFunction }
  | { readonly _tag: 'FlatMapValues'; readonly mapper: UserFunction }
  | { readonly _tag: 'Peek'; readonly action: UserFunction }
  | { readonly _tag: 'Foreach'; readonly action: UserFunction }
  | { readonly _tag: 'Print'; readonly label: string; readonly mapper: UserFunction | undefined }
  | { readonly _tag: 'PassThrough' }
  | { readonly _tag: 'RepartitionFilter' }
  | {
      readonly _tag: 'Branch'
      readonly predicates: readonly UserFunction[]
      /** Child names, one per predicate, plus the default branch last when there is one. */
      readonly childNames: readonly string[]
    }
  | { readonly _tag: 'Process'; readonly supplier: unknown; readonly fixedKey: boolean }
  | {
      readonly _tag: 'StreamAggregate'
      readonly storeName: string
      readonly initializer: UserFunction | undefined
      readonly aggregator: UserFunction
      /** `reduce`: no initializer; the first value is the aggregate. */
      readonly reduce: boolean
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'WindowedAggregate'
      readonly windowing: 'time' | 'sliding' | 'session'
      readonly windows: unknown
      readonly storeName: string
      readonly initializer: UserFunction | undefined
      readonly aggregator: UserFunction
      readonly merger: UserFunction | undefined
      readonly reduce: boolean
      readonly emitOnWindowClose: boolean
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'CogroupAggregate'
      readonly windowing: 'none' | 'time' | 'sliding' | 'session'
      readonly windows: unknown
      readonly storeName: string
      readonly initializer: UserFunction
      readonly aggregator: UserFunction
      readonly merger: UserFunction | undefined
      /** Set by lowering when the cogrouped table must send old values (Java's `KTablePassThrough`). */
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'TableSource'
      /** The store the table writes to, or undefined when the table is not materialized. */
      readonly storeName: string | undefined
      readonly sendOldValues: boolean
      /** Global tables and `toTable()` keep their own flavour of the same processor. */
      readonly origin: 'topic' | 'global' | 'stream'
    }
  | {
      readonly _tag: 'TableFilter'
      readonly predicate: UserFunction
      readonly negate: boolean
      readonly storeName: string | undefined
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'TableMapValues'
      readonly mapper: UserFunction
      readonly storeName: string | undefined
      readonly sendOldValues: boolean
    }
  | { readonly _tag: 'TableToStream' }
  | { readonly _tag: 'TableSelect'; readonly selector: UserFunction }
  | {
      readonly _tag: 'TableAggregate'
      readonly storeName: string
      readonly initializer: UserFunction | undefined
      readonly adder: UserFunction
      readonly subtractor: UserFunction
      readonly reduce: boolean
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'TableTableJoin'
      readonly side: 'this' | 'other'
      readonly join: JoinKind
      readonly joiner: UserFunction
      /** Stores behind the other side's value getter. */
      readonly otherStores: readonly string[]
      /** Views between the other side's store and the other side. */
      readonly otherViews: readonly TableView[]
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'TableTableJoinMerge'
      readonly storeName: string | undefined
      readonly sendOldValues: boolean
    }
  | {
      readonly _tag: 'Suppress'
      readonly storeName: string
      readonly suppressed: unknown
      /** `untilWindowCloses`: the grace of the windowed aggregation upstream (plus the gap for sessions); else 0. */
      readonly graceMs: number
    }
  | { readonly _tag: 'JoinWindow'; readonly storeName: string }
  | {
      readonly _tag: 'StreamStreamJoin'
      readonly side: 'this' | 'other'
      readonly outer: boolean
      readonly joiner: UserFunction
      readonly windows: unknown
      readonly otherStore: string
      readonly outerStore: string | undefined
    }
  | {
      readonly _tag: 'StreamStreamSelfJoin'
      readonly joiner: UserFunction
      readonly windows: unknown
      readonly storeName: string
    }
  | {
      readonly _tag: 'StreamTableJoin'
      readonly left: boolean
      readonly joiner: UserFunction
      readonly tableStores: readonly string[]
      /** Views between the table's store and the table. */
      readonly tableViews: readonly TableView[]
    }
  | {
      readonly _tag: 'StreamGlobalTableJoin'
      readonly left: boolean
      readonly joiner: UserFunction
      readonly keySelector: UserFunction
      readonly storeName: string
    }
  | {
      readonly _tag: 'ForeignKeyJoin'
      readonly step:
        'subscriptionSend' | 'subscriptionReceive' | 'subscriptionJoin' | 'foreignTableJoin' | 'resolve'
      readonly params: Readonly<Record<string, unknown>>
    }
