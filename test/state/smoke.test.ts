import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Bytes } from '../../src/state/Bytes.js'
import { InMemoryKeyValueStore } from '../../src/state/memory/InMemoryKeyValueStore.js'
import { LevelKeyValueStore } from '../../src/state/level/LevelKeyValueStore.js'

const b = (s: string) => Bytes.wrap(Buffer.from(s))
describe('smoke', () => {
  for (const make of [() => new InMemoryKeyValueStore('s'), () => new LevelKeyValueStore('s')]) {
    it('works', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'st-'))
      const s = make()
      await s.init({ taskId: '0_0', partition: 0, stateDir: dir, recordTimestamp: () => 0 })
      for (let i = 0; i < 2000; i++) s.put(b(String(i).padStart(5, '0')), Buffer.from(String(i)))
      s.delete(b('00005'))
      expect(s.get(b('00007'))?.toString()).toBe('7')
      expect([...s.range(b('00003'), b('00008'))].map((r) => r.value.toString())).toEqual([
        '3',
        '4',
        '6',
        '7',
        '8',
      ])
      expect([...s.reverseRange(b('00003'), b('00008'))].map((r) => r.value.toString())).toEqual([
        '8',
        '7',
        '6',
        '4',
        '3',
      ])
      await s.commit([{ topic: 't', partition: 0, offset: 5 }])
      expect(s.get(b('00007'))?.toString()).toBe('7')
      expect(s.approximateNumEntries()).toBe(1999)
      await s.close()
      if (s.persistent) {
        const r = make()
        await r.init({ taskId: '0_0', partition: 0, stateDir: dir, recordTimestamp: () => 0 })
        expect(r.committedOffsets()).toEqual([{ topic: 't', partition: 0, offset: 5 }])
        expect(r.approximateNumEntries()).toBe(1999)
        expect([...r.range(b('00003'), b('00008'))].map((x) => x.value.toString())).toEqual([
          '3',
          '4',
          '6',
          '7',
          '8',
        ])
        await r.close()
      }
    })
  }
})
