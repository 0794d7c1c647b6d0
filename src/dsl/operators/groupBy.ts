import type { UserFunction } from '../../topology/ProcessorSpec.js'
import { appendNode } from '../internal/appendNode.js'
import { KGroupedStream } from '../KGroupedStream.js'
import { KGroupedTable } from '../KGroupedTable.js'
import type { KeyValue } from '../KeyValue.js'
import type { KStream } from '../KStream.js'
import { KTable } from '../KTable.js'
import { Grouped, type GroupedSpec } from '../options/Grouped.js'
import type { SerdePair } from '../options/SerdePair.js'
import type { UnaryFunction } from '../Pipeable.js'

/**
 * Groups a stream by a new key, `selector(key, value)`: the stream is repartitioned before the aggregation.
 * @example
 * lines.pipe(groupBy((key, word) => word, Grouped.with(Serdes.string(), Serdes.string())), count())
 * @category operators
 * @since 0.1.0
 */
export function groupBy<K, V, KR>(
  selector: (key: K, value: V) => KR,
  grouped?: Grouped<KR, V> | SerdePair<KR, V>,
): UnaryFunction<KStream<K, V>, KGroupedStream<KR, V>>
/**
 * Re-groups a table: `selector(key, value)` returns the new key and value (`KeyValue.pair`), and the table's
 * updates are repartitioned by the new key (sending old values so aggregates can subtract them).
 * @example
 * table.pipe(groupBy((key, value) => KeyValue.pair(value.region, value.amount)), aggregate(...))
 * @category operators
 * @since 0.1.0
 */
export function groupBy<K, V, KR, VR>(
  selector: (key: K, value: V) => KeyValue<KR, VR>,
  grouped?: Grouped<KR, VR> | SerdePair<KR, VR>,
): UnaryFunction<KTable<K, V>, KGroupedTable<KR, VR>>
export function groupBy(
  selector: UserFunction,
  grouped?: Grouped<unknown, unknown> | SerdePair<unknown, unknown>,
): UnaryFunction<KStream<unknown, unknown> | KTable<unknown, unknown>, unknown> {
  return (source) => {
    const s = source.state
    const spec: GroupedSpec<unknown, unknown> = Grouped.from(grouped)
    const table = source instanceof KTable
    const name = s.graph.names.orElseGenerate(spec.name, table ? 'KTABLE-SELECT-' : 'KSTREAM-KEY-SELECT-')
    const node = appendNode(
      s.graph,
      {
        _tag: 'Processor',
        name,
        spec: table ? { _tag: 'TableSelect', selector } : { _tag: 'SelectKey', mapper: selector },
        connectStores: [],
        addStores: [],
        ...(table ? { forcesOldValuesOf: [s.nodeId] } : { keyChanging: true }),
      },
      [s.nodeId],
    )
    const state = {
      graph: s.graph,
      nodeId: node.id,
      name,
      keySerde: spec.keySerde,
      valueSerde: spec.valueSerde ?? (table ? undefined : s.valueSerde),
      sourceNodes: s.sourceNodes,
      repartitionRequired: true,
      groupedName: spec.name,
    }
    return table ? new KGroupedTable(state) : new KGroupedStream(state)
  }
}
