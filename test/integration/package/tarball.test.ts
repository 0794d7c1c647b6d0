import { execFile } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The package as a user gets it: `npm pack` (its prepack script builds dist/), the tarball installed into a fresh
// project outside the repository, a small program type-checked there under both module resolutions a TypeScript
// user picks, then run by node. Nothing resolves back into the repository, so a wrong exports map, a file left out
// of the tarball or a dependency the code imports but package.json does not declare fails here.
const repo = join(import.meta.dirname, '../../..')
const work = mkdtempSync(join(tmpdir(), 'tributary-tarball-'))
const app = join(work, 'app')
afterAll(() => rmSync(work, { recursive: true, force: true }))

const readJson = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>

/** The version the repository itself installed, so the fresh project is served from the npm cache. */
const installedVersion = (name: string): string => {
  const version = readJson(join(repo, 'node_modules', name, 'package.json'))['version']
  if (typeof version !== 'string') throw new Error(`no version in node_modules/${name}/package.json`)
  return `${name}@${version}`
}

// the parent npm (under `npm test`) passes its own settings as npm_* variables; the fresh project gets none of them
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
)

const run = async (command: string, args: readonly string[], cwd: string): Promise<string> =>
  (await promisify(execFile)(command, args, { cwd, env: cleanEnv, maxBuffer: 16 * 1024 * 1024 })).stdout

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023'],
  types: ['node'],
  strict: true,
  exactOptionalPropertyTypes: true,
  // as `tsc --init` writes it; the imports' declaration files must still be found through the exports map
  skipLibCheck: true,
}

const writeProject = (): void => {
  mkdirSync(app)
  const manifest = { name: 'tarball-consumer', version: '1.0.0', private: true, type: 'module' }
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest))
  copyFileSync(join(import.meta.dirname, 'consumer', 'main.ts'), join(app, 'main.ts'))
  const nodeNext = { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'out' }
  const bundler = { ...compilerOptions, module: 'ESNext', moduleResolution: 'bundler', noEmit: true }
  writeFileSync(
    join(app, 'tsconfig.nodenext.json'),
    JSON.stringify({ compilerOptions: nodeNext, files: ['main.ts'] }),
  )
  writeFileSync(
    join(app, 'tsconfig.bundler.json'),
    JSON.stringify({ compilerOptions: bundler, files: ['main.ts'] }),
  )
}

beforeAll(async () => {
  await run('npm', ['pack', '--pack-destination', work], repo)
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'))
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${work}`)
  writeProject()
  const tools = ['typescript', 'fp-ts', '@types/node'].map(installedVersion)
  await run(
    'npm',
    ['install', join(work, tarball), ...tools, '--prefer-offline', '--no-audit', '--no-fund'],
    app,
  )
})

const tsc = (project: string): Promise<string> =>
  run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', project], app)

/** Word counts of the lines, counted here without the library: the oracle for the program's output. */
const wordCounts = (lines: readonly string[]): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const word of lines.join(' ').toLowerCase().split(/\W+/)) {
    if (word !== '') counts[word] = (counts[word] ?? 0) + 1
  }
  return counts
}

describe('the packed tarball, installed into a fresh project', () => {
  it('type-checks with moduleResolution NodeNext and bundler, and runs with node through every entry point', async () => {
    // both checks at once: each is mostly waiting on its own process; the NodeNext one emits out/main.js
    await Promise.all([tsc('tsconfig.nodenext.json'), tsc('tsconfig.bundler.json')])
    const lines = ['Kafka Streams for TypeScript', 'streams of records, tables of state']
    const stdout = await run(process.execPath, ['out/main.js', ...lines], app)

    expect(JSON.parse(stdout)).toEqual({
      counts: wordCounts(lines),
      entryPoints: { state: 'function', routing: 'object' },
      refused: { internal: 'ERR_PACKAGE_PATH_NOT_EXPORTED', dist: 'ERR_PACKAGE_PATH_NOT_EXPORTED' },
    })
  })

  it('ships dist/ (without source maps of sources it leaves out), the license, the README and the manifest', () => {
    const installed = join(app, 'node_modules', 'tributary-streams')
    expect(readdirSync(installed).sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json'])
    const maps = readdirSync(join(installed, 'dist'), { recursive: true }).filter((f) =>
      String(f).endsWith('.map'),
    )
    expect(maps).toEqual([])
  })
})
