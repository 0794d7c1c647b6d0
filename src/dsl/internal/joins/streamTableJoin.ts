import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { ValueJoiner } from '../../../graph/specs/Callback.js'
import { InvalidTopologyError } from '../../../errors/TopologyError.js'
import { KStream } from '../../KStream.js'
import type { KTable } from '../../KTable.js'
import { Joined, type JoinedSpec } from '../../options/Joined.js'
import type { JoinSerdes } from '../../options/JoinSerdes.js'
import { Named } from '../../options/Named.js'
import { operate } from '../operate.js'
import { repartitionForJoin } from './repartitionForJoin.js'

/**
 * The stream-table join on the key (Kafka Streams' `doStreamTableJoin`); a `Named` or plain name stands for
 * `Joined.as(name)`: the stream is repartitioned first if its key changed
 * (topic named after the `Joined` name, else the stream), stream and table are co-partitioned, and the join
 * processor reads the table through its value getter (which may materialize the table's source).
 * @category Building topologies
 * @since 0.1.0
 */
export const streamTableJoin = (
  kind: JoinKind,
  stream: KStream<unknown, unknown>,
  table: KTable<unknown, unknown>,
  joiner: ValueJoiner,
  options?: Joined<unknown, unknown, unknown> | JoinSerdes<unknown, unknown, unknown> | Named | string,
): KStream<unknown, unknown> => {
  const s0 = (t: KTable<unknown, unknown>) => t.state.graph.node(t.state.nodeId)
  const left = kind === 'left'
  const joined =
    options instanceof Named
      ? Joined.as<unknown, unknown, unknown>(options.name)
      : typeof options === 'string'
        ? Joined.as<unknown, unknown, unknown>(options)
        : options
  const spec: JoinedSpec<unknown, unknown, unknown> = Joined.from(joined)
  const grace = spec.gracePeriodMs
  // a table with its own store must be versioned now; one reading an inherited store is checked at build
  const tableStore = s0(table).table?.store
  if (grace !== undefined && tableStore !== undefined && tableStore.kind !== 'versionedKeyValue') {
    throw new InvalidTopologyError(
      `Join ${spec.name ?? 'of ' + stream.state.name}: KTable must be versioned to use a grace period in a stream ` +
        `table join (materialize it with Stores.persistentVersionedKeyValueStore).`,
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
      bufferStore:
        grace === undefined
          ? undefined
          : {
              name: `${name}-Buffer`,
              kind: 'timeOrderedBuffer',
              persistent: false,
              keySerde: spec.keySerde ?? s.keySerde,
              valueSerde: spec.valueSerde ?? s.valueSerde,
              logging: { enabled: true, config: {} },
              caching: false,
              retentionMs: grace,
              retainDuplicates: true,
            },
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
