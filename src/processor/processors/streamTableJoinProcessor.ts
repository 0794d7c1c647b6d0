import type { StreamTableJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { ValueJoiner } from '../../graph/specs/Callback.js'
import type { AnyProcessor, ProcessorFactory, ProcessorHooks } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { tableValueGetter, type TableValueGetter } from './tableValueGetter.js'
import type { StreamTableJoinBuffer } from './StreamTableJoinBuffer.js'
import type { Record } from '../../core/processorApi/Record.js'

export type { StreamTableJoinSpec } from '../../graph/specs/JoinSpecs.js'

/** What a stream-table or stream-globalTable join needs: the lookup key of a record and the table to read. */
export interface StreamTableLookup {
  readonly left: boolean
  readonly joiner: ValueJoiner
  readonly keyOf: (key: unknown, value: unknown) => unknown
  readonly getter: (context: ProcessorContext<unknown, unknown>) => TableValueGetter
}

/**
 * The per-record logic of a stream-table lookup join (Kafka Streams' `KStreamKTableJoinProcessor`): records with a
 * null value, or a null lookup key (unless a left join keeps a null-keyed record), are dropped; the rest are looked
 * up in the table as of their own timestamp (a versioned table answers for that time, any other with its latest)
 * and joined, an inner join forwarding only matches. With a grace-period buffer (KIP-923), records wait in it until
 * stream time has passed them by the grace period, and are joined as they leave; a record already older than that
 * is joined at once.
 * @example
 * streamTableLookupJoin({ left: false, joiner, keyOf: (k) => k, getter }, hooks)
 * @category Building topologies
 * @since 0.1.0
 */
export const streamTableLookupJoin = (
  lookup: StreamTableLookup,
  hooks: ProcessorHooks,
  bufferStore?: string,
): AnyProcessor => {
  const joiner = lookup.joiner
  let context: ProcessorContext<unknown, unknown> | undefined
  let getter: TableValueGetter | undefined
  let buffer: StreamTableJoinBuffer | undefined
  const join = (record: Record<unknown, unknown>): void => {
    const { key, value } = record
    const lookupKey = lookup.keyOf(key, value)
    const found =
      lookupKey === null || lookupKey === undefined
        ? undefined
        : (getter as TableValueGetter)(lookupKey, record.timestamp)
    if (lookup.left || found !== undefined) {
      ;(context as ProcessorContext<unknown, unknown>).forward(
        record.withValue(joiner(value, found?.value ?? null, key)),
      )
    }
  }
  return {
    init: (c) => {
      context = c
      getter = lookup.getter(c)
      if (bufferStore !== undefined) buffer = c.getStateStore<StreamTableJoinBuffer>(bufferStore)
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
      if (buffer === undefined || !buffer.put(record)) join(record)
      else buffer.evict(join)
    },
  }
}

export const streamTableJoinProcessor: ProcessorFactory<StreamTableJoinSpec> = (spec, hooks) =>
  streamTableLookupJoin(
    {
      left: spec.left,
      joiner: spec.joiner,
      keyOf: (key) => key,
      getter: (c) => tableValueGetter(c, spec.tableGetter, 'StreamTableJoin'),
    },
    hooks,
    spec.bufferStore,
  )
