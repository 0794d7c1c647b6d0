import { describe, expect, it } from 'vitest'
import { SlidingWindows } from '../../../src/core/windows/SlidingWindows.js'
import { errorOf } from '../../dsl/options/errorOf.js'

describe('SlidingWindows', () => {
  it('carries the time difference and grace', () => {
    const noGrace = SlidingWindows.ofTimeDifferenceWithNoGrace(10_000)
    expect(noGrace.timeDifferenceMs()).toBe(10_000)
    expect(noGrace.gracePeriodMs()).toBe(0)
    const w = SlidingWindows.ofTimeDifferenceAndGrace(10_000, 2_000)
    expect([w._tag, w.timeDifferenceMs(), w.gracePeriodMs()]).toEqual(['SlidingWindows', 10_000, 2_000])
    expect(SlidingWindows.ofTimeDifferenceWithNoGrace(0).timeDifferenceMs()).toBe(0)
  })

  it('rejects a negative time difference or grace', () => {
    expect(errorOf(() => SlidingWindows.ofTimeDifferenceWithNoGrace(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'timeDifference',
    })
    expect(errorOf(() => SlidingWindows.ofTimeDifferenceAndGrace(10, -1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'grace',
    })
  })
})
