import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Bytes, prefixUpperBound } from '../../src/state/Bytes.js'
import { SortedKeys } from '../../src/state/internal/SortedKeys.js'

describe('SortedKeys', () => {
  it('keeps keys ordered and unique through leaf splits, deferred adds, bulk merges and removals', () => {
    const op = fc.tuple(
      fc.constantFrom('insert', 'add', 'addAbsent', 'remove', 'read'),
      fc.integer({ min: 0, max: 3000 }),
    )
    fc.assert(
      fc.property(fc.array(op, { minLength: 1000, maxLength: 4000, size: 'max' }), (ops) => {
        const keys = new SortedKeys()
        const model = new Set<string>()
        for (const [kind, n] of ops) {
          const k = n.toString(36).padStart(3, '0')
          if (kind === 'insert') keys.insert(k)
          else if (kind === 'add') keys.add(k)
          else if (kind === 'addAbsent' && !model.has(k)) keys.addAbsent(k)
          else if (kind === 'remove') keys.remove(k)
          if (kind === 'remove') model.delete(k)
          else if (kind !== 'read') model.add(k)
          if (kind === 'read') {
            const at = keys.ceiling(k, false)
            const expected = [...model].sort().find((m) => m >= k)
            expect(at === undefined ? undefined : keys.keyAt(at)).toBe(expected)
          }
        }
        expect([...keys.keys()]).toEqual([...model].sort())
        expect(keys.size).toBe(model.size)
      }),
      { numRuns: 20 },
    )
  }, 60_000)
})

describe('Bytes', () => {
  it('orders as unsigned bytes and finds the end of a prefix', () => {
    const b = (...xs: number[]) => Bytes.wrap(Buffer.from(xs))
    expect(b(0x7f).compareTo(b(0x80))).toBe(-1)
    expect(b(1).compareTo(b(1, 0))).toBe(-1)
    expect(b(0xff).equals(Bytes.fromKey('\u00ff'))).toBe(true)
    expect(Bytes.fromKey('ab').get()).toEqual(Buffer.from('ab'))
    expect(prefixUpperBound('a\u00ff')).toBe('b')
    expect(prefixUpperBound('\u00ff\u00ff')).toBeUndefined()
  })
})
