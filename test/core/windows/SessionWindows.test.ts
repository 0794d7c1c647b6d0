import { describe, expect, it } from 'vitest'
import { SessionWindows } from '../../../src/core/windows/SessionWindows.js'
import { errorOf } from '../../dsl/options/errorOf.js'

describe('SessionWindows', () => {
  it('carries the inactivity gap and grace', () => {
    const noGrace = SessionWindows.ofInactivityGapWithNoGrace(300_000)
    expect([noGrace._tag, noGrace.inactivityGap(), noGrace.gracePeriodMs()]).toEqual([
      'SessionWindows',
      300_000,
      0,
    ])
    const w = SessionWindows.ofInactivityGapAndGrace(5, 7)
    expect([w.inactivityGap(), w.gracePeriodMs()]).toEqual([5, 7])
  })

  it('rejects a gap that is not positive and a negative grace', () => {
    expect(errorOf(() => SessionWindows.ofInactivityGapWithNoGrace(0))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'inactivityGap',
    })
    expect(errorOf(() => SessionWindows.ofInactivityGapAndGrace(-3, 0))).toMatchObject({
      argument: 'inactivityGap',
    })
    expect(errorOf(() => SessionWindows.ofInactivityGapAndGrace(3, -1))).toMatchObject({ argument: 'grace' })
  })
})
