import { describe, expect, it } from 'vitest'
import { Branched } from '../../../src/dsl/options/Branched.js'
import { errorOf } from './errorOf.js'

describe('Branched', () => {
  it('describes identity, function and consumer branches', () => {
    expect(Branched.as<string>('a').spec).toEqual({ name: 'a', chain: { _tag: 'Identity' } })
    expect(Branched.from(undefined)).toEqual({ chain: { _tag: 'Identity' } })
    const fn = (s: string): number => s.length
    expect(Branched.withFunction(fn).spec).toEqual({ chain: { _tag: 'Function', fn } })
    expect(Branched.withFunction(fn, 'f').spec).toEqual({ name: 'f', chain: { _tag: 'Function', fn } })
    const seen: string[] = []
    const consumer = (s: string): void => {
      seen.push(s)
    }
    const spec = Branched.from(Branched.withConsumer(consumer, 'c'))
    expect(spec.name).toBe('c')
    if (spec.chain._tag !== 'Consumer') throw new Error('expected a consumer branch')
    spec.chain.fn('x')
    expect(seen).toEqual(['x'])
    expect(Branched.withConsumer(consumer).spec.name).toBeUndefined()
  })

  it('rejects bad names', () => {
    expect(errorOf(() => Branched.as('a b'))).toMatchObject({ _tag: 'InvalidName' })
    expect(errorOf(() => Branched.withFunction((s: string) => s, ''))).toMatchObject({ _tag: 'InvalidName' })
  })
})
