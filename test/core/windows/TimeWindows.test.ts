import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TimeWindows } from '../../../src/core/windows/TimeWindows.js'
import { errorOf } from '../../dsl/options/errorOf.js'

const starts = (w: TimeWindows, ts: number): number[] => [...w.windowsFor(ts).keys()]

describe('TimeWindows', () => {
  it('tumbling windows: one window [n*size, (n+1)*size) per timestamp', () => {
    const w = TimeWindows.ofSizeWithNoGrace(100)
    expect(w.size()).toBe(100)
    expect(w.advanceMs).toBe(100)
    expect(w.gracePeriodMs()).toBe(0)
    expect([...w.windowsFor(0).entries()]).toEqual([[0, { start: 0, end: 100 }]])
    expect([...w.windowsFor(99).values()]).toEqual([{ start: 0, end: 100 }])
    expect([...w.windowsFor(100).values()]).toEqual([{ start: 100, end: 200 }])
    expect([...w.windowsFor(1_700_000_000_123).values()]).toEqual([
      { start: 1_700_000_000_100, end: 1_700_000_000_200 },
    ])
  })

  it('hopping windows: every window whose start is a multiple of advance and that contains the timestamp', () => {
    const w = TimeWindows.ofSizeAndGrace(100, 20).advanceBy(30)
    expect(w.gracePeriodMs()).toBe(20)
    expect(starts(w, 0)).toEqual([0])
    expect(starts(w, 29)).toEqual([0])
    expect(starts(w, 30)).toEqual([0, 30])
    expect(starts(w, 95)).toEqual([0, 30, 60, 90])
    expect(starts(w, 99)).toEqual([0, 30, 60, 90])
    expect(starts(w, 100)).toEqual([30, 60, 90])
    expect([...w.windowsFor(100).values()]).toEqual([
      { start: 30, end: 130 },
      { start: 60, end: 160 },
      { start: 90, end: 190 },
    ])
    expect(starts(TimeWindows.ofSizeWithNoGrace(10).advanceBy(3), 10)).toEqual([3, 6, 9])
    expect(starts(TimeWindows.ofSizeWithNoGrace(10).advanceBy(10), 10)).toEqual([10])
  })

  it('gives no window to a negative timestamp, as Kafka', () => {
    expect(TimeWindows.ofSizeWithNoGrace(10).windowsFor(-1).size).toBe(0)
    expect(TimeWindows.ofSizeWithNoGrace(10).advanceBy(5).windowsFor(-5).size).toBe(0)
  })

  it('agrees with the definition for any size, advance and timestamp', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (size, rawAdvance, ts) => {
          const advance = Math.min(size, rawAdvance)
          const expected: number[] = []
          for (let start = 0; start <= ts; start += advance) {
            if (ts < start + size) expected.push(start)
          }
          const windows = TimeWindows.ofSizeWithNoGrace(size).advanceBy(advance).windowsFor(ts)
          expect([...windows.keys()]).toEqual(expected)
          for (const [start, window] of windows) expect(window).toEqual({ start, end: start + size })
        },
      ),
    )
  })

  it('is immutable', () => {
    const tumbling = TimeWindows.ofSizeWithNoGrace(100)
    tumbling.advanceBy(10)
    expect(tumbling.advanceMs).toBe(100)
  })

  it('rejects a size that is not positive, negative grace and an advance outside (0, size]', () => {
    expect(errorOf(() => TimeWindows.ofSizeWithNoGrace(0))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'size',
    })
    expect(errorOf(() => TimeWindows.ofSizeWithNoGrace(-5))).toMatchObject({ argument: 'size' })
    expect(errorOf(() => TimeWindows.ofSizeWithNoGrace(1.5))).toMatchObject({ argument: 'size' })
    expect(errorOf(() => TimeWindows.ofSizeAndGrace(10, -1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'grace',
    })
    const w = TimeWindows.ofSizeWithNoGrace(10)
    expect(errorOf(() => w.advanceBy(0))).toMatchObject({ _tag: 'InvalidArgument', argument: 'advance' })
    expect(errorOf(() => w.advanceBy(-1))).toMatchObject({ argument: 'advance' })
    expect(errorOf(() => w.advanceBy(11))).toMatchObject({ argument: 'advance' })
    expect(errorOf(() => w.advanceBy(Number.NaN))).toMatchObject({ argument: 'advance' })
  })
})
