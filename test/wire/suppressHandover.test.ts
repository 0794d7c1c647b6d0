import { describe, expect, it } from 'vitest'
import type { CatalogueRecord } from './catalogueHandover.js'
import { suppressInput, suppressPrograms, suppressResult } from './suppressHandover.js'

const input = (key: string, value: string, timestamp: number): CatalogueRecord => ({
  topic: 'input',
  key,
  value,
  timestamp,
})

describe('the suppress handover reference', () => {
  it('window close: a window is emitted once stream time reaches its end plus grace, with its final count', () => {
    const records = [
      input('a', 'v', 2),
      input('b', 'v', 5),
      input('a', 'v', 12), // closes the window at 0
      input('a', 'v', 13),
      input('b', 'v', 21),
      input('b', 'v', 22), // closes the window at 10
    ]
    const result = suppressResult('suppress-window-close', [records], 1)
    expect(result.output).toEqual(
      new Map([
        ['a@0', '1'],
        ['b@0', '1'],
        ['a@10', '2'],
      ]),
    )
    // newest window start 20, retention 12: the windows from 9 on
    expect(result.store).toEqual({
      name: 'closing-counts',
      kind: 'window',
      entries: new Map([
        ['a@10', '2'],
        ['b@20', '2'],
      ]),
    })
  })

  it('time limit: a key keeps its first buffer time, takes later values, and is emitted 10 ms after it', () => {
    const records = [
      input('a', 'x', 0),
      input('b', 'y', 3),
      input('a', 'z', 5),
      input('c', 'w', 11), // a is due (buffered at 0), with its latest value
      input('b', 'u', 14), // b is due (buffered at 3): its own update comes first
    ]
    const result = suppressResult('suppress-time-limit', [records], 1)
    expect(result.output).toEqual(
      new Map([
        ['a', 'z'],
        ['b', 'u'],
      ]),
    )
    expect(result.store.entries).toEqual(
      new Map([
        ['a', 'z'],
        ['b', 'u'],
        ['c', 'w'],
      ]),
    )
  })

  it('names what a part emits from what an earlier part left buffered', () => {
    const parts = [[input('a', 'x', 0), input('b', 'y', 1)], [input('a', 'z', 11)]]
    const result = suppressResult('suppress-time-limit', parts, 1)
    // a's own update comes first, b is due with its value from part 0
    expect(result.output).toEqual(
      new Map([
        ['a', 'z'],
        ['b', 'y'],
      ]),
    )
    expect(result.fromBuffer).toEqual(['b'])
  })

  it.each(suppressPrograms)(
    '%s: the handover input emits in both parts, and after it what the first side left buffered',
    (program) => {
      const base = 1_700_000_000_000
      const parts = [0, 1].map((part) => suppressInput(program, part, base))
      for (const records of parts)
        expect(records.map((r) => r.timestamp)).toEqual(records.map((r) => r.timestamp).sort((a, b) => a - b))
      const first = suppressResult(program, parts.slice(0, 1), 2)
      const both = suppressResult(program, parts, 2)
      expect(first.output.size).toBeGreaterThan(0)
      expect(both.output).not.toEqual(first.output)
      expect(both.fromBuffer.length).toBeGreaterThan(0)
      for (const key of both.fromBuffer) expect(first.output.get(key)).not.toBe(both.output.get(key))
      expect(both.store.entries.size).toBeGreaterThan(0)
    },
  )
})
