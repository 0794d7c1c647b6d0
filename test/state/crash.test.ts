import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Serdes } from '../../src/serde/Serdes.js'
import { Stores } from '../../src/state/Stores.js'

const open = (stateDir: string) => {
  const store = Stores.keyValueStoreBuilder(
    Stores.persistentKeyValueStore('crash'),
    Serdes.string(),
    Serdes.long(),
  ).build()
  return store.init({ taskId: '0_0', partition: 0, stateDir, recordTimestamp: () => 0 }).then(() => store)
}

/**
 * Runs the crash writer until it reports its uncommitted writes, tries to open its store from this process (the
 * tag of the failure is returned), then kills the writer with SIGKILL.
 */
const runAndKill = (
  stateDir: string,
  transactional: boolean,
): Promise<{ signal: NodeJS.Signals | null; lockTag: unknown }> =>
  new Promise((resolve, reject) => {
    let lockTag: unknown = 'not tried'
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'fixtures', 'crashWriter.ts'),
        stateDir,
        String(transactional),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('uncommitted writes done')) return
      open(stateDir)
        .then(
          async (store) => {
            lockTag = 'opened while the writer held it'
            await store.close()
          },
          (e: { _tag?: unknown }) => (lockTag = e._tag),
        )
        .finally(() => child.kill('SIGKILL'))
    })
    child.on('error', reject)
    child.on('exit', (_code, signal) => resolve({ signal, lockTag }))
  })

describe('a store owned by another process, killed between two commits', () => {
  for (const transactional of [true, false]) {
    it(`reopens at the last committed offset with nothing half-applied (transactional: ${transactional})`, async () => {
      const stateDir = mkdtempSync(join(tmpdir(), 'tributary-crash-'))
      expect(await runAndKill(stateDir, transactional)).toEqual({ signal: 'SIGKILL', lockTag: 'StoreLocked' })
      const store = await open(stateDir)
      try {
        expect(store.committedOffsets()).toEqual([{ topic: 'crash-changelog', partition: 0, offset: 300 }])
        const values = new Set([...store.all()].map((r) => r.value))
        expect(values).toEqual(new Set([3]))
        expect(store.approximateNumEntries()).toBe(100)
        expect(store.get('extra')).toBeUndefined()
      } finally {
        await store.close()
      }
    }, 60_000)
  }
})
