import type { Window } from '../../core/windows/Window.js'
import type { Windows } from '../../core/windows/Windows.js'
import type { TimestampedWindowStore } from '../../state/WindowStore.js'
import { valueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import { type Windowed, windowed } from '../../core/windows/Windowed.js'
import { change } from '../Change.js'
import type { AnyProcessor, ProcessorHooks } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { foldOf } from './aggregation.js'
import { configMs } from './configMs.js'
import { EMIT_INTERVAL_WINDOWED_AGGREGATION, EmitFinalTracker } from './EmitFinalTracker.js'
import { forwardFinalWindows, windowAggregationStore } from './forwardFinal.js'
import type { TimestampedForwarder } from './TimestampedForwarder.js'
import { dropExpired } from './windowDrops.js'
import type { WindowedAggregateParams } from './WindowedAggregateParams.js'

/**
 * A tumbling or hopping (or unlimited) windowed aggregation, as Kafka Streams' `KStreamWindowAggregate`: drops
 * null keys; folds the value into every window of its timestamp that has not closed (end > stream time - grace),
 * dropping it (counted and logged) for windows that closed; the result timestamp is the largest record timestamp
 * of the window. Emits each update, or with `emitOnWindowClose` only the final result of each window once stream
 * time passes its end plus grace.
 * @category Building topologies
 * @since 0.1.0
 */
export const timeWindowAggregate = (params: WindowedAggregateParams, hooks: ProcessorHooks): AnyProcessor => {
  const windows = params.windows as Windows
  const { initialize, fold } = foldOf(params)
  const tracker = new EmitFinalTracker(configMs(hooks, EMIT_INTERVAL_WINDOWED_AGGREGATION, 1000))
  let context: ProcessorContext<unknown, unknown> | undefined
  let store: TimestampedWindowStore<unknown, unknown> | undefined
  let forwarder: TimestampedForwarder | undefined
  let streamTime = -1

  const emitFinal = (record: Record<unknown, unknown>, closeTime: number): void => {
    const c = context as ProcessorContext<unknown, unknown>
    if (!tracker.shouldEmit(c.currentSystemTimeMs(), closeTime)) return
    const upper = closeTime - windows.size()
    if (upper < 0) return
    const last = tracker.lastEmitCloseTime
    const lower = last === -1 ? 0 : Math.max(0, last - windows.size()) + 1
    if (last !== -1 && sameWindows(windows.windowsFor(upper), windows.windowsFor(lower - 1))) return
    forwardFinalWindows(c, record, store as TimestampedWindowStore<unknown, unknown>, lower, upper)
    tracker.lastEmitCloseTime = closeTime
  }

  return {
    init: (c) => {
      context = c
      ;({ store, forwarder } = windowAggregationStore(c, params))
    },
    process: (record) => {
      if (record.key === null || record.key === undefined) {
        hooks.recordDropped('Skipping record due to null key.')
        return
      }
      const s = store as TimestampedWindowStore<unknown, unknown>
      streamTime = Math.max(streamTime, record.timestamp)
      const closeTime = streamTime - windows.gracePeriodMs()
      for (const [start, window] of windows.windowsFor(record.timestamp)) {
        if (window.end <= closeTime) {
          dropExpired(hooks, record.timestamp, `[${start},${window.end})`, closeTime, streamTime)
          continue
        }
        const old = s.fetch(record.key, start)
        const oldAgg = old === undefined ? initialize() : old.value
        const timestamp = old === undefined ? record.timestamp : Math.max(record.timestamp, old.timestamp)
        const newAgg = fold(record.key, record.value, oldAgg)
        s.put(
          record.key,
          newAgg === null || newAgg === undefined ? null : valueAndTimestamp(newAgg, timestamp),
          start,
        )
        const key: Windowed<unknown> = windowed(record.key, { start, end: window.end })
        forwarder?.maybeForward(
          record.withKey(key).withValue(change(newAgg, oldAgg)).withTimestamp(timestamp),
        )
      }
      if (params.emitOnWindowClose) emitFinal(record, closeTime)
    },
  }
}

const sameWindows = (a: ReadonlyMap<number, Window>, b: ReadonlyMap<number, Window>): boolean =>
  a.size === b.size && [...a].every(([start, w]) => b.get(start)?.end === w.end)
