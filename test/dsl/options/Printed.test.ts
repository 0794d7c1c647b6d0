import { describe, expect, it } from 'vitest'
import { Printed } from '../../../src/dsl/options/Printed.js'
import { errorOf } from './errorOf.js'

describe('Printed', () => {
  it('prints `key, value` by default, as Java', () => {
    const spec = Printed.from(Printed.toSysOut<string | null, number>())
    expect(spec.destination).toEqual({ _tag: 'SysOut' })
    expect(spec.mapper('a', 1)).toBe('a, 1')
    expect(spec.mapper(null, 2)).toBe('null, 2')
    const windowed = Printed.from(
      Printed.toSysOut<{ key: string; window: { start: number; end: number } }, number>(),
    )
    expect(windowed.mapper({ key: 'a', window: { start: 0, end: 100 } }, 3)).toBe('[a@0/100], 3')
    expect(spec.label).toBeUndefined()
  })

  it('builds an immutable spec', () => {
    const mapper = (k: string, v: number): string => `${k}=${v}`
    const base = Printed.toFile<string, number>('/tmp/out.txt')
    const full = base.withLabel('lbl').withKeyValueMapper(mapper).withName('printer')
    expect(full.spec).toEqual({
      destination: { _tag: 'File', path: '/tmp/out.txt' },
      label: 'lbl',
      mapper,
      name: 'printer',
    })
    expect(base.spec.label).toBeUndefined()
  })

  it('rejects a blank file path and a bad name', () => {
    expect(errorOf(() => Printed.toFile(' '))).toMatchObject({
      _tag: 'InvalidArgument',
      argument: 'filePath',
    })
    expect(errorOf(() => Printed.toSysOut().withName('p q'))).toMatchObject({ _tag: 'InvalidName' })
  })
})
