import { describe, expect, it } from 'vitest'
import { JoinWindows } from '../../../src/core/windows/JoinWindows.js'
import { errorOf } from '../../dsl/options/errorOf.js'

describe('JoinWindows', () => {
  it('is symmetric from a time difference, with or without grace', () => {
    const w = JoinWindows.ofTimeDifferenceWithNoGrace(5_000)
    expect([w._tag, w.beforeMs, w.afterMs, w.size(), w.gracePeriodMs()]).toEqual([
      'JoinWindows',
      5_000,
      5_000,
      10_000,
      0,
    ])
    const g = JoinWindows.ofTimeDifferenceAndGrace(5_000, 1_000)
    expect([g.beforeMs, g.afterMs, g.gracePeriodMs()]).toEqual([5_000, 5_000, 1_000])
  })

  it('moves each bound separately, keeping the others', () => {
    const w = JoinWindows.ofTimeDifferenceAndGrace(100, 10)
    expect([w.before(20).beforeMs, w.before(20).afterMs, w.before(20).gracePeriodMs()]).toEqual([20, 100, 10])
    expect([w.after(0).beforeMs, w.after(0).afterMs, w.after(0).size()]).toEqual([100, 0, 100])
    expect(w.before(-50).size()).toBe(50)
    expect(w.after(-100).size()).toBe(0)
    expect(w.beforeMs).toBe(100)
  })

  it('gives the timestamps of the other side that a record joins, as the Kafka join processors fetch them', () => {
    const w = JoinWindows.ofTimeDifferenceWithNoGrace(100).before(10).after(30)
    expect(w.joinRangeFor(1000, 'left')).toEqual({ start: 990, end: 1030 })
    expect(w.joinRangeFor(1000, 'right')).toEqual({ start: 970, end: 1010 })
    expect(w.joinRangeFor(5, 'left')).toEqual({ start: 0, end: 35 })
    const onlyEarlier = JoinWindows.ofTimeDifferenceWithNoGrace(50).after(-20)
    expect(onlyEarlier.joinRangeFor(10, 'left')).toEqual({ start: 0, end: 0 })
    expect(onlyEarlier.joinRangeFor(100, 'left')).toEqual({ start: 50, end: 80 })
    expect(onlyEarlier.joinRangeFor(100, 'right')).toEqual({ start: 120, end: 150 })
  })

  it('rejects a window whose before + after is negative, and a negative grace', () => {
    expect(errorOf(() => JoinWindows.ofTimeDifferenceWithNoGrace(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'timeDifference',
    })
    const w = JoinWindows.ofTimeDifferenceWithNoGrace(10)
    expect(errorOf(() => w.before(-11))).toMatchObject({ _tag: 'InvalidArgument', argument: 'before' })
    expect(errorOf(() => w.after(-11))).toMatchObject({ _tag: 'InvalidArgument', argument: 'after' })
    expect(errorOf(() => w.after(0.5))).toMatchObject({ argument: 'after' })
    expect(errorOf(() => JoinWindows.ofTimeDifferenceAndGrace(10, -1))).toMatchObject({ argument: 'grace' })
  })
})
