import type { StreamTableJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { ValueJoiner } from '../../graph/specs/Callback.js'
import type { AnyProcessor, ProcessorFactory, ProcessorHooks } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { tableValueGetter, type TableValueGetter } from './tableValueGetter.js'

export type { StreamTableJoinSpec } from '../../graph/specs/JoinSpecs.js'

/** What a stream-table or stream-globalTable join needs: the lookup key of a record and the table to read. */
export interface StreamTableLookup {
  readonly left: boolean
  readonly joiner: ValueJoiner
  readonly keyOf: (key: unknown, value: unknown) => unknown
  readonly getter: (context: ProcessorContext<unknown, unknown>) => TableValueGetter
}

/**
 * The processor of stream-table and stream-globalTable joins, as Kafka Streams' `KStreamKTableJoinProcessor`:
 * a record whose lookup key or value is null is dropped (counted and logged), except that a left join forwards a
 * null-key record with a null table value; otherwise the record joins the table's current value for its lookup
 * key (an inner join forwards only when there is one), keeping the record's key and timestamp.
 * @category constructors
 * @since 0.1.0
 */
export const streamTableLookupJoin = (lookup: StreamTableLookup, hooks: ProcessorHooks): AnyProcessor => {
  const joiner = lookup.joiner
  let context: ProcessorContext<unknown, unknown> | undefined
  let getter: TableValueGetter | undefined
  return {
    init: (c) => {
      context = c
      getter = lookup.getter(c)
    },
    process: (record) => {
      const { key, value } = record
      const lookupKey = lookup.keyOf(key, value)
      const nullValue = value === null || value === undefined
      const nullKey = key === null || key === undefined
      const nullLookup = lookupKey === null || lookupKey === undefined
      if (!(lookup.left && nullKey && !nullValue) && (nullLookup || nullValue)) {
        hooks.recordDropped('Skipping record due to null join key or value.')
        return
      }
      const found = nullLookup ? undefined : (getter as TableValueGetter)(lookupKey)
      if (lookup.left || found !== undefined) {
        ;(context as ProcessorContext<unknown, unknown>).forward(
          record.withValue(joiner(value, found?.value ?? null, key)),
        )
      }
    },
  }
}

/**
 * `join` / `leftJoin` of a stream with a table on the record key.
 * @category constructors
 * @since 0.1.0
 */
export const streamTableJoinProcessor: ProcessorFactory<StreamTableJoinSpec> = (spec, hooks) =>
  streamTableLookupJoin(
    {
      left: spec.left,
      joiner: spec.joiner,
      keyOf: (key) => key,
      getter: (c) => tableValueGetter(c, spec.tableGetter, 'StreamTableJoin'),
    },
    hooks,
  )
