import { describe, expect, it } from 'vitest'
import { Joined } from '../../../src/dsl/options/Joined.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Joined', () => {
  const k = Serdes.string()
  const v = Serdes.long()
  const o = Serdes.double()

  it('builds an immutable spec', () => {
    const base = Joined.with(k, v, o)
    expect(base.withName('j').withGracePeriod(1000).spec).toEqual({
      name: 'j',
      keySerde: k,
      valueSerde: v,
      otherValueSerde: o,
      gracePeriodMs: 1000,
    })
    expect(base.spec).toEqual({ keySerde: k, valueSerde: v, otherValueSerde: o })
    expect(
      Joined.as<string, number, number>('j').withKeySerde(k).withValueSerde(v).withOtherValueSerde(o).spec,
    ).toEqual({ name: 'j', keySerde: k, valueSerde: v, otherValueSerde: o })
    expect(Joined.keySerde(k).spec).toEqual({ keySerde: k })
    expect(Joined.valueSerde(v).spec).toEqual({ valueSerde: v })
    expect(Joined.otherValueSerde(o).spec).toEqual({ otherValueSerde: o })
  })

  it('normalises a Joined, plain serdes and nothing', () => {
    expect(Joined.from({ key: k, value: v, otherValue: o })).toEqual({
      keySerde: k,
      valueSerde: v,
      otherValueSerde: o,
    })
    expect(Joined.from(Joined.as('x'))).toEqual({ name: 'x' })
    expect(Joined.from(undefined)).toEqual({})
  })

  it('rejects bad names, negative grace and unknown plain fields', () => {
    expect(errorOf(() => Joined.as('a b'))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Joined.as('a').withGracePeriod(-5))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'gracePeriod',
    })
    const typo = { other: o } as unknown as { otherValue: typeof o }
    expect(errorOf(() => Joined.from(typo))).toMatchObject({ _tag: 'InvalidArgument', argument: 'Joined' })
  })
})
