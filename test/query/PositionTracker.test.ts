import { describe, expect, it } from 'vitest'
import { PositionTracker } from '../../src/query/PositionTracker.js'

describe('PositionTracker', () => {
  it('keeps the highest processed offset per topic-partition, apart from the committed snapshot', () => {
    const t = new PositionTracker()
    t.advance('in', 0, 4)
    t.advance('in', 0, 2)
    t.advance('in', 1, 7)
    expect(t.position().toMap()).toEqual({ in: { 0: 4, 1: 7 } })
    expect(t.committed().isEmpty()).toBe(true)
    const snapshot = t.position()
    t.advance('in', 0, 9)
    t.markCommitted(snapshot)
    expect(t.committed().toMap()).toEqual({ in: { 0: 4, 1: 7 } })
    expect(t.position().toMap()).toEqual({ in: { 0: 9, 1: 7 } })
  })

  it('seeds a restored partition once, just before the first offset read, and never from offset 0', () => {
    const t = new PositionTracker()
    t.seed('in', 0, 0)
    t.seed('in', 0, 1)
    expect(t.knows('in', 0)).toBe(true)
    expect(t.position().isEmpty()).toBe(true)
    t.seed('in', 1, 10)
    t.seed('in', 1, 11)
    expect(t.position().toMap()).toEqual({ in: { 1: 9 } })
    expect(t.committed().toMap()).toEqual({ in: { 1: 9 } })
  })

  it('moves both positions up to a restored offset, never down', () => {
    const t = new PositionTracker()
    t.restoredTo('in', 0, 5)
    t.restoredTo('in', 0, 3)
    t.restoredTo('in', 1, 0)
    expect(t.position().toMap()).toEqual({ in: { 0: 4 } })
    expect(t.committed().toMap()).toEqual({ in: { 0: 4 } })
    t.advance('in', 0, 8)
    t.restoredTo('in', 0, 7)
    expect(t.position().toMap()).toEqual({ in: { 0: 8 } })
    expect(t.committed().toMap()).toEqual({ in: { 0: 6 } })
  })
})
