import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Position } from '../../src/query/Position.js'
import { PositionBound } from '../../src/query/PositionBound.js'

const positions = fc
  .dictionary(
    fc.constantFrom('a', 'b', 'c'),
    fc.dictionary(fc.integer({ min: 0, max: 3 }).map(String), fc.integer({ min: 0, max: 100 })),
  )
  .map((m) => Position.fromMap(m))

describe('Position', () => {
  it('only moves forward', () => {
    const p = Position.emptyPosition().withComponent('in', 0, 10).withComponent('in', 0, 4)
    expect(p.offset('in', 0)).toBe(10)
    expect(p.withComponent('in', 0, 11).offset('in', 0)).toBe(11)
  })

  it('merges element-wise by the highest offset', () => {
    const p = Position.fromMap({ in: { 0: 5, 1: 9 } }).merge(
      Position.fromMap({ in: { 0: 7 }, other: { 2: 1 } }),
    )
    expect(p.toMap()).toEqual({ in: { 0: 7, 1: 9 }, other: { 2: 1 } })
    expect(p.merge(undefined).toMap()).toEqual(p.toMap())
    expect([...p.topics()]).toEqual(['in', 'other'])
    expect(p.partitionPositions('in')).toEqual(
      new Map([
        [0, 7],
        [1, 9],
      ]),
    )
    expect(p.partitionPositions('missing').size).toBe(0)
  })

  it('merge is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(positions, positions, positions, (a, b, c) => {
        expect(a.copy().merge(b).equals(b.copy().merge(a))).toBe(true)
        expect(
          a
            .copy()
            .merge(b)
            .merge(c)
            .equals(a.copy().merge(b.copy().merge(c))),
        ).toBe(true)
        expect(a.copy().merge(a).equals(a)).toBe(true)
      }),
    )
  })

  it('copies are independent', () => {
    const p = Position.fromMap({ in: { 0: 1 } })
    const c = p.copy().withComponent('in', 0, 5)
    expect(p.offset('in', 0)).toBe(1)
    expect(c.offset('in', 0)).toBe(5)
    expect(p.equals(c)).toBe(false)
    expect(Position.emptyPosition().isEmpty()).toBe(true)
    expect(p.isEmpty()).toBe(false)
  })

  it.each([
    ['', 0, 1, 'topic'],
    ['in', -1, 1, 'partition'],
    ['in', 0, -1, 'offset'],
    ['in', 0, 1.5, 'offset'],
  ])('rejects (%j, %j, %j)', (topic, partition, offset, argument) => {
    expect(() => Position.emptyPosition().withComponent(topic, partition, offset)).toThrow(
      expect.objectContaining({ _tag: 'InvalidArgument', argument }),
    )
  })
})

describe('PositionBound', () => {
  it('unbounded is satisfied by anything, and at(p) copies p', () => {
    const p = Position.fromMap({ in: { 0: 5 } })
    const bound = PositionBound.at(p)
    p.withComponent('in', 0, 100)
    expect(bound.position().offset('in', 0)).toBe(5)
    expect(bound.isUnbounded()).toBe(false)
    expect(PositionBound.unbounded().isUnbounded()).toBe(true)
    expect(PositionBound.at(Position.emptyPosition()).isUnbounded()).toBe(true)
    expect(PositionBound.unbounded().isSatisfiedBy(Position.emptyPosition(), 0)).toBe(true)
  })

  it.each([
    ['at the bound', { in: { 0: 5 }, side: { 0: 1 } }, 0, true],
    ['past the bound', { in: { 0: 9 }, side: { 0: 2 } }, 0, true],
    ['behind the bound on one topic', { in: { 0: 4 }, side: { 0: 1 } }, 0, false],
    ['never saw one topic-partition', { in: { 0: 5 } }, 0, false],
    ['empty store', {}, 0, false],
    ['the bound has no entry for this partition', {}, 2, true],
    ['only topics with an entry for this partition count', { in: { 1: 3 } }, 1, true],
  ])('%s', (_name, current, partition, expected) => {
    const bound = PositionBound.at(Position.fromMap({ in: { 0: 5, 1: 3 }, side: { 0: 1 } }))
    expect(bound.isSatisfiedBy(Position.fromMap(current), partition)).toBe(expected)
  })

  it('compares by value and prints', () => {
    const a = PositionBound.at(Position.fromMap({ in: { 0: 5 } }))
    expect(a.equals(PositionBound.at(Position.fromMap({ in: { 0: 5 } })))).toBe(true)
    expect(a.equals(PositionBound.unbounded())).toBe(false)
    expect(PositionBound.unbounded().toString()).toBe('PositionBound{position=unbounded}')
    expect(a.toString()).toContain('"in":{"0":5}')
  })
})
