import type { SessionWindows } from '../../core/windows/SessionWindows.js'
import type { SessionStore } from '../../state/SessionStore.js'
import type { Window } from '../../core/windows/Window.js'
import { type Windowed, windowed } from '../../core/windows/Windowed.js'
import type { AnyProcessor, ProcessorHooks } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { foldOf, mergerOf } from './aggregation.js'
import { configMs } from './configMs.js'
import { EMIT_INTERVAL_WINDOWED_AGGREGATION, EmitFinalTracker } from './EmitFinalTracker.js'
import { forwardFinal } from './forwardFinal.js'
import { PendingSessions } from './PendingSessions.js'
import { readAll } from './readAll.js'
import { SessionForwarder } from './SessionForwarder.js'
import { dropExpired } from './windowDrops.js'
import type { WindowedAggregateParams } from './WindowedAggregateParams.js'

/**
 * A session-window aggregation, as Kafka Streams' `KStreamSessionWindowAggregate`: a record opens the session
 * `[t, t]` and merges every session of its key within the inactivity gap (their aggregates combined with the
 * merger; each merged session is removed and a tombstone forwarded for it); the result is forwarded with the
 * session end as timestamp. Null keys are dropped; so is a record whose merged session ends before stream time
 * minus grace and gap. With `emitOnWindowClose`, only sessions that closed are emitted, in order of their end
 * (tracked in {@link PendingSessions}).
 * @category Building topologies
 * @since 0.1.0
 */
export const sessionWindowAggregate = (
  params: WindowedAggregateParams,
  hooks: ProcessorHooks,
): AnyProcessor => {
  const windows = params.windows as SessionWindows
  const gap = windows.inactivityGap()
  const { initialize, fold } = foldOf(params)
  const merge = mergerOf(params, fold)
  const tracker = new EmitFinalTracker(configMs(hooks, EMIT_INTERVAL_WINDOWED_AGGREGATION, 1000))
  let context: ProcessorContext<unknown, unknown> | undefined
  let store: SessionStore<unknown, unknown> | undefined
  let forwarder: SessionForwarder | undefined
  let streamTime = -1
  const pending = new PendingSessions()

  const emitFinal = (record: Record<unknown, unknown>, closeTime: number): void => {
    const c = context as ProcessorContext<unknown, unknown>
    if (!tracker.shouldEmit(c.currentSystemTimeMs(), closeTime)) return
    const upper = closeTime - 1
    const lower = Math.max(0, tracker.lastEmitCloseTime)
    if (upper < 0 || upper < lower) return
    const closed = pending.takeEndingIn(lower, upper)
    forwardFinal(
      c,
      record,
      closed.map((r) => ({ key: r.key, value: r.value, timestamp: r.key.window.end })),
    )
    tracker.lastEmitCloseTime = closeTime
  }

  return {
    init: (c) => {
      context = c
      store = c.getStateStore<SessionStore<unknown, unknown>>(params.storeName)
      if (!params.emitOnWindowClose) forwarder = new SessionForwarder(store, c, params.sendOldValues)
      else for (const row of readAll(store.fetch(undefined, undefined))) pending.put(row.key, row.value)
    },
    process: (record) => {
      if (record.key === null || record.key === undefined) {
        hooks.recordDropped('Skipping record due to null key.')
        return
      }
      const s = store as SessionStore<unknown, unknown>
      const ts = record.timestamp
      streamTime = Math.max(streamTime, ts)
      const closeTime = streamTime - windows.gracePeriodMs() - gap
      const merged = readAll(s.findSessions(record.key, ts - gap, ts + gap))
      let window: Window = { start: ts, end: ts }
      let agg = initialize()
      for (const session of merged) {
        agg = merge(record.key, agg, session.value)
        window = {
          start: Math.min(window.start, session.key.window.start),
          end: Math.max(window.end, session.key.window.end),
        }
      }
      if (window.end < closeTime) {
        dropExpired(hooks, ts, `[${window.start},${window.end}]`, closeTime, streamTime)
      } else {
        if (window.start !== ts || window.end !== ts) {
          for (const session of merged) {
            s.remove(session.key)
            pending.remove(session.key)
            forwarder?.maybeForward(session.key, null, session.value)
          }
        }
        agg = fold(record.key, record.value, agg)
        const key: Windowed<unknown> = windowed(record.key, window)
        s.put(key, agg)
        if (params.emitOnWindowClose) pending.put(key, agg)
        forwarder?.maybeForward(key, agg, null)
      }
      if (params.emitOnWindowClose) emitFinal(record, closeTime)
    },
  }
}
