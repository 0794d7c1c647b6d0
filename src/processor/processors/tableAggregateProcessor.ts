import type { TableAggregateSpec } from '../../graph/specs/TableSpecs.js'
import type { Fold } from '../../graph/specs/Callback.js'
import { change, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { InvalidRecordError } from './InvalidRecordError.js'
import { orNull } from './nullable.js'
import { TableStore } from './TableStore.js'

export type { TableAggregateSpec } from '../../graph/specs/TableSpecs.js'

const present = (v: unknown): boolean => v !== null && v !== undefined

/**
 * `count`, `reduce` and `aggregate` on a grouped KTable, as Kafka Streams' `KTableAggregate` / `KTableReduce`:
 * subtracts the old value first, then adds the new one; the timestamp is the largest of the record's and the
 * previous aggregate's whenever the previous aggregate takes part.
 * @category Building topologies
 * @since 0.1.0
 */
export const tableAggregateProcessor: ProcessorFactory<TableAggregateSpec> = (spec) => {
  const { initializer, adder: add, subtractor: remove } = spec
  const apply = (fn: Fold, key: unknown, value: unknown, agg: unknown): unknown =>
    spec.reduce ? fn(agg, value) : fn(key, value, agg)
  let table: TableStore | undefined
  return {
    init: (c) => {
      table = new TableStore(c, spec.storeName, spec.sendOldValues)
    },
    process: (record) => {
      const key = record.key
      if (key === null || key === undefined) {
        throw new InvalidRecordError(
          `Record key for KTable aggregate operator with state ${spec.storeName} should not be null.`,
        )
      }
      const t = table as TableStore
      const input = record.value as Change<unknown>
      const old = t.store.get(key)
      const oldAgg = orNull(old?.value)
      let timestamp = record.timestamp
      let intermediate = oldAgg
      if (present(input.oldValue) && old !== undefined) {
        intermediate = apply(remove, key, input.oldValue, old.value)
        timestamp = Math.max(timestamp, old.timestamp)
      }
      let result = intermediate
      if (present(input.newValue)) {
        if (present(intermediate)) {
          result = apply(add, key, input.newValue, intermediate)
        } else {
          result = spec.reduce ? input.newValue : apply(add, key, input.newValue, initializer?.())
        }
        if (old !== undefined && (present(intermediate) || !spec.reduce))
          timestamp = Math.max(timestamp, old.timestamp)
      }
      t.update(record.withValue(change(orNull(result), oldAgg)).withTimestamp(timestamp), result)
    },
  }
}
