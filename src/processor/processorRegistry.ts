import type { ProcessorSpec } from '../graph/ProcessorSpec.js'
import type { ProcessorFactory } from './ProcessorFactory.js'
import { branchProcessor } from './processors/branchProcessor.js'
import { cogroupAggregateProcessor } from './processors/cogroupAggregateProcessor.js'
import { filterProcessor } from './processors/filterProcessor.js'
import { flatMapProcessor } from './processors/flatMapProcessor.js'
import { flatMapValuesProcessor } from './processors/flatMapValuesProcessor.js'
import { foreachProcessor } from './processors/foreachProcessor.js'
import { mapProcessor } from './processors/mapProcessor.js'
import { foreignKeyJoinProcessor } from './processors/foreignKeyJoinProcessor.js'
import { joinWindowProcessor } from './processors/joinWindowProcessor.js'
import { streamGlobalTableJoinProcessor } from './processors/streamGlobalTableJoinProcessor.js'
import { streamStreamJoinProcessor } from './processors/streamStreamJoinProcessor.js'
import { streamStreamSelfJoinProcessor } from './processors/streamStreamSelfJoinProcessor.js'
import { streamTableJoinProcessor } from './processors/streamTableJoinProcessor.js'
import { suppressProcessor } from './processors/suppressProcessor.js'
import { tableTableJoinProcessor } from './processors/tableTableJoinProcessor.js'
import { tableTableJoinMergeProcessor } from './processors/tableTableJoinMergeProcessor.js'
import { windowedAggregateProcessor } from './processors/windowedAggregateProcessor.js'
import { mapValuesProcessor } from './processors/mapValuesProcessor.js'
import { passThroughProcessor } from './processors/passThroughProcessor.js'
import { peekProcessor } from './processors/peekProcessor.js'
import { printProcessor } from './processors/printProcessor.js'
import { processProcessor } from './processors/processProcessor.js'
import { repartitionFilterProcessor } from './processors/repartitionFilterProcessor.js'
import { selectKeyProcessor } from './processors/selectKeyProcessor.js'
import { streamAggregateProcessor } from './processors/streamAggregateProcessor.js'
import { tableAggregateProcessor } from './processors/tableAggregateProcessor.js'
import { tableFilterProcessor } from './processors/tableFilterProcessor.js'
import { tableMapValuesProcessor } from './processors/tableMapValuesProcessor.js'
import { tableSelectProcessor } from './processors/tableSelectProcessor.js'
import { tableSourceProcessor } from './processors/tableSourceProcessor.js'
import { tableToStreamProcessor } from './processors/tableToStreamProcessor.js'

/**
 * The processor of every {@link ProcessorSpec} kind, keyed by `_tag`. The type lists every kind, so a new kind is
 * a compile error here until it gets an entry; `undefined` marks a kind without a processor yet, which a task
 * rejects when it is built (`UnsupportedProcessorError` naming the node).
 * @category Building topologies
 * @since 0.1.0
 */
export type ProcessorRegistry = {
  readonly [T in ProcessorSpec['_tag']]: ProcessorFactory<Extract<ProcessorSpec, { _tag: T }>> | undefined
}

/**
 * Every processor this runtime has. Windowed aggregations, suppression and joins add their entries here.
 * @category Building topologies
 * @since 0.1.0
 */
export const processorRegistry: ProcessorRegistry = {
  Filter: filterProcessor,
  Map: mapProcessor,
  SelectKey: selectKeyProcessor,
  MapValues: mapValuesProcessor,
  FlatMap: flatMapProcessor,
  FlatMapValues: flatMapValuesProcessor,
  Peek: peekProcessor,
  Foreach: foreachProcessor,
  Print: printProcessor,
  PassThrough: passThroughProcessor,
  RepartitionFilter: repartitionFilterProcessor,
  Branch: branchProcessor,
  Process: processProcessor,
  StreamAggregate: streamAggregateProcessor,
  WindowedAggregate: windowedAggregateProcessor,
  CogroupAggregate: cogroupAggregateProcessor,
  TableSource: tableSourceProcessor,
  TableFilter: tableFilterProcessor,
  TableMapValues: tableMapValuesProcessor,
  TableToStream: tableToStreamProcessor,
  TableSelect: tableSelectProcessor,
  TableAggregate: tableAggregateProcessor,
  TableTableJoin: tableTableJoinProcessor,
  TableTableJoinMerge: tableTableJoinMergeProcessor,
  Suppress: suppressProcessor,
  JoinWindow: joinWindowProcessor,
  StreamStreamJoin: streamStreamJoinProcessor,
  StreamStreamSelfJoin: streamStreamSelfJoinProcessor,
  StreamTableJoin: streamTableJoinProcessor,
  StreamGlobalTableJoin: streamGlobalTableJoinProcessor,
  ForeignKeyJoin: foreignKeyJoinProcessor,
}

/**
 * The factory for one spec, typed by its kind (`undefined` when the kind has no processor yet).
 * @category Building topologies
 * @since 0.1.0
 */
export const factoryFor = <S extends ProcessorSpec>(spec: S): ProcessorFactory<S> | undefined =>
  processorRegistry[spec._tag] as ProcessorFactory<S> | undefined
