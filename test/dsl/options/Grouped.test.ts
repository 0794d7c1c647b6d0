import { describe, expect, it } from 'vitest'
import { Grouped } from '../../../src/dsl/options/Grouped.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Grouped', () => {
  const k = Serdes.string()
  const v = Serdes.integer()

  it('builds an immutable spec', () => {
    const base = Grouped.as<string, number>('g')
    expect(base.withKeySerde(k).withValueSerde(v).spec).toEqual({ name: 'g', keySerde: k, valueSerde: v })
    expect(base.spec).toEqual({ name: 'g' })
    expect(Grouped.with(k, v).withName('h').spec).toEqual({ name: 'h', keySerde: k, valueSerde: v })
    expect(Grouped.keySerde(k).spec).toEqual({ keySerde: k })
    expect(Grouped.valueSerde(v).spec).toEqual({ valueSerde: v })
  })

  it('normalises a Grouped, plain serdes and nothing', () => {
    expect(Grouped.from(Grouped.with(k, v))).toEqual({ keySerde: k, valueSerde: v })
    expect(Grouped.from({ key: k })).toEqual({ keySerde: k })
    expect(Grouped.from(undefined)).toEqual({})
  })

  it('rejects bad names and non-objects', () => {
    expect(errorOf(() => Grouped.as('re partition'))).toMatchObject({ _tag: 'InvalidName' })
    const notAnObject = 'serdes' as unknown as { key: typeof k }
    expect(errorOf(() => Grouped.from(notAnObject))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'Grouped',
    })
  })
})
