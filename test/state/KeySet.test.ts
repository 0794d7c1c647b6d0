import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KeySet } from '../../src/state/internal/KeySet.js'

type Op = { readonly kind: 'add' | 'delete' | 'has' | 'clear'; readonly key: string }

/** Short keys over a tiny alphabet, so runs of probes, growth and backward-shift deletes happen often. */
const key = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000', '\u00ff'), maxLength: 3 })
const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('add', 'add', 'delete', 'delete', 'has', 'clear'),
  key,
})

describe('KeySet', () => {
  it('answers add, delete, has and size exactly as a Set does', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const set = new KeySet()
        const model = new Set<string>()
        for (const { kind, key } of ops) {
          switch (kind) {
            case 'add':
              expect(set.add(key)).toBe(!model.has(key))
              model.add(key)
              break
            case 'delete':
              expect(set.delete(key)).toBe(model.delete(key))
              break
            case 'has':
              expect(set.has(key)).toBe(model.has(key))
              break
            case 'clear':
              set.clear()
              model.clear()
              break
            default: {
              const never: never = kind
              return never
            }
          }
          expect(set.size).toBe(model.size)
        }
        for (const k of model) expect(set.has(k)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps every key through growth and deletes of many keys', () => {
    const set = new KeySet()
    const keys = Array.from({ length: 5000 }, (_, i) => `key-${i}`)
    for (const k of keys) expect(set.add(k)).toBe(true)
    for (let i = 0; i < keys.length; i += 2) expect(set.delete(keys[i] as string)).toBe(true)
    keys.forEach((k, i) => expect(set.has(k)).toBe(i % 2 === 1))
    expect(set.size).toBe(2500)
  })
})
