import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { StreamsBuilder } from '../../src/dsl/StreamsBuilder.js'
import { catalogue } from './catalogue/index.js'

interface Golden {
  readonly file: string
  readonly program: string
  readonly optimization: string
}

const dir = new URL('../goldens/describe/', import.meta.url)
const goldens = JSON.parse(readFileSync(new URL('catalogue.json', dir), 'utf8')) as Golden[]
const ported = goldens.filter((g) => g.program in catalogue)

describe('describe() equals the Java goldens', () => {
  it.each(ported.map((g) => [g.file, g] as const))('%s', (_file, golden) => {
    const builder = new StreamsBuilder()
    const program = catalogue[golden.program]
    if (program === undefined) throw new Error(`no TypeScript port of ${golden.program}`)
    program(builder)
    const text = builder.build({ 'topology.optimization': golden.optimization }).describe().toString()
    expect(text).toBe(readFileSync(new URL(golden.file, dir), 'utf8'))
  })

  it('ports every program of the catalogue except the ones listed as not yet supported', () => {
    const missing = [...new Set(goldens.map((g) => g.program))].filter((p) => !(p in catalogue)).sort()
    expect(missing).toEqual(notYetPorted)
  })
})

/** Programs whose operators Tributary does not support yet (kept explicit so the gap is visible). */
const notYetPorted: readonly string[] = []
