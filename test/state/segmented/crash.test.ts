import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'

const open = async (stateDir: string) => {
  const store = Stores.windowStoreBuilder(
    Stores.persistentWindowStore('wcrash', 300_000, 10_000, false),
    Serdes.string(),
    Serdes.string(),
  ).build()
  await store.init({ taskId: '0_0', partition: 0, stateDir, recordTimestamp: () => 0 })
  return store
}

/** Runs the writer until its uncommitted writes are done, tries to open its store here, then kills it. */
const runAndKill = (stateDir: string, transactional: boolean) =>
  new Promise<{ signal: NodeJS.Signals | null; lockTag: unknown }>((resolve, reject) => {
    let lockTag: unknown = 'not tried'
    const writer = join(import.meta.dirname, 'fixtures', 'windowCrashWriter.ts')
    const child = spawn(process.execPath, ['--import', 'tsx', writer, stateDir, String(transactional)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('uncommitted writes done')) return
      open(stateDir)
        .then(
          (store) => store.close().then(() => (lockTag = 'opened while the writer held it')),
          (e: { _tag?: unknown }) => (lockTag = e._tag),
        )
        .finally(() => child.kill('SIGKILL'))
    })
    child.on('error', reject)
    child.on('exit', (_code, signal) => resolve({ signal, lockTag }))
  })

describe('a window store owned by another process, killed between two commits', () => {
  for (const transactional of [true, false]) {
    it(`reopens with the windows, offsets and stream time of the last commit (transactional: ${transactional})`, async () => {
      const stateDir = mkdtempSync(join(tmpdir(), 'tributary-window-crash-'))
      expect(await runAndKill(stateDir, transactional)).toEqual({ signal: 'SIGKILL', lockTag: 'StoreLocked' })
      const store = await open(stateDir)
      try {
        expect(store.committedOffsets()).toEqual([{ topic: 'wcrash-changelog', partition: 0, offset: 200 }])
        const rows = [...store.all()]
        expect(rows).toHaveLength(100)
        expect(new Set(rows.map((r) => `${r.key.window.start}:${r.value}`))).toEqual(
          new Set(['100000:v1', '200000:v2']),
        )
        expect(store.fetch('late', 900_000)).toBeUndefined()
        store.put('early', 'y', 100_001)
        expect(store.fetch('early', 100_001)).toBe('y')
      } finally {
        await store.close()
      }
    }, 60_000)
  }
})
