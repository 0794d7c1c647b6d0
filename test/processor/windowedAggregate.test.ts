import { describe, expect, it } from 'vitest'
import { SessionWindows } from '../../src/core/windows/SessionWindows.js'
import { SlidingWindows } from '../../src/core/windows/SlidingWindows.js'
import { TimeWindows } from '../../src/core/windows/TimeWindows.js'
import { EMIT_INTERVAL_WINDOWED_AGGREGATION } from '../../src/processor/processors/EmitFinalTracker.js'
import { windowedAggregateProcessor } from '../../src/processor/processors/windowedAggregateProcessor.js'
import type { ProcessorSpec } from '../../src/graph/ProcessorSpec.js'
import { ProcessorHarness, rec, testStore, wk } from './processorHarness.js'

type Spec = Extract<ProcessorSpec, { _tag: 'WindowedAggregate' }>

const count = (windowing: Spec['windowing'], windows: unknown, extra: Partial<Spec> = {}): Spec => ({
  _tag: 'WindowedAggregate',
  windowing,
  windows,
  storeName: 'counts',
  initializer: () => 0,
  aggregator: (...args: never[]) => (args[2] as unknown as number) + 1,
  merger:
    windowing === 'session'
      ? (...args: never[]) => (args[1] as unknown as number) + (args[2] as unknown as number)
      : undefined,
  reduce: false,
  emitOnWindowClose: false,
  sendOldValues: false,
  ...extra,
})

const windowStore = (size: number, retention: number) =>
  testStore('counts', 'timestampedWindow', {
    windowSizeMs: size,
    retentionMs: retention,
    retainDuplicates: false,
  })

describe('time windows', () => {
  it('counts per tumbling window, keeps the largest timestamp, drops records of closed windows', async () => {
    const h = await new ProcessorHarness().withStores(windowStore(10_000, 15_000))
    const p = h.start(
      windowedAggregateProcessor(count('time', TimeWindows.ofSizeAndGrace(10_000, 5_000)), h.hooks),
    )
    p.process(rec('a', 'x', 1_000))
    p.process(rec('a', 'x', 3_000))
    p.process(rec('a', 'x', 14_000))
    p.process(rec('a', 'x', 2_000)) // window [0,10000) still open: 10000 > 14000 - 5000
    p.process(rec('a', 'x', 30_000))
    p.process(rec('a', 'x', 4_000)) // closed now
    expect(h.take()).toEqual([
      { key: wk('a', 0, 10_000), value: { new: 1, old: null }, timestamp: 1_000 },
      { key: wk('a', 0, 10_000), value: { new: 2, old: null }, timestamp: 3_000 },
      { key: wk('a', 10_000, 20_000), value: { new: 1, old: null }, timestamp: 14_000 },
      { key: wk('a', 0, 10_000), value: { new: 3, old: null }, timestamp: 3_000 },
      { key: wk('a', 30_000, 40_000), value: { new: 1, old: null }, timestamp: 30_000 },
    ])
    expect(h.dropped).toHaveLength(1)
  })

  it('puts a record in every hopping window and sends old values when asked', async () => {
    const h = await new ProcessorHarness().withStores(windowStore(10_000, 10_000))
    const windows = TimeWindows.ofSizeWithNoGrace(10_000).advanceBy(5_000)
    const p = h.start(windowedAggregateProcessor(count('time', windows, { sendOldValues: true }), h.hooks))
    p.process(rec('a', 'x', 7_000))
    p.process(rec('a', 'x', 8_000))
    expect(h.take()).toEqual([
      { key: wk('a', 0, 10_000), value: { new: 1, old: 0 }, timestamp: 7_000 },
      { key: wk('a', 5_000, 15_000), value: { new: 1, old: 0 }, timestamp: 7_000 },
      { key: wk('a', 0, 10_000), value: { new: 2, old: 1 }, timestamp: 8_000 },
      { key: wk('a', 5_000, 15_000), value: { new: 2, old: 1 }, timestamp: 8_000 },
    ])
  })

  it('drops null keys with a counted reason', async () => {
    const h = await new ProcessorHarness().withStores(windowStore(10_000, 10_000))
    const p = h.start(
      windowedAggregateProcessor(count('time', TimeWindows.ofSizeWithNoGrace(10_000)), h.hooks),
    )
    p.process(rec(null, 'x', 1))
    expect(h.take()).toEqual([])
    expect(h.dropped).toEqual(['Skipping record due to null key.'])
  })

  it('emits only final results on window close, throttled on the wall clock', async () => {
    const h = await new ProcessorHarness({ [EMIT_INTERVAL_WINDOWED_AGGREGATION]: 1000 }).withStores(
      windowStore(10_000, 15_000),
    )
    const spec = count('time', TimeWindows.ofSizeAndGrace(10_000, 5_000), { emitOnWindowClose: true })
    const p = h.start(windowedAggregateProcessor(spec, h.hooks))
    p.process(rec('a', 'x', 1_000))
    p.process(rec('b', 'x', 2_000))
    expect(h.take()).toEqual([])
    p.process(rec('a', 'x', 15_000)) // closes [0,10000) but the throttle holds (wall clock still 0)
    expect(h.take()).toEqual([])
    h.wallClockMs = 1_000
    p.process(rec('a', 'x', 15_001))
    expect(h.take()).toEqual([
      { key: wk('a', 0, 10_000), value: { new: 1, old: null }, timestamp: 1_000 },
      { key: wk('b', 0, 10_000), value: { new: 1, old: null }, timestamp: 2_000 },
    ])
  })
})

