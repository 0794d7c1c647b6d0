import type { SlidingWindows } from '../../core/windows/SlidingWindows.js'
import type { KeyValue } from '../../core/KeyValue.js'
import { valueAndTimestamp, type ValueAndTimestamp } from '../../state/ValueAndTimestamp.js'
import type { Window } from '../../core/windows/Window.js'
import { type Windowed, windowed } from '../../core/windows/Windowed.js'
import type { TimestampedWindowStore } from '../../state/WindowStore.js'
import { change } from '../Change.js'
import type { AnyProcessor, ProcessorHooks } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { foldOf } from './aggregation.js'
import { configMs } from './configMs.js'
import { EMIT_INTERVAL_WINDOWED_AGGREGATION, EmitFinalTracker } from './EmitFinalTracker.js'
import { forwardFinalWindows, windowAggregationStore } from './forwardFinal.js'
import { readAll } from './readAll.js'
import type { TimestampedForwarder } from './TimestampedForwarder.js'
import { dropExpired } from './windowDrops.js'
import type { WindowedAggregateParams } from './WindowedAggregateParams.js'

type Agg = ValueAndTimestamp<unknown>
type Row = KeyValue<Windowed<unknown>, Agg>

/**
 * A sliding-window aggregation, as Kafka Streams' `KStreamSlidingWindowAggregate`: windows are
 * `[t - difference, t]` (inclusive) and exist only where records are. Each record creates its left window, the
 * right window of itself and of the previous record when they hold records, updates every existing window it
 * falls in, and records earlier than `difference` all share the window `[0, difference]`. Null keys and values
 * are dropped; so are records whose windows all closed (end < stream time - grace).
 * @category Building topologies
 * @since 0.1.0
 */
