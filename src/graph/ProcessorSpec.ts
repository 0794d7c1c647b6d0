import type {
  CogroupAggregateSpec,
  StreamAggregateSpec,
  WindowedAggregateSpec,
} from './specs/AggregateSpecs.js'
import type {
  ForeignKeyJoinSpec,
  JoinWindowSpec,
  StreamGlobalTableJoinSpec,
  StreamStreamJoinSpec,
  StreamStreamSelfJoinSpec,
  StreamTableJoinSpec,
  TableTableJoinMergeSpec,
  TableTableJoinSpec,
} from './specs/JoinSpecs.js'
import type {
  BranchSpec,
  FilterSpec,
  FlatMapSpec,
  FlatMapValuesSpec,
  ForeachSpec,
  MapSpec,
  MapValuesSpec,
  PassThroughSpec,
  PeekSpec,
  PrintSpec,
  ProcessSpec,
  RepartitionFilterSpec,
  SelectKeySpec,
} from './specs/StatelessSpecs.js'
import type { SuppressSpec } from './specs/SuppressSpec.js'
import type {
  TableAggregateSpec,
  TableFilterSpec,
  TableMapValuesSpec,
  TableSelectSpec,
  TableSourceSpec,
  TableToStreamSpec,
} from './specs/TableSpecs.js'

/**
 * The processor behind each physical node, recorded as data: which kind of processor the runtime must create and
 * with which parameters (user callbacks, store names, join sides). Compile time never runs these callbacks. Each
 * kind's spec lives with its family under `specs/`, its callbacks typed with their real shapes.
 * @since 0.1.0
 */

export type { UserFunction } from './specs/Callback.js'
export type { TableView } from './specs/TableSpecs.js'
export { type TableGetter, getterStores } from './specs/TableGetter.js'
export type { JoinKind } from './specs/JoinSpecs.js'

/**
 * Data describing one processor.
 * @example
 * const spec: ProcessorSpec = { _tag: 'Filter', predicate: (k: string) => k !== '', negate: false }
 * @category Building topologies
 * @since 0.1.0
 */
export type ProcessorSpec =
  | FilterSpec
  | MapSpec
  | SelectKeySpec
  | MapValuesSpec
  | FlatMapSpec
  | FlatMapValuesSpec
  | PeekSpec
  | ForeachSpec
  | PrintSpec
  | PassThroughSpec
  | RepartitionFilterSpec
  | BranchSpec
  | ProcessSpec
  | StreamAggregateSpec
  | WindowedAggregateSpec
  | CogroupAggregateSpec
  | TableSourceSpec
  | TableFilterSpec
  | TableMapValuesSpec
  | TableToStreamSpec
  | TableSelectSpec
  | TableAggregateSpec
  | TableTableJoinSpec
  | TableTableJoinMergeSpec
  | SuppressSpec
  | JoinWindowSpec
  | StreamStreamJoinSpec
  | StreamStreamSelfJoinSpec
  | StreamTableJoinSpec
  | StreamGlobalTableJoinSpec
  | ForeignKeyJoinSpec
