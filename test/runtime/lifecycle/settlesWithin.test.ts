import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../../src/core/clock.js'
import { settlesWithin } from '../../../src/runtime/lifecycle/settlesWithin.js'

/** A promise settled by hand. */
const deferred = () => {
  let resolve: () => void = () => undefined
  let reject: (e: Error) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('settlesWithin', () => {
  it('is true when the work settles before the timeout, and cancels the timer', async () => {
    const clock = new ManualClock()
    const work = deferred()
    const answer = settlesWithin(work.promise, 100, clock)
    clock.advance(99)
    work.resolve()
    expect(await answer).toBe(true)
  })

  it('is false when the timeout comes first', async () => {
    const clock = new ManualClock()
    const answer = settlesWithin(deferred().promise, 100, clock)
    clock.advance(100)
    expect(await answer).toBe(false)
  })

  it('with a timeout of 0 is true only for work already settled, without waiting for a timer', async () => {
    const clock = new ManualClock()
    const pending = deferred()
    const answer = settlesWithin(pending.promise, 0, clock)
    pending.resolve()
    expect(await answer).toBe(false)
    expect(await settlesWithin(Promise.resolve(), 0, clock)).toBe(true)
  })

  it('waits without limit when no timeout is given, and passes the work’s failure on', async () => {
    const clock = new ManualClock()
    const work = deferred()
    const answer = settlesWithin(work.promise, undefined, clock)
    clock.advance(1_000_000)
    work.reject(new Error('stuck'))
    await expect(answer).rejects.toThrow('stuck')
  })
})
