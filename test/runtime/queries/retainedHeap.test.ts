import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const QUERIES = 5000
/** Retained heap allowed per kind for QUERIES queries: ~100 B a query (a leaked iterator chain is ~1.3 KB). */
const BOUND = 512 * 1024

const child = fileURLToPath(new URL('./retainedHeapChild.ts', import.meta.url))

describe('queries retain no memory (issue 13)', () => {
  it(`${QUERIES} queries of each kind (IQv1, IQv2, window fetch, HTTP range; memory and LevelDB) retain under ${BOUND / 1024} KB each after GC`, async () => {
    // forced GC needs --expose-gc: the measured loop runs in its own node process
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', child, String(QUERIES)],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)), timeout: 60_000 },
    )
    const retained = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>
    expect(Object.keys(retained)).toHaveLength(12)
    const over = Object.entries(retained).filter(([, bytes]) => bytes > BOUND)
    expect(over, JSON.stringify(retained)).toEqual([])
  }, 90_000)
})
