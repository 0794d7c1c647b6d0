import { describe, expect, it } from 'vitest'
import { partitionForKey } from '../../src/kafka/partitioner.js'
import type { CatalogueRecord } from './catalogueHandover.js'
import { windowedInput, windowedResult } from './windowedHandover.js'

const record = (topic: 'left' | 'right', key: string, value: string, timestamp: number): CatalogueRecord => ({
  topic,
  key,
  value,
  timestamp,
})

const outerJoin = (records: readonly CatalogueRecord[], partitions: number) => {
  const result = windowedResult('stream-stream-outer-join', records, partitions)
  if (result._tag !== 'output') throw new Error('the outer join has an output')
  return result.output
}

describe('the outer join handover reference', () => {
  it('joins within 10 ms; a record joining nothing is emitted with null once stream time is past 12 ms after it', () => {
    const records = [
      record('left', 'a', 'la', 0),
      record('right', 'a', 'ra', 10), // joins la
      record('left', 'b', 'lb', 1),
      record('right', 'c', 'rc', 5),
      record('left', 'd', 'ld', 13), // stream time 13: rc (5 + 12 = 17) still waits, lb (1 + 12 = 13) too
      record('right', 'e', 're', 14), // past lb's 13
    ]
    expect(outerJoin(records, 1)).toEqual(
      new Map([
        ['a', 'la+ra'],
        ['b', 'lb+null'],
      ]),
    )
  })

  it('emits the records part 0 left waiting after part 1 only, all closed by the first record of their partition', () => {
    const base = 1_700_000_000_000
    const [first = [], second = []] = [0, 1].map((part) =>
      windowedInput('stream-stream-outer-join', part, base),
    )
    const before = outerJoin(first, 2)
    const after = outerJoin([...first, ...second], 2)
    expect([...before.values()].some((v) => v.includes('null'))).toBe(false)
    const unjoined = [...after].filter(([, v]) => v.endsWith('+null'))
    expect(unjoined.length).toBeGreaterThan(0)
    const partitionOf = (key: string) => partitionForKey(Buffer.from(key, 'utf8'), 2)
    for (const [key, v] of unjoined) {
      // a left record of part 0, past its window (10 ms) and grace (2 ms) at the first record of its partition in
      // part 1: emitted there, where Kafka Streams' once-a-second throttle lets a restarted join emit
      const waiting = first.find((r) => r.topic === 'left' && r.key === key && v === `${r.value}+null`)
      const closer = second.find((r) => partitionOf(r.key) === partitionOf(key))
      expect(waiting).toBeDefined()
      expect(closer).toBeDefined()
      expect(closer!.timestamp).toBeGreaterThan(waiting!.timestamp + 12)
    }
  })
})