export const slidingWindowAggregate = (
  params: WindowedAggregateParams,
  hooks: ProcessorHooks,
): AnyProcessor => {
  const windows = params.windows as SlidingWindows
  const diff = windows.timeDifferenceMs()
  const { initialize, fold } = foldOf(params)
  const tracker = new EmitFinalTracker(configMs(hooks, EMIT_INTERVAL_WINDOWED_AGGREGATION, 1000))
  let context: ProcessorContext<unknown, unknown> | undefined
  let store: TimestampedWindowStore<unknown, unknown> | undefined
  let forwarder: TimestampedForwarder | undefined
  let streamTime = -1

  const st = (): TimestampedWindowStore<unknown, unknown> => store as TimestampedWindowStore<unknown, unknown>

  /** Folds the record into `window`, whose current aggregate is `current`, unless the window closed. */
  const update = (
    window: Window,
    current: Agg,
    record: Record<unknown, unknown>,
    closeTime: number,
  ): void => {
    if (window.end < closeTime) {
      dropExpired(hooks, record.timestamp, `[${window.start},${window.end}]`, closeTime, streamTime)
      return
    }
    const oldAgg = current.value
    const newAgg = fold(record.key, record.value, oldAgg)
    const timestamp =
      oldAgg === null || oldAgg === undefined
        ? record.timestamp
        : Math.max(record.timestamp, current.timestamp)
    st().put(
      record.key,
      newAgg === null || newAgg === undefined ? null : valueAndTimestamp(newAgg, timestamp),
      window.start,
    )
    forwardUpdate(record, window, oldAgg, newAgg, timestamp)
  }

  const forwardUpdate = (
    record: Record<unknown, unknown>,
    window: Window,
    oldAgg: unknown,
    newAgg: unknown,
    timestamp: number,
  ): void => {
    const key: Windowed<unknown> = windowed(record.key, window)
    forwarder?.maybeForward(record.withKey(key).withValue(change(newAgg, oldAgg)).withTimestamp(timestamp))
  }

  const windowAt = (start: number): Window => ({ start, end: start + diff })

  const createRightWindowOf = (timestamp: number, agg: Agg, record: Record<unknown, unknown>): void => {
    const window = windowAt(timestamp + 1)
    st().put(record.key, agg, window.start)
    forwardUpdate(record, window, null, agg.value, agg.timestamp)
  }

  const createPreviousRightWindow = (
    start: number,
    record: Record<unknown, unknown>,
    closeTime: number,
  ): void => update(windowAt(start), valueAndTimestamp(initialize(), record.timestamp), record, closeTime)

  const fetch = (record: Record<unknown, unknown>, from: number): Row[] =>
    readAll(st().backwardFetch(record.key, record.key, from, record.timestamp + 1))

  const processEarly = (record: Record<unknown, unknown>, closeTime: number): void => {
    const ts = record.timestamp
    let combined: Row | undefined
    let rightAgg: Agg | undefined
    let rightCreated = false
    let previous: number | undefined
    const starts = new Set<number>()
    for (const row of fetch(record, 0).reverse()) {
      const start = row.key.window.start
      starts.add(start)
      if (start === 0) {
        combined = row
        if (row.value.timestamp < ts) previous = row.value.timestamp
      } else if (start <= ts) {
        rightAgg = row.value
        update(row.key.window, row.value, record, closeTime)
      } else if (start === ts + 1) {
        rightCreated = true
      }
    }
    if (rightAgg === undefined && combined !== undefined && combined.value.timestamp > ts)
      rightAgg = combined.value
    if (!rightCreated && rightAgg !== undefined && rightAgg.timestamp > ts)
      createRightWindowOf(ts, rightAgg, record)
    if (previous !== undefined && !starts.has(previous + 1))
      createPreviousRightWindow(previous + 1, record, closeTime)
    if (combined === undefined) {
      update(windowAt(0), valueAndTimestamp(initialize(), ts), record, closeTime)
    } else {
      update(combined.key.window, combined.value, record, closeTime)
    }
  }

  const processRecord = (record: Record<unknown, unknown>, closeTime: number): void => {
    const ts = record.timestamp
    let leftAgg: Agg | undefined
    let rightAgg: Agg | undefined
    let leftCreated = false
    let rightCreated = false
    let previous: number | undefined
    const starts = new Set<number>()
    for (const row of fetch(record, Math.max(0, ts - 2 * diff))) {
      const start = row.key.window.start
      starts.add(start)
      const end = start + diff
      if (start === ts + 1) {
        rightCreated = true
      } else if (end > ts) {
        rightAgg ??= row.value
        update(row.key.window, row.value, record, closeTime)
      } else if (end === ts) {
        leftCreated = true
        update(row.key.window, row.value, record, closeTime)
        if (row.value.timestamp >= ts) return
        previous = row.value.timestamp
      } else {
        leftAgg = row.value
        previous = row.value.timestamp
        break
      }
    }
    if (previous !== undefined) {
      const start = previous + 1
      if (!starts.has(start) && start + diff >= ts) createPreviousRightWindow(start, record, closeTime)
    }
    if (!leftCreated) {
      const value =
        previous !== undefined && leftAgg !== undefined && ts - diff <= previous
          ? leftAgg.value
          : initialize()
      update({ start: ts - diff, end: ts }, valueAndTimestamp(value, ts), record, closeTime)
    }
    if (!rightCreated && rightAgg !== undefined && rightAgg.timestamp > ts)
      createRightWindowOf(ts, rightAgg, record)
  }

  const emitFinal = (record: Record<unknown, unknown>, closeTime: number): void => {
    const c = context as ProcessorContext<unknown, unknown>
    if (!tracker.shouldEmit(c.currentSystemTimeMs(), closeTime)) return
    const upper = closeTime - diff - 1
    if (upper < 0) return
    const last = tracker.lastEmitCloseTime
    const lower = last === -1 ? 0 : Math.max(0, last - diff)
    forwardFinalWindows(c, record, st(), lower, upper)
    tracker.lastEmitCloseTime = closeTime
  }

  return {
    init: (c) => {
      context = c
      ;({ store, forwarder } = windowAggregationStore(c, params))
    },
    process: (record) => {
      if (
        record.key === null ||
        record.key === undefined ||
        record.value === null ||
        record.value === undefined
      ) {
        hooks.recordDropped('Skipping record due to null key or value.')
        return
      }
      streamTime = Math.max(streamTime, record.timestamp)
      const closeTime = streamTime - windows.gracePeriodMs()
      if (record.timestamp + diff < closeTime) {
        dropExpired(
          hooks,
          record.timestamp,
          `[${record.timestamp},${record.timestamp + diff}]`,
          closeTime,
          streamTime,
        )
        return
      }
      if (record.timestamp < diff) {
        processEarly(record, closeTime)
        return
      }
      processRecord(record, closeTime)
      if (params.emitOnWindowClose) emitFinal(record, closeTime)
    },
  }
}
