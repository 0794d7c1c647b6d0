import type { StreamAggregateSpec } from '../../graph/specs/AggregateSpecs.js'
import type { Fold, Initializer } from '../../graph/specs/Callback.js'
import { Record } from '../../core/processorApi/Record.js'
import { change } from '../Change.js'
import type { AnyProcessor, ProcessorFactory, ProcessorHooks } from '../ProcessorFactory.js'
import { TableStore } from './TableStore.js'
import { orNull } from './nullable.js'

export type { StreamAggregateSpec } from '../../graph/specs/AggregateSpecs.js'

/** The parameters shared by stream aggregations (`count`, `reduce`, `aggregate`, non-windowed cogroup). */
export interface StreamAggregation {
  readonly storeName: string
  readonly initializer: Initializer | undefined
  readonly aggregator: Fold
  readonly reduce: boolean
  readonly sendOldValues: boolean
}

/**
 * The processor of a stream aggregation, as Kafka Streams' `KStreamAggregate` / `KStreamReduce`: records with a
 * null key or a null value are dropped, counted and logged (for `count`, `aggregate`, `reduce` and every input of a
 * non-windowed cogroup alike); the aggregate's timestamp is the largest of the record's and the previous
 * aggregate's.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamAggregation = (spec: StreamAggregation, hooks: ProcessorHooks): AnyProcessor => {
  const { initializer, aggregator: aggregate, aggregator: reducer } = spec
  let table: TableStore | undefined
  return {
    init: (c) => {
      table = new TableStore(c, spec.storeName, spec.sendOldValues)
    },
    process: (record) => {
      const { key, value } = record
      if (key === null || key === undefined || value === null || value === undefined) {
        hooks.recordDropped('Skipping record due to null key or value.')
        return
      }
      const t = table as TableStore
      const old = t.store.get(key)
      let result: unknown
      let timestamp = record.timestamp
      if (old === undefined) {
        result = spec.reduce ? value : aggregate(key, value, initializer?.())
      } else {
        result = spec.reduce ? reducer(old.value, value) : aggregate(key, value, old.value)
        timestamp = Math.max(timestamp, old.timestamp)
      }
      // one record out (withValue then withTimestamp would make two)
      const out = new Record(key, change(orNull(result), orNull(old?.value)), timestamp, record.headers)
      t.update(out, result)
    },
  }
}

/**
 * `count`, `reduce` and `aggregate` on a grouped stream.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamAggregateProcessor: ProcessorFactory<StreamAggregateSpec> = (spec, hooks) =>
  streamAggregation(spec, hooks)
