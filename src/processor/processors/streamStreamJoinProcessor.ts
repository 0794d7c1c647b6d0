import type { StreamStreamJoinSpec } from '../../graph/specs/JoinSpecs.js'
import type { KeyValueStore } from '../../state/KeyValueStore.js'
import type { WindowStore } from '../../state/WindowStore.js'
import type { ProcessorFactory } from '../ProcessorFactory.js'
import type { ProcessorContext } from '../../core/processorApi/ProcessorContext.js'
import type { Record } from '../../core/processorApi/Record.js'
import { configMs } from './configMs.js'
import { EMIT_INTERVAL_OUTER_JOIN } from './EmitFinalTracker.js'
import { joinTimeTrackerFor, type JoinTimeTracker } from './JoinTimeTracker.js'
import type { LeftOrRightValue } from './LeftOrRightValue.js'
import { readAll } from './readAll.js'
import type { TimestampedKeyAndJoinSide } from './TimestampedKeyAndJoinSide.js'

export type { StreamStreamJoinSpec } from '../../graph/specs/JoinSpecs.js'

type OuterStore = KeyValueStore<TimestampedKeyAndJoinSide<unknown>, readonly LeftOrRightValue[]>
/**
 * One side of a windowed stream-stream join, as Kafka Streams' `KStreamKStreamJoin` (left side for `this`, right
 * side for `other`): records with a null key or value are dropped (a left/outer side forwards a null-key record
 * unmatched at once); each record joins the other side's window store within the join window, results stamped
 * with the larger timestamp. Left and outer joins avoid spurious results: an unmatched record waits in the shared
 * outer store, a later match removes it, and once stream time passes its window end plus grace it is emitted with
 * a null partner, oldest first.
 * @category Building topologies
 * @since 0.1.0
 */
export const streamStreamJoinProcessor: ProcessorFactory<StreamStreamJoinSpec> = (spec, hooks) => {
  const windows = spec.windows
  const isLeft = spec.side === 'this'
  const user = spec.joiner
  /** Joins this side's value with the other side's, in the user's (left, right) order. */
  const join = (key: unknown, thisValue: unknown, otherValue: unknown): unknown =>
    isLeft ? user(thisValue, otherValue, key) : user(otherValue, thisValue, key)
  const before = isLeft ? windows.beforeMs : windows.afterMs
  const after = isLeft ? windows.afterMs : windows.beforeMs
  const grace = windows.gracePeriodMs()
  let context: ProcessorContext<unknown, unknown> | undefined
  let otherStore: WindowStore<unknown, unknown> | undefined
  let outerStore: OuterStore | undefined
  let tracker: JoinTimeTracker | undefined

  const emitNonJoined = (
    c: ProcessorContext<unknown, unknown>,
    store: OuterStore,
    t: JoinTimeTracker,
    record: Record<unknown, unknown>,
  ): void => {
    const none = t.minTime === Number.MAX_SAFE_INTEGER && after + grace > 0
    if (!none && t.minTime + after + grace >= t.streamTime) return
    const now = c.currentSystemTimeMs()
    if (now < t.nextTimeToEmit) return
    t.nextTimeToEmit = now + t.emitIntervalMs
    t.minTime = Number.MAX_SAFE_INTEGER
    let leftOpen = false
    let rightOpen = false
    const emitted: TimestampedKeyAndJoinSide<unknown>[] = []
    const iterator = store.all()
    try {
      scan: while (iterator.hasNext()) {
        const { key: waiting, value: values } = iterator.next()
        for (const value of values) {
          t.minTime = waiting.timestamp
          if (leftOpen && rightOpen) break scan
          const lookBack = waiting.leftSide ? windows.afterMs : windows.beforeMs
          if (t.minTime + lookBack + grace >= t.streamTime) {
            if (waiting.leftSide) leftOpen = true
            else rightOpen = true
            continue
          }
          const left = value._tag === 'Left' ? value.value : null
          const right = value._tag === 'Right' ? value.value : null
          c.forward(
            record
              .withKey(waiting.key)
              .withValue(user(left, right, waiting.key))
              .withTimestamp(waiting.timestamp),
          )
          if (emitted.at(-1) !== waiting) emitted.push(waiting)
        }
      }
    } finally {
      iterator.close()
    }
    for (const key of emitted) store.put(key, null)
  }

  return {
    init: (c) => {
      context = c
      otherStore = c.getStateStore<WindowStore<unknown, unknown>>(spec.otherStore)
      const interval = configMs(hooks, EMIT_INTERVAL_OUTER_JOIN, 1000)
      if (spec.outerStore !== undefined) {
        const store = c.getStateStore<OuterStore>(spec.outerStore)
        outerStore = store
        tracker = joinTimeTrackerFor(store, interval)
      } else {
        tracker = joinTimeTrackerFor({}, interval)
      }
    },
    process: (record) => {
      const c = context as ProcessorContext<unknown, unknown>
      const t = tracker as JoinTimeTracker
      const ts = record.timestamp
      t.advanceStreamTime(ts)
      const nullKey = record.key === null || record.key === undefined
      const nullValue = record.value === null || record.value === undefined
      if (spec.outer && nullKey && !nullValue) {
        c.forward(record.withValue(join(record.key, record.value, null)))
        return
      }
      if (nullKey || nullValue) {
        hooks.recordDropped('Skipping record due to null key or value.')
        return
      }
      if (outerStore !== undefined && ts === t.streamTime) emitNonJoined(c, outerStore, t, record)
      const from = Math.max(0, ts - before)
      const to = Math.max(0, ts + after)
      const matches = readAll((otherStore as WindowStore<unknown, unknown>).fetch(record.key, from, to))
      for (const match of matches) {
        if (outerStore !== undefined) {
          const waiting = { key: record.key, timestamp: match.key, leftSide: !isLeft }
          if (outerStore.get(waiting) !== undefined) outerStore.delete(waiting)
        }
        c.forward(
          record
            .withValue(join(record.key, record.value, match.value))
            .withTimestamp(Math.max(ts, match.key)),
        )
      }
      if (!spec.outer || matches.length > 0) return
      if (outerStore === undefined || to < t.streamTime) {
        c.forward(record.withValue(join(record.key, record.value, null)))
      } else {
        t.updateMinTime(ts)
        const waiting = { key: record.key, timestamp: ts, leftSide: isLeft }
        const value: LeftOrRightValue = isLeft
          ? { _tag: 'Left', value: record.value }
          : { _tag: 'Right', value: record.value }
        outerStore.put(waiting, [...(outerStore.get(waiting) ?? []), value])
      }
    },
  }
}
