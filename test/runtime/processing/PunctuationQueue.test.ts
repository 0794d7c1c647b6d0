import { describe, expect, it } from 'vitest'
import { PunctuationQueue } from '../../../src/runtime/processing/PunctuationQueue.js'

const fired = (queue: PunctuationQueue, now: number): [string, number][] => {
  const calls: [string, number][] = []
  queue.mayPunctuate(now, (node, ts) => void calls.push([node, ts]))
  return calls
}

describe('PunctuationQueue', () => {
  it('fires once per call with the current time and skips missed punctuations, staying aligned', () => {
    const q = new PunctuationQueue()
    q.schedule('p', 0, 5000, () => undefined)
    expect(fired(q, 0)).toEqual([['p', 0]])
    expect(fired(q, 4999)).toEqual([])
    expect(fired(q, 17_000)).toEqual([['p', 17_000]])
    expect(fired(q, 19_999)).toEqual([])
    expect(fired(q, 20_000)).toEqual([['p', 20_000]])
  })

  it('fires the earliest due punctuator first and forgets cancelled ones', () => {
    const q = new PunctuationQueue()
    q.schedule('late', 300, 1000, () => undefined)
    const early = q.schedule('early', 100, 1000, () => undefined)
    expect(fired(q, 500)).toEqual([
      ['early', 500],
      ['late', 500],
    ])
    early.cancel()
    early.cancel()
    expect(fired(q, 1300)).toEqual([['late', 1300]])
    expect(q.isEmpty).toBe(false)
  })
})
