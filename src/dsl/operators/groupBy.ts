import { requireArguments } from '../internal/requireArguments.js'
import type { PairMapper } from '../../graph/specs/Callback.js'
import { operate } from '../internal/operate.js'
import { KGroupedStream } from '../KGroupedStream.js'
import { KGroupedTable } from '../KGroupedTable.js'
import type { KeyValue } from '../../core/KeyValue.js'
import { KTable } from '../KTable.js'
import { Grouped, type GroupedSpec } from '../options/Grouped.js'
import type { SerdePair } from '../options/SerdePair.js'
import type { UnaryFunction } from '../Pipeable.js'
import type { KeyOf, StreamOrTable, ValueOf } from '../types.js'
import { processorNode } from '../internal/processorNode.js'

/**
 * What `groupBy` on `H` gives, when the selector returns `R`.
 * @category Building topologies
 */
export type GroupedBy<H, R> =
  H extends KTable<unknown, unknown>
    ? R extends KeyValue<infer KR, infer VR>
      ? KGroupedTable<KR, VR>
      : never
    : KGroupedStream<R, ValueOf<H>>

/**
 * A `Grouped` (or plain serdes) of any key and value type. Serde types are invariant, so the grouping options of
 * `groupBy` are checked loosely rather than through the selector's inferred result.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGrouped = Grouped<any, any> | SerdePair<any, any>

/**
 * Groups by a new key for an aggregation.
 * - On a stream, `selector(key, value)` returns the new key; the stream is repartitioned before aggregating.
 * - On a table, `selector(key, value)` returns the new key and value (`KeyValue.pair`); the table's updates are
 *   repartitioned by the new key, sending old values so aggregates can subtract them.
 * @example
 * lines.pipe(groupBy((key, word) => word, Grouped.with(Serdes.string(), Serdes.string())), count())
 * table.pipe(groupBy((key, value) => KeyValue.pair(value.region, value.amount)), count())
 * @category Operators
 * @since 0.1.0
 */
export function groupBy<H extends StreamOrTable, R>(
  selector: (key: KeyOf<H>, value: ValueOf<H>) => R,
  grouped?: AnyGrouped,
): UnaryFunction<H, GroupedBy<H, R>>
export function groupBy(
  selector: PairMapper,
  grouped?: Grouped<unknown, unknown> | SerdePair<unknown, unknown>,
): UnaryFunction<never, unknown> {
  requireArguments('groupBy', ['keySelector', 'grouped?'], [selector, grouped])
  return (source: StreamOrTable) => {
    const s = source.state
    const spec: GroupedSpec<unknown, unknown> = Grouped.from(grouped)
    const table = source instanceof KTable
    return operate(s.graph, {
      name: { named: spec.name, prefix: table ? 'KTABLE-SELECT-' : 'KSTREAM-KEY-SELECT-' },
      node: processorNode(
        table ? { _tag: 'TableSelect', selector } : { _tag: 'SelectKey', mapper: selector },
        { ...(table ? { forcesOldValuesOf: [s.nodeId] } : { keyChanging: true }) },
      ),
      parents: [s.nodeId],
      handle: (node) => {
        const state = {
          graph: s.graph,
          nodeId: node.id,
          name: node.name,
          keySerde: spec.keySerde,
          valueSerde: spec.valueSerde ?? (table ? undefined : s.valueSerde),
          sourceNodes: s.sourceNodes,
          repartitionRequired: true,
          groupedName: spec.name,
        }
        return table ? new KGroupedTable(state) : new KGroupedStream(state)
      },
    })
  }
}
