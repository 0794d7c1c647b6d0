import type { JoinWindowSpec } from '../../graph/specs/JoinSpecs.js'
import type { WindowStore } from '../../state/WindowStore.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'

export type { JoinWindowSpec } from '../../graph/specs/JoinSpecs.js'

/**
 * The windowing step in front of each side of a stream-stream join, as Kafka Streams' `KStreamJoinWindow`:
 * forwards the record, then remembers it in its side's window store (keyed by its timestamp) unless its key is
 * null, since such a record can never match.
 * @category Building topologies
 * @since 0.1.0
 */
export const joinWindowProcessor: ProcessorFactory<JoinWindowSpec> = (spec) => {
  let context: ProcessorContext<unknown, unknown> | undefined
  let store: WindowStore<unknown, unknown> | undefined
  return {
    init: (c) => {
      context = c
      store = c.getStateStore<WindowStore<unknown, unknown>>(spec.storeName)
    },
    process: (record) => {
      ;(context as ProcessorContext<unknown, unknown>).forward(record)
      if (record.key !== null && record.key !== undefined) {
        ;(store as WindowStore<unknown, unknown>).put(record.key, record.value, record.timestamp)
      }
    },
  }
}
