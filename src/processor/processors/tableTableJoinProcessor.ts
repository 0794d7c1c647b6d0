import type { TableTableJoinSpec } from '../../graph/specs/JoinSpecs.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { OUT_OF_ORDER_DROP } from './latestOnly.js'
import { tableValueGetter, type TableValueGetter } from './tableValueGetter.js'

export type { TableTableJoinSpec } from '../../graph/specs/JoinSpecs.js'

const present = (v: unknown): boolean => v !== null && v !== undefined

/**
 * One side of a table-table join, as Kafka Streams' `KTableKTable{Inner,Left,Right,Outer}Join`: each change of
 * this side is joined with the other side's current value (read through its value getter). Inner: nothing without a
 * partner. Left (this side) and outer: a missing partner joins as null; right (the other side of a left join):
 * nothing without this table's row. A change with neither a new nor an old value and no partner is dropped; the
 * result timestamp is the larger of the change's and the partner's. Null keys are dropped, and so is an out-of-order
 * update (`isLatest: false`) when this side's table is versioned (KIP-914); otherwise the flag is passed on.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableTableJoinProcessor: ProcessorFactory<TableTableJoinSpec> = (spec, hooks) => {
  const user = spec.joiner
  const thisSide = spec.side === 'this'
  const join = (key: unknown, value: unknown, other: unknown): unknown =>
    thisSide ? user(value, other, key) : user(other, value, key)
  /** Whether a missing partner still gives a result: this side of left/outer joins, the other side of outer. */
  const keepsUnmatched = spec.join === 'outer' || (spec.join === 'left' && thisSide)
  /** Whether a missing own value still gives a result: the other side of a left join (right join). */
  const keepsMissingSelf = spec.join === 'outer' || (spec.join === 'left' && !thisSide)
  let context: ProcessorContext<unknown, unknown> | undefined
  let getter: TableValueGetter | undefined
  return {
    init: (c) => {
      context = c
      getter = tableValueGetter(c, spec.otherGetter, 'TableTableJoin')
    },
    process: (record) => {
      if (record.key === null || record.key === undefined) {
        hooks.recordDropped('Skipping record due to null key.')
        return
      }
      const input = record.value as Change<unknown>
      if (spec.versionedUpstream === true && !isLatest(input)) {
        hooks.recordDropped(OUT_OF_ORDER_DROP)
        return
      }
      const partner = (getter as TableValueGetter)(record.key)
      const other = partner?.value ?? null
      if (
        partner === undefined &&
        (!keepsUnmatched || (!present(input.newValue) && !present(input.oldValue)))
      )
        return
      const timestamp =
        partner === undefined ? record.timestamp : Math.max(record.timestamp, partner.timestamp)
      const joins = (v: unknown): boolean => present(v) || (keepsMissingSelf && partner !== undefined)
      const newValue = joins(input.newValue) ? join(record.key, input.newValue ?? null, other) : null
      const oldValue =
        spec.sendOldValues && joins(input.oldValue) ? join(record.key, input.oldValue ?? null, other) : null
      ;(context as ProcessorContext<unknown, unknown>).forward(
        record.withValue(change(newValue, oldValue, isLatest(input))).withTimestamp(timestamp),
      )
    },
  }
}
