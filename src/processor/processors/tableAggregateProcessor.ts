import type { ProcessorSpec } from '../../graph/ProcessorSpec.js'
import { change, type Change } from '../Change.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import { InvalidRecordError } from './InvalidRecordError.js'
import { orNull } from './nullable.js'
import { TableStore } from './TableStore.js'

const present = (v: unknown): boolean => v !== null && v !== undefined

/**
 * `count`, `reduce` and `aggregate` on a grouped KTable, as Kafka Streams' `KTableAggregate` / `KTableReduce`:
 * subtracts the old value first, then adds the new one; the timestamp is the largest of the record's and the
 * previous aggregate's whenever the previous aggregate takes part.
 * @category constructors
 * @since 0.1.0
 */
export const tableAggregateProcessor: ProcessorFactory<Extract<ProcessorSpec, { _tag: 'TableAggregate' }>> = (
  spec,
) => {
  const initializer = spec.initializer as (() => unknown) | undefined
  const add = spec.adder as (...args: unknown[]) => unknown
  const remove = spec.subtractor as (...args: unknown[]) => unknown
  const apply = (fn: (...args: unknown[]) => unknown, key: unknown, value: unknown, agg: unknown): unknown =>
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
          result = spec.reduce
            ? input.newValue
            : apply(add, key, input.newValue, (initializer as () => unknown)())
        }
        if (old !== undefined && (present(intermediate) || !spec.reduce))
          timestamp = Math.max(timestamp, old.timestamp)
      }
      t.put(key, result, timestamp)
      t.forwarder.maybeForward(record.withValue(change(orNull(result), oldAgg)).withTimestamp(timestamp))
    },
  }
}
