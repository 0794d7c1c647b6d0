import { describe, expect, it } from 'vitest'
import { Named } from '../../../src/dsl/options/Named.js'
import { errorOf } from './errorOf.js'

describe('Named', () => {
  it('carries a legal name and normalises strings', () => {
    expect(Named.as('my-proc_1.x').name).toBe('my-proc_1.x')
    expect(Named.as('a').withName('b').name).toBe('b')
    expect(Named.from(Named.as('n'))).toBe('n')
    expect(Named.from('plain')).toBe('plain')
    expect(Named.from(undefined)).toBeUndefined()
  })

  it('is immutable', () => {
    const a = Named.as('a')
    a.withName('b')
    expect(a.name).toBe('a')
  })

  it('rejects names Kafka rejects, naming the bad name', () => {
    expect(errorOf(() => Named.as(''))).toMatchObject({ _tag: 'InvalidName', invalidName: '' })
    expect(errorOf(() => Named.as('has space'))).toMatchObject({
      _tag: 'InvalidName',
      invalidName: 'has space',
    })
    expect(errorOf(() => Named.as('slash/y'))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Named.as('ü'))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Named.from('a:b'))).toMatchObject({ _tag: 'InvalidName', invalidName: 'a:b' })
    expect(errorOf(() => Named.as('.'))).toMatchObject({ _tag: 'InvalidName', invalidName: '.' })
    expect(errorOf(() => Named.as('..'))).toMatchObject({ _tag: 'InvalidName', invalidName: '..' })
    expect(Named.as('...').name).toBe('...')
    expect(Named.as('x'.repeat(249)).name).toHaveLength(249)
    expect(errorOf(() => Named.as('x'.repeat(250)))).toMatchObject({ _tag: 'InvalidName' })
  })
})
