import { describe, expect, it } from 'vitest'
import { JavaTreeSet, javaHashSetOrder, javaSetString, javaStringHash } from '../../src/topology/javaOrder.js'

describe('Java collection orders', () => {
  it("computes Java's String.hashCode", () => {
    expect(javaStringHash('')).toBe(0)
    expect(javaStringHash('a')).toBe(97)
    expect(javaStringHash('hello')).toBe(99162322)
    expect(javaStringHash('KSTREAM-SOURCE-0000000000')).toBe(javaStringHash('KSTREAM-SOURCE-0000000000'))
    expect(javaStringHash('polygenelubricants')).toBe(-2147483648)
  })

  it('iterates a HashSet<String> in bucket order, as the Java goldens print store sets', () => {
    expect(
      javaHashSetOrder(['KSTREAM-OUTERTHIS-0000000004-store', 'KSTREAM-OUTERSHARED-0000000004-store']),
    ).toEqual(['KSTREAM-OUTERTHIS-0000000004-store', 'KSTREAM-OUTERSHARED-0000000004-store'])
    expect(javaHashSetOrder(['either-outer-other-join-store', 'either-outer-shared-join-store'])).toEqual([
      'either-outer-shared-join-store',
      'either-outer-other-join-store',
    ])
    expect(javaSetString([])).toBe('[]')
    expect(javaSetString(['b', 'a', 'b'])).toBe('[a, b]')
  })

  it('keeps, like java.util.TreeSet, the position an element had when inserted even if its key changes later', () => {
    const size = new Map([
      ['x', 1],
      ['y', 2],
    ])
    const set = new JavaTreeSet<string>(
      (a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0) || a.localeCompare(b),
    )
    set.add('x')
    set.add('y')
    size.set('x', 5)
    set.add('z')
    expect([...set]).toEqual(['y', 'x', 'z'])
    expect(set.add('z')).toBe(false)
    expect(set.size).toBe(3)
  })

  it('orders many elements as a red-black tree would', () => {
    const set = new JavaTreeSet<number>((a, b) => a - b)
    const values = [50, 20, 80, 10, 30, 70, 90, 5, 15, 25, 35, 1, 2, 3, 4]
    for (const v of values) set.add(v)
    expect([...set]).toEqual([...values].sort((a, b) => a - b))
  })
})
