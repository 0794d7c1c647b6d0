import type { StreamStreamSelfJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { WindowStore } from '../../state/WindowStore.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import { readAll } from './readAll.js'

export type { StreamStreamSelfJoinSpec } from '../../graph/specs/JoinSpecs.js'

/**
 * An inner join of a stream with itself over one window store (`single.store.self.join`), as Kafka Streams'
 * `KStreamKStreamSelfJoin`: produces exactly what the two-store inner join would, in the same order: first the
 * record as the left side against the stored records, then as the right side, with the record's join with
 * itself placed where timestamp order puts it (and left out once it is older than the store's retention).
 * @category Building topologies
 * @since 0.1.0
 */
export const streamStreamSelfJoinProcessor: ProcessorFactory<StreamStreamSelfJoinSpec> = (spec, hooks) => {
  const windows = spec.windows
  const joiner = spec.joiner
  const retention = windows.size() + windows.gracePeriodMs()
  let context: ProcessorContext<unknown, unknown> | undefined
  let store: WindowStore<unknown, unknown> | undefined
  let streamTime = -1
  return {
    init: (c) => {
      context = c
      store = c.getStateStore<WindowStore<unknown, unknown>>(spec.storeName)
    },
    process: (record) => {
      const { key, value } = record
      if (key === null || key === undefined || value === null || value === undefined) {
        hooks.recordDropped('Skipping record due to null key or value.')
        return
      }
      const c = context as ProcessorContext<unknown, unknown>
      const s = store as WindowStore<unknown, unknown>
      const ts = record.timestamp
      const self = record.withValue(joiner(value, value, key))
      streamTime = Math.max(streamTime, ts)
      const emitSelf = ts > streamTime - retention + 1
      for (const other of readAll(
        s.fetch(key, Math.max(0, ts - windows.beforeMs), Math.max(0, ts + windows.afterMs)),
      )) {
        c.forward(record.withValue(joiner(value, other.value, key)).withTimestamp(Math.max(ts, other.key)))
      }
      let selfEmitted = false
      for (const other of readAll(
        s.fetch(key, Math.max(0, ts - windows.afterMs), Math.max(0, ts + windows.beforeMs)),
      )) {
        if (ts < Math.max(ts, other.key) && !selfEmitted && emitSelf) {
          selfEmitted = true
          c.forward(self)
        }
        c.forward(record.withValue(joiner(other.value, value, key)).withTimestamp(Math.max(ts, other.key)))
      }
      if (!selfEmitted && emitSelf) c.forward(self)
    },
  }
}
