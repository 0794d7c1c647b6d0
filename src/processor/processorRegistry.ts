import type { ProcessorSpec } from '../graph/ProcessorSpec.js'
import type { ProcessorFactory } from './ProcessorFactory.js'
import { branch } from './processors/branch.js'
import { cogroupAggregate } from './processors/cogroupAggregate.js'
import { filter } from './processors/filter.js'
import { flatMap } from './processors/flatMap.js'
import { flatMapValues } from './processors/flatMapValues.js'
import { foreach } from './processors/foreach.js'
import { map } from './processors/map.js'
import { foreignKeyJoin } from './processors/foreignKeyJoin.js'
import { joinWindow } from './processors/joinWindow.js'
import { streamGlobalTableJoin } from './processors/streamGlobalTableJoin.js'
import { streamStreamJoin } from './processors/streamStreamJoin.js'
import { streamStreamSelfJoin } from './processors/streamStreamSelfJoin.js'
import { streamTableJoin } from './processors/streamTableJoin.js'
import { suppress } from './processors/suppress.js'
import { tableTableJoin } from './processors/tableTableJoin.js'
import { tableTableJoinMerge } from './processors/tableTableJoinMerge.js'
import { windowedAggregate } from './processors/windowedAggregate.js'
import { mapValues } from './processors/mapValues.js'
import { passThrough } from './processors/passThrough.js'
import { peek } from './processors/peek.js'
import { print } from './processors/print.js'
import { process } from './processors/process.js'
import { repartitionFilter } from './processors/repartitionFilter.js'
import { selectKey } from './processors/selectKey.js'
import { streamAggregate } from './processors/streamAggregate.js'
import { tableAggregate } from './processors/tableAggregate.js'
import { tableFilter } from './processors/tableFilter.js'
import { tableMapValues } from './processors/tableMapValues.js'
import { tableSelect } from './processors/tableSelect.js'
import { tableSource } from './processors/tableSource.js'
import { tableToStream } from './processors/tableToStream.js'

/**
 * The processor of every {@link ProcessorSpec} kind, keyed by `_tag`. The type lists every kind, so a new kind is
 * a compile error here until it gets an entry; `undefined` marks a kind without a processor yet, which a task
 * rejects when it is built (`UnsupportedProcessorError` naming the node).
 * @category model
 * @since 0.1.0
 */
export type ProcessorRegistry = {
  readonly [T in ProcessorSpec['_tag']]: ProcessorFactory<Extract<ProcessorSpec, { _tag: T }>> | undefined
}

/**
 * Every processor this runtime has. Windowed aggregations, suppression and joins add their entries here.
 * @category constructors
 * @since 0.1.0
 */
export const processorRegistry: ProcessorRegistry = {
  Filter: filter,
  Map: map,
  SelectKey: selectKey,
  MapValues: mapValues,
  FlatMap: flatMap,
  FlatMapValues: flatMapValues,
  Peek: peek,
  Foreach: foreach,
  Print: print,
  PassThrough: passThrough,
  RepartitionFilter: repartitionFilter,
  Branch: branch,
  Process: process,
  StreamAggregate: streamAggregate,
  WindowedAggregate: windowedAggregate,
  CogroupAggregate: cogroupAggregate,
  TableSource: tableSource,
  TableFilter: tableFilter,
  TableMapValues: tableMapValues,
  TableToStream: tableToStream,
  TableSelect: tableSelect,
  TableAggregate: tableAggregate,
  TableTableJoin: tableTableJoin,
  TableTableJoinMerge: tableTableJoinMerge,
  Suppress: suppress,
  JoinWindow: joinWindow,
  StreamStreamJoin: streamStreamJoin,
  StreamStreamSelfJoin: streamStreamSelfJoin,
  StreamTableJoin: streamTableJoin,
  StreamGlobalTableJoin: streamGlobalTableJoin,
  ForeignKeyJoin: foreignKeyJoin,
}

/**
 * The factory for one spec, typed by its kind (`undefined` when the kind has no processor yet).
 * @category destructors
 * @since 0.1.0
 */
export const factoryFor = <S extends ProcessorSpec>(spec: S): ProcessorFactory<S> | undefined =>
  processorRegistry[spec._tag] as ProcessorFactory<S> | undefined
