import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ClassicLevel } from 'classic-level'
import { describe, expect, it } from 'vitest'
import { LevelKeyValueStore } from '../../src/state/level/LevelKeyValueStore.js'
import { tagOf } from './tagOf.js'

const context = (stateDir: string) => ({ taskId: '0_0', partition: 0, stateDir, recordTimestamp: () => 0 })

describe('LevelDB store directories', () => {
  it('a damaged database fails to open with StoreCorrupted', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'tributary-corrupt-'))
    const location = join(stateDir, '0_0', 'broken')
    mkdirSync(location, { recursive: true })
    writeFileSync(join(location, 'CURRENT'), 'MANIFEST-000099\n')
    writeFileSync(join(location, 'MANIFEST-000099'), 'this is not a manifest')
    expect(await tagOf(() => new LevelKeyValueStore('broken').init(context(stateDir)))).toBe('StoreCorrupted')
  })

  it('unreadable changelog offsets fail to open with StoreCorrupted', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'tributary-corrupt-'))
    const db = new ClassicLevel<Buffer, Buffer>(join(stateDir, '0_0', 'meta'), {
      keyEncoding: 'buffer',
      valueEncoding: 'buffer',
    })
    await db.put(
      Buffer.concat([Buffer.from([0]), Buffer.from('changelog-offsets')]),
      Buffer.from('{not json'),
    )
    await db.close()
    expect(await tagOf(() => new LevelKeyValueStore('meta').init(context(stateDir)))).toBe('StoreCorrupted')
  })

  it('a directory locked by another open store fails with StoreLocked, and opens once released', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'tributary-lock-'))
    const owner = new LevelKeyValueStore('locked')
    await owner.init(context(stateDir))
    const second = new LevelKeyValueStore('locked')
    expect(await tagOf(() => second.init(context(stateDir)))).toBe('StoreLocked')
    expect(second.isOpen).toBe(false)
    await owner.close()
    await second.init(context(stateDir))
    expect(second.isOpen).toBe(true)
    await second.close()
  })

  it('a persistent store without a state directory fails with StoreConfig', async () => {
    const tag = await tagOf(() =>
      new LevelKeyValueStore('nowhere').init({ taskId: '0_0', partition: 0, recordTimestamp: () => 0 }),
    )
    expect(tag).toBe('StoreConfig')
  })
})
