import type { Change } from '../Change.js'
import type { AnyProcessor } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { TableStore } from './TableStore.js'

/** Emits a KTable change: stores `newValue` (when materialized) and forwards `out`. */
export type EmitChange = (out: Record<unknown, Change<unknown>>, newValue: unknown) => void

/**
 * A KTable processor that may be materialized: `step` computes the change for each record and calls `emit`, which
 * writes the new value to the store and forwards through the {@link TimestampedForwarder} (materialized), or
 * forwards at once (not materialized). `step` also gets the store to read previous values, and the context.
 * @example
 * tableProcessor(spec.storeName, spec.sendOldValues, (record, emit) => emit(record, record.value.newValue))
 * @category Building topologies
 * @since 0.1.0
 */
export const tableProcessor = (
  storeName: string | undefined,
  sendOldValues: boolean,
  step: (
    record: Record<unknown, unknown>,
    emit: EmitChange,
    table: TableStore | undefined,
    context: ProcessorContext<unknown, unknown>,
  ) => void,
): AnyProcessor => {
  let table: TableStore | undefined
  let emit: EmitChange | undefined
  let ctx: ProcessorContext<unknown, unknown> | undefined
  return {
    init: (context) => {
      ctx = context
      const forwarding = context as ProcessorContext<unknown, Change<unknown>>
      if (storeName === undefined) {
        emit = (out) => forwarding.forward(out)
        return
      }
      const t = new TableStore(context, storeName, sendOldValues)
      table = t
      emit = (out, newValue) => t.update(out, newValue)
    },
    process: (record) => step(record, emit as EmitChange, table, ctx as ProcessorContext<unknown, unknown>),
  }
}
