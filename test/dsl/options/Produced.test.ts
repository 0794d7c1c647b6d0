import { describe, expect, it } from 'vitest'
import { Produced } from '../../../src/dsl/options/Produced.js'
import type { StreamPartitioner } from '../../../src/dsl/options/StreamPartitioner.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Produced', () => {
  const k = Serdes.string()
  const v = Serdes.long()
  const partitioner: StreamPartitioner<string, number> = (_t, _k, value, n) => value % n

  it('builds an immutable spec', () => {
    const base = Produced.with(k, v)
    expect(base.withName('sink').withStreamPartitioner(partitioner).spec).toEqual({
      name: 'sink',
      keySerde: k,
      valueSerde: v,
      streamPartitioner: partitioner,
    })
    expect(base.spec).toEqual({ keySerde: k, valueSerde: v })
    expect(Produced.with(k, v, partitioner).spec.streamPartitioner).toBe(partitioner)
    expect(Produced.as<string, number>('s').withKeySerde(k).withValueSerde(v).spec).toEqual({
      name: 's',
      keySerde: k,
      valueSerde: v,
    })
    expect(Produced.keySerde(k).spec).toEqual({ keySerde: k })
    expect(Produced.valueSerde(v).spec).toEqual({ valueSerde: v })
    expect(Produced.streamPartitioner(partitioner).spec).toEqual({ streamPartitioner: partitioner })
  })

  it('normalises a Produced, plain serdes and nothing', () => {
    expect(Produced.from(Produced.as('x'))).toEqual({ name: 'x' })
    expect(Produced.from({ key: k, value: v })).toEqual({ keySerde: k, valueSerde: v })
    expect(Produced.from(undefined)).toEqual({})
  })

  it('rejects bad names', () => {
    expect(errorOf(() => Produced.as('x'.repeat(250)))).toMatchObject({ _tag: 'InvalidName' })
  })
})
