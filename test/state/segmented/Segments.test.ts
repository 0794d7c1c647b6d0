import { describe, expect, it } from 'vitest'
import { Segments } from '../../../src/state/segmented/Segments.js'

describe('Segments', () => {
  it('uses Kafka Streams default segment interval max(retention / 2, 60s)', () => {
    expect(Segments.defaultInterval(3_600_000)).toBe(1_800_000)
    expect(Segments.defaultInterval(100_000)).toBe(60_000)
    expect(Segments.defaultInterval(0)).toBe(60_000)
  })

  it('expires rows at or before streamTime - retention and drops whole segments below the oldest live one', () => {
    const s = new Segments(100, 50)
    expect(s.observe(10)).toBe(true)
    expect(s.observe(60)).toBe(true)
    expect(s.observe(160)).toBe(true)
    expect(s.segmentIds).toEqual([0, 1, 3])
    expect(s.isExpired(60)).toBe(true)
    expect(s.isExpired(61)).toBe(false)
    expect(s.earliestLiveTime).toBe(61)
    expect(s.observe(20)).toBe(false)
    expect(s.takeExpired()).toEqual([0])
    expect(s.segmentIds).toEqual([1, 3])
  })

  it('searches only existing live segments of a time range', () => {
    const s = new Segments(1000, 100)
    for (const t of [0, 250, 900, 1500]) s.observe(t)
    expect(s.search(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toEqual([9, 15])
    expect(s.search(0, 1000)).toEqual([9])
  })

  it('clones independently, for abort', () => {
    const s = new Segments(1000, 100)
    s.observe(100)
    const c = s.clone()
    s.observe(5000)
    expect(c.observedStreamTime).toBe(100)
    expect(c.segmentIds).toEqual([1])
  })

  it('puts negative times in negative segments', () => {
    const s = new Segments(1000, 100)
    expect(s.segmentId(-1)).toBe(-1)
    expect(s.observe(-150)).toBe(true)
    expect(s.segmentIds).toEqual([-2])
  })
})