describe('sliding windows', () => {
  it('creates left and right windows as Kafka Streams does', async () => {
    const h = await new ProcessorHarness().withStores(windowStore(10_000, 25_000))
    const p = h.start(
      windowedAggregateProcessor(
        count('sliding', SlidingWindows.ofTimeDifferenceAndGrace(10_000, 5_000)),
        h.hooks,
      ),
    )
    p.process(rec('a', 'x', 20_000))
    p.process(rec('a', 'x', 25_000))
    expect(h.take()).toEqual([
      { key: wk('a', 10_000, 20_000), value: { new: 1, old: null }, timestamp: 20_000 },
      { key: wk('a', 20_001, 30_001), value: { new: 1, old: null }, timestamp: 25_000 },
      { key: wk('a', 15_000, 25_000), value: { new: 2, old: null }, timestamp: 25_000 },
    ])
  })

  it('puts early records in the window [0, difference]', async () => {
    const h = await new ProcessorHarness().withStores(windowStore(10_000, 25_000))
    const p = h.start(
      windowedAggregateProcessor(
        count('sliding', SlidingWindows.ofTimeDifferenceWithNoGrace(10_000)),
        h.hooks,
      ),
    )
    p.process(rec('a', 'x', 3_000))
    p.process(rec('a', 'x', 5_000))
    expect(h.take()).toEqual([
      { key: wk('a', 0, 10_000), value: { new: 1, old: null }, timestamp: 3_000 },
      { key: wk('a', 3_001, 13_001), value: { new: 1, old: null }, timestamp: 5_000 },
      { key: wk('a', 0, 10_000), value: { new: 2, old: null }, timestamp: 5_000 },
    ])
  })
})

describe('session windows', () => {
  it('merges sessions within the gap, forwarding tombstones for the merged ones', async () => {
    const h = await new ProcessorHarness().withStores(testStore('counts', 'session', { retentionMs: 15_000 }))
    const p = h.start(
      windowedAggregateProcessor(
        count('session', SessionWindows.ofInactivityGapAndGrace(10_000, 5_000)),
        h.hooks,
      ),
    )
    p.process(rec('a', 'x', 0))
    p.process(rec('a', 'x', 12_000))
    p.process(rec('a', 'x', 6_000))
    expect(h.take()).toEqual([
      { key: wk('a', 0, 0), value: { new: 1, old: null }, timestamp: 0 },
      { key: wk('a', 12_000, 12_000), value: { new: 1, old: null }, timestamp: 12_000 },
      { key: wk('a', 0, 0), value: { new: null, old: null }, timestamp: 0 },
      { key: wk('a', 12_000, 12_000), value: { new: null, old: null }, timestamp: 12_000 },
      { key: wk('a', 0, 12_000), value: { new: 3, old: null }, timestamp: 12_000 },
    ])
  })

  it('drops a record whose session closed', async () => {
    const h = await new ProcessorHarness().withStores(testStore('counts', 'session', { retentionMs: 10_000 }))
    const p = h.start(
      windowedAggregateProcessor(count('session', SessionWindows.ofInactivityGapWithNoGrace(5_000)), h.hooks),
    )
    p.process(rec('a', 'x', 20_000))
    p.process(rec('b', 'x', 1_000))
    expect(h.take()).toHaveLength(1)
    expect(h.dropped).toHaveLength(1)
  })
})
