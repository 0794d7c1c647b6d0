import type { KeyValueMapper, ValueJoiner } from '../../../graph/specs/Callback.js'
import type { JoinKind } from '../../../graph/specs/JoinSpecs.js'
import type { GlobalKTable } from '../../GlobalKTable.js'
import { KStream } from '../../KStream.js'
import { Named } from '../../options/Named.js'
import { operate } from '../operate.js'
import { processorNode } from '../processorNode.js'

/**
 * The stream-global table join: `keySelector(key, value)` picks the table key for each record; no repartition and
 * no co-partitioning are needed. Kafka Streams names both the inner and the left variant `KSTREAM-LEFTJOIN-`.
 * @example
 * streamGlobalTableJoin('left', orders, products, (k, order) => order, (order, product) => product)
 * @category Building topologies
 * @since 0.1.0
 */
export const streamGlobalTableJoin = (
  kind: JoinKind,
  stream: KStream<unknown, unknown>,
  table: GlobalKTable<unknown, unknown>,
  keySelector: KeyValueMapper<unknown>,
  joiner: ValueJoiner,
  named?: Named | string,
): KStream<unknown, unknown> => {
  const s = stream.state
  return operate(s.graph, {
    name: { named: Named.from(named), prefix: 'KSTREAM-LEFTJOIN-' },
    node: processorNode({
      _tag: 'StreamGlobalTableJoin',
      left: kind === 'left',
      joiner,
      keySelector,
      storeName: table.storeName,
    }),
    parents: [s.nodeId],
    handle: (node) => new KStream({ ...s, nodeId: node.id, name: node.name, valueSerde: undefined }),
  })
}
