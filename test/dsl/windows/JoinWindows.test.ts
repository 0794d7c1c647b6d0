import { describe, expect, it } from 'vitest'
import { JoinWindows } from '../../../src/dsl/windows/JoinWindows.js'
import { errorOf } from '../options/errorOf.js'

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
