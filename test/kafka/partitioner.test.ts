import { describe, expect, it } from 'vitest'
import { murmur2, partitionForKey } from '../../src/kafka/partitioner.js'

describe('murmur2', () => {
  it("matches the Java client's hash values", () => {
    const cases: [string, number][] = [
      ['21', -973932308],
      ['foobar', -790332482],
      ['a-little-bit-long-string', -985981536],
      ['a-little-bit-longer-string', -1486304829],
      ['lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8', -58897971],
      ['abc', 479470107],
    ]
    for (const [text, hash] of cases) expect(murmur2(Buffer.from(text))).toBe(hash)
  })

  it('picks a partition in range', () => {
    for (let i = 0; i < 200; i++) {
      const p = partitionForKey(Buffer.from(`key-${i}`), 7)
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThan(7)
    }
  })
})
