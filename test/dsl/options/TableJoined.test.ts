import { describe, expect, it } from 'vitest'
import type { StreamPartitioner } from '../../../src/dsl/options/StreamPartitioner.js'
import { TableJoined } from '../../../src/dsl/options/TableJoined.js'
import { errorOf } from './errorOf.js'

describe('TableJoined', () => {
  const mine: StreamPartitioner<string, void> = () => 0
  const other: StreamPartitioner<number, void> = () => undefined

  it('builds an immutable spec', () => {
    const base = TableJoined.with(mine, other)
    expect(base.withName('fk').spec).toEqual({ name: 'fk', partitioner: mine, otherPartitioner: other })
    expect(base.spec).toEqual({ partitioner: mine, otherPartitioner: other })
    expect(
      TableJoined.as<string, number>('fk').withPartitioner(mine).withOtherPartitioner(other).spec,
    ).toEqual({
      name: 'fk',
      partitioner: mine,
      otherPartitioner: other,
    })
    expect(TableJoined.from(undefined)).toEqual({})
    expect(TableJoined.from(TableJoined.as('x'))).toEqual({ name: 'x' })
  })

  it('rejects bad names', () => {
    expect(errorOf(() => TableJoined.as('x/y'))).toMatchObject({ _tag: 'InvalidName', invalidName: 'x/y' })
  })
})
