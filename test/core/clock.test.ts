import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../src/core/clock.js'

describe('ManualClock', () => {
  it('fires due timers in time order and skips cancelled ones', () => {
    const clock = new ManualClock(100)
    const fired: string[] = []
    clock.setTimeout(() => fired.push('b'), 20)
    clock.setTimeout(() => fired.push('a'), 10)
    clock.setTimeout(() => fired.push('never'), 15).cancel()
    clock.advance(15)
    expect(fired).toEqual(['a'])
    expect(clock.now()).toBe(115)
    clock.advance(5)
    expect(fired).toEqual(['a', 'b'])
  })
})
