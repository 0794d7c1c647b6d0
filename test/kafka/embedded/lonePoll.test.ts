import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Runs a fixture program; resolves with its exit code and standard output. */
const run = (file: string): Promise<{ readonly code: number | null; readonly stdout: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures', file)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout }))
  })

describe('the embedded broker and a pending poll', () => {
  it('keeps the process alive while an awaited poll waits, even with nothing else running (no silent exit 13)', async () => {
    const { code, stdout } = await run('lonePoll.ts')
    expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: 'polled 0' })
  }, 30_000)
})
