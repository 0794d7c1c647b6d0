import { change } from '../Change.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import type { TimestampedWindowStore } from '../../state/WindowStore.js'
import { readAll } from './readAll.js'
import { TimestampedForwarder } from './TimestampedForwarder.js'

/** A closed window's final result: its windowed key, aggregate and result timestamp. */
export interface FinalResult {
  readonly key: unknown
  readonly value: unknown
  readonly timestamp: number
}

/**
 * Forwards the final results of closed windows (`emitStrategy(onWindowClose)`) as `Change(value, null)`, with the
 * headers of the record whose stream time closed them.
 * @example
 * forwardFinal(context, record, rows.map((r) => ({ key: r.key, value: r.value.value, timestamp: r.value.timestamp })))
 * @category Building topologies
 * @since 0.1.0
 */
export const forwardFinal = (
  context: ProcessorContext<unknown, unknown>,
  trigger: Record<unknown, unknown>,
  results: readonly FinalResult[],
): void => {
  for (const r of results) {
    context.forward(trigger.withKey(r.key).withValue(change(r.value, null)).withTimestamp(r.timestamp))
  }
}

/**
 * Forwards the final results of the windows of a timestamped window store that start in `[from, to]`, with the
 * result timestamp each window holds.
 * @category Building topologies
 * @since 0.1.0
 */
export const forwardFinalWindows = (
  context: ProcessorContext<unknown, unknown>,
  trigger: Record<unknown, unknown>,
  store: TimestampedWindowStore<unknown, unknown>,
  from: number,
  to: number,
): void =>
  forwardFinal(
    context,
    trigger,
    readAll(store.fetchAll(from, to)).map((r) => ({
      key: r.key,
      value: r.value.value,
      timestamp: r.value.timestamp,
    })),
  )

/**
 * The timestamped window store of a windowed aggregation and, unless it only emits final results, the forwarder
 * of its updates.
 * @category Building topologies
 * @since 0.1.0
 */
export const windowAggregationStore = (
  context: ProcessorContext<unknown, unknown>,
  params: {
    readonly storeName: string
    readonly emitOnWindowClose: boolean
    readonly sendOldValues: boolean
  },
): {
  readonly store: TimestampedWindowStore<unknown, unknown>
  readonly forwarder: TimestampedForwarder | undefined
} => {
  const store = context.getStateStore<TimestampedWindowStore<unknown, unknown>>(params.storeName)
  return {
    store,
    forwarder: params.emitOnWindowClose
      ? undefined
      : new TimestampedForwarder(store, context, params.sendOldValues),
  }
}
