import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchedInstance } from '../../../src/runtime/launcher/launchedInstance.js'
import { launchInstances } from '../../../src/runtime/launcher/launchInstances.js'

const script = new URL('./reportInstance.ts', import.meta.url)
const execArgv = ['--import', 'tsx']

describe('launchInstances', () => {
  it('starts one process per instance, each told its index and the count, and stops them all', async () => {
    const launched = launchInstances({ script, execArgv, instances: 3, args: ['stay'] })
    expect(launched.pids).toHaveLength(3)
    expect(new Set(launched.pids).size).toBe(3)
    // SIGTERM ends each (the script has no handler): no exit code
    expect(await launched.stop()).toEqual([null, null, null])
  })

  it(
    'hands each instance its index and the count through its environment, with the arguments',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tributary-launch-'))
      try {
        const launched = launchInstances({ script, execArgv, instances: 2, args: ['exit', dir] })
        expect(await launched.exited).toEqual([3, 3])
        const report = (index: number): unknown =>
          JSON.parse(readFileSync(join(dir, `${index}.json`), 'utf8')) as unknown
        expect([report(0), report(1)]).toEqual([
          { index: '0', count: '2', args: ['exit', dir] },
          { index: '1', count: '2', args: ['exit', dir] },
        ])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )

  it('refuses a count that is not a whole number of 1 or more', () => {
    for (const instances of [0, -1, 1.5]) {
      expect(() => launchInstances({ script, instances })).toThrow(
        expect.objectContaining({ _tag: 'InvalidArgument', argument: 'instances' }),
      )
    }
  })
})

describe('launchedInstance', () => {
  it('is instance 0 of 1 when started on its own', () => {
    const me = launchedInstance({})
    expect([me.index, me.count]).toEqual([0, 1])
    expect(me.stateDir('/var/app')).toBe('/var/app/instance-0')
    expect(me.applicationServer('localhost', 7070)).toBe('localhost:7070')
  })

  it('derives its own state directory and query port from its index', () => {
    const me = launchedInstance({ TRIBUTARY_INSTANCE_INDEX: '2', TRIBUTARY_INSTANCE_COUNT: '3' })
    expect([me.index, me.count]).toEqual([2, 3])
    expect(me.stateDir('/var/app')).toBe('/var/app/instance-2')
    expect(me.applicationServer('localhost', 7070)).toBe('localhost:7072')
  })

  it('refuses an index that is not a whole number below the count', () => {
    for (const env of [
      { TRIBUTARY_INSTANCE_INDEX: 'x', TRIBUTARY_INSTANCE_COUNT: '2' },
      { TRIBUTARY_INSTANCE_INDEX: '2', TRIBUTARY_INSTANCE_COUNT: '2' },
    ]) {
      expect(() => launchedInstance(env)).toThrow(expect.objectContaining({ _tag: 'InvalidArgument' }))
    }
  })
})
