import type { TableTableJoinMergeSpec } from '../../graph/specs/JoinSpecs.js'
import { change, isLatest, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { TableStore } from './TableStore.js'

export type { TableTableJoinMergeSpec } from '../../graph/specs/JoinSpecs.js'

/**
 * Merges the results of both sides of a table-table join into one KTable, as Kafka Streams'
 * `KTableKTableJoinMerger`: when materialized it writes each new value (a null deletes) and forwards through the
 * store's forwarder; otherwise it forwards the change, without its old value unless old values are sent.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableTableJoinMergeProcessor: ProcessorFactory<TableTableJoinMergeSpec> = (spec) => {
  let context: ProcessorContext<unknown, unknown> | undefined
  let table: TableStore | undefined
  return {
    init: (c) => {
      context = c
      if (spec.storeName !== undefined) table = new TableStore(c, spec.storeName, spec.sendOldValues)
    },
    process: (record) => {
      const input = record.value as Change<unknown>
      if (table !== undefined) {
        table.update(record as Record<unknown, Change<unknown>>, input.newValue)
        return
      }
      ;(context as ProcessorContext<unknown, unknown>).forward(
        spec.sendOldValues ? record : record.withValue(change(input.newValue, null, isLatest(input))),
      )
    },
  }
}
