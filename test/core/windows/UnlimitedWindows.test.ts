import { describe, expect, it } from 'vitest'
import { END_OF_TIME, UnlimitedWindows } from '../../../src/core/windows/UnlimitedWindows.js'
import { errorOf } from '../../dsl/options/errorOf.js'

describe('UnlimitedWindows', () => {
  it('has one window from its start to the end of time', () => {
    const w = UnlimitedWindows.of().startOn(1000)
    expect(w.startMs).toBe(1000)
    expect([...w.windowsFor(1000).entries()]).toEqual([[1000, { start: 1000, end: END_OF_TIME }]])
    expect([...w.windowsFor(5_000_000).values()]).toEqual([{ start: 1000, end: END_OF_TIME }])
    expect(w.windowsFor(999).size).toBe(0)
    expect(UnlimitedWindows.of().windowsFor(0).size).toBe(1)
    expect(w.size()).toBe(END_OF_TIME)
    expect(w.gracePeriodMs()).toBe(0)
  })

  it('rejects a negative start', () => {
    expect(errorOf(() => UnlimitedWindows.of().startOn(-1))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'startOn',
    })
  })
})
