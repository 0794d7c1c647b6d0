import { describe, expect, it } from 'vitest'
import { Repartitioned } from '../../../src/dsl/options/Repartitioned.js'
import type { StreamPartitioner } from '../../../src/dsl/options/StreamPartitioner.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { errorOf } from './errorOf.js'

describe('Repartitioned', () => {
  const k = Serdes.string()
  const v = Serdes.long()
  const partitioner: StreamPartitioner<string, number> = () => [0, 1]

  it('builds an immutable spec', () => {
    const base = Repartitioned.as<string, number>('r')
    expect(
      base.withNumberOfPartitions(4).withKeySerde(k).withValueSerde(v).withStreamPartitioner(partitioner)
        .spec,
    ).toEqual({
      name: 'r',
      numberOfPartitions: 4,
      keySerde: k,
      valueSerde: v,
      streamPartitioner: partitioner,
    })
    expect(base.spec).toEqual({ name: 'r' })
    expect(Repartitioned.with(k, v).withName('q').spec).toEqual({ name: 'q', keySerde: k, valueSerde: v })
    expect(Repartitioned.numberOfPartitions(2).spec).toEqual({ numberOfPartitions: 2 })
    expect(Repartitioned.streamPartitioner(partitioner).spec).toEqual({ streamPartitioner: partitioner })
  })

  it('normalises a Repartitioned, plain serdes and nothing', () => {
    expect(Repartitioned.from({ key: k, value: v })).toEqual({ keySerde: k, valueSerde: v })
    expect(Repartitioned.from(Repartitioned.as('x'))).toEqual({ name: 'x' })
    expect(Repartitioned.from(undefined)).toEqual({})
  })

  it('rejects bad names and partition counts below one', () => {
    expect(errorOf(() => Repartitioned.as('a b'))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Repartitioned.numberOfPartitions(0))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'numberOfPartitions',
    })
    expect(errorOf(() => Repartitioned.as('r').withNumberOfPartitions(2.5))).toMatchObject({
      _tag: 'InvalidArgument',
    })
  })
})
