import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { topology as named } from './modules/namedTopology.js'
import asyncFactory from './modules/asyncFactory.js'

// The command runs as a child process, as a user runs it: the CLI's source through tsx, from the repository root.
const root = join(import.meta.dirname, '../../..')
const modules = 'test/runtime/describe/modules'
const out = mkdtempSync(join(tmpdir(), 'tributary-describe-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const run = async (...args: string[]): Promise<Run> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: root },
    )
    return { code: 0, stdout, stderr }
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('tributary-streams describe', { timeout: 60_000 }, () => {
  it('prints the describe() text of a .ts module exporting `topology` by default', async () => {
    const result = await run('describe', `${modules}/namedTopology.ts`)
    expect(result).toEqual({ code: 0, stdout: named.describe().toString(), stderr: '' })
  })

  it('prints Mermaid for a default export that is an async function', async () => {
    const result = await run('describe', `${modules}/asyncFactory.ts`, '--format', 'mermaid')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe((await asyncFactory()).describe().toMermaid())
  })

  it('prints DOT for a JavaScript module whose `topology` is a function', async () => {
    const module = join(out, 'syncFactory.mjs')
    const built = join(root, modules, 'namedTopology.ts')
    writeFileSync(
      module,
      `import { topology as built } from ${JSON.stringify(built)}\nexport const topology = () => built\n`,
    )
    const result = await run('describe', module, '--format', 'dot')
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(named.describe().toDot())
  })

  it('writes SVG to the --out file (making its folder) and prints nothing', async () => {
    const file = join(out, 'pictures', 'named.svg')
    const result = await run('describe', `${modules}/namedTopology.ts`, '--format', 'svg', '--out', file)
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' })
    const svg = readFileSync(file, 'utf8')
    expect(svg).toContain('<svg')
    for (const node of named.describe().subtopologies.flatMap((s) => s.nodes))
      expect(svg.replaceAll('&#45;', '-')).toContain(`>${node.name}</text>`)
  })

  it.each([
    ['a missing module', ['describe', `${modules}/nothingHere.ts`], 'ModuleNotFound'],
    ['a module exporting neither', ['describe', `${modules}/neither.ts`], 'NotATopology'],
    ['an unknown format', ['describe', `${modules}/namedTopology.ts`, '--format', 'png'], 'UnknownFormat'],
    ['an unknown option', ['describe', `${modules}/namedTopology.ts`, '--colour'], 'BadCommandLine'],
    ['no module', ['describe'], 'BadCommandLine'],
  ])('fails with a typed error for %s', async (_case, args, tag) => {
    const result = await run(...args)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(new RegExp(`^DescribeCommandError\\(${tag}\\): `))
  })

  it('exits 2 naming an unknown command', async () => {
    const result = await run('draw')
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Unknown command "draw"')
  })
})
