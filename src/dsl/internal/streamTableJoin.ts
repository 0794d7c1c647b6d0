import type { UserFunction } from '../../graph/ProcessorSpec.js'
import { InvalidTopologyError } from '../../errors/TopologyError.js'
import type { GlobalKTable } from '../GlobalKTable.js'
import { KStream } from '../KStream.js'
import type { KTable } from '../KTable.js'
import { Joined, type JoinedSpec } from '../options/Joined.js'
import type { JoinSerdes } from '../options/JoinSerdes.js'
import { operate } from './operate.js'
import { repartitionForJoin } from './repartitionForJoin.js'

/**
 * A stream-table join (Kafka Streams' `doStreamTableJoin`): the stream is repartitioned first if its key changed
 * (topic named after the `Joined` name, else the stream), stream and table are co-partitioned, and the join
 * processor reads the table through its value getter (which may materialize the table's source).
 * @category constructors
 * @since 0.1.0
 */
export const streamTableJoin = (
  stream: KStream<unknown, unknown>,
  table: KTable<unknown, unknown>,
  left: boolean,
  joiner: UserFunction,
  joined: Joined<unknown, unknown, unknown> | JoinSerdes<unknown, unknown, unknown> | undefined,
): KStream<unknown, unknown> => {
  const spec: JoinedSpec<unknown, unknown, unknown> = Joined.from(joined)
  if (spec.gracePeriodMs !== undefined) {
    throw new InvalidTopologyError(
      `Join ${spec.name ?? 'of ' + stream.state.name}: a grace period needs a versioned KTable, which Tributary ` +
        `does not support yet; remove Joined.withGracePeriod.`,
      spec.name ?? stream.state.name,
    )
  }
  const source = stream.state.repartitionRequired
    ? repartitionForJoin(stream, spec.name ?? stream.state.name, spec.keySerde, spec.valueSerde)
    : stream
  const s = source.state
  const sourceNodes = [...new Set([...s.sourceNodes, ...table.state.sourceNodes])]
  s.graph.copartition(sourceNodes)
  return operate(s.graph, {
    name: { named: spec.name, prefix: left ? 'KSTREAM-LEFTJOIN-' : 'KSTREAM-JOIN-' },
    node: (name) => ({
      _tag: 'StreamTableJoin',
      name,
      left,
      joiner,
      tableNode: table.state.nodeId,
      needsGetterOf: [table.state.nodeId],
    }),
    parents: [s.nodeId],
    handle: (node) =>
      new KStream({
        graph: s.graph,
        nodeId: node.id,
        name: node.name,
        keySerde: spec.keySerde ?? s.keySerde,
        valueSerde: undefined,
        sourceNodes,
        repartitionRequired: false,
      }),
  })
}

/**
 * A stream-global table join: `keySelector(key, value)` picks the table key for each record; no repartition and
 * no co-partitioning are needed. Kafka Streams names both the inner and the left variant `KSTREAM-LEFTJOIN-`.
 * @category constructors
 * @since 0.1.0
 */
export const streamGlobalTableJoin = (
  stream: KStream<unknown, unknown>,
  table: GlobalKTable<unknown, unknown>,
  left: boolean,
  keySelector: UserFunction,
  joiner: UserFunction,
  named: string | undefined,
): KStream<unknown, unknown> => {
  const s = stream.state
  return operate(s.graph, {
    name: { named, prefix: 'KSTREAM-LEFTJOIN-' },
    node: (name) => ({
      _tag: 'Processor',
      name,
      spec: { _tag: 'StreamGlobalTableJoin', left, joiner, keySelector, storeName: table.storeName },
      connectStores: [],
      addStores: [],
    }),
    parents: [s.nodeId],
    handle: (node) => new KStream({ ...s, nodeId: node.id, name: node.name, valueSerde: undefined }),
  })
}
