import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TaskStateManager } from '../../../src/runtime/task/TaskStateManager.js'
import type { KeyValueStore } from '../../../src/state/KeyValueStore.js'
import { InMemoryChangelogCollector } from '../../../src/state/logging/InMemoryChangelogCollector.js'
import { tempDirs } from '../thread/wordCountApp.js'
import { CHANGELOG, rememberingState as stateOf } from './rememberingState.js'

const dirs = tempDirs()
afterEach(dirs.cleanUp)

const keyValue = (state: TaskStateManager) =>
  state.getStore('seen') as unknown as KeyValueStore<string, string>

describe('TaskStateManager', () => {
  it('knows its stores, their changelog partitions, committed offsets, offset sum and lag', async () => {
    const state = stateOf()
    const [entry] = state.changelogged()
    expect(entry?.storeName).toBe('seen')
    expect(entry?.changelog).toEqual({ topic: CHANGELOG, partition: 1 })
    await state.initialize()
    expect(state.offsetSum()).toBe(0)
    if (entry === undefined) throw new Error('no changelog')
    await state.apply(entry, [{ key: Buffer.from('a'), value: Buffer.from('x'), offset: 4 }], 5)
    expect(state.offsetSum()).toBe(5)
    expect(state.lags(() => 8)).toEqual([
      {
        storeName: 'seen',
        partition: 1,
        lag: { currentOffsetPosition: 5, endOffsetPosition: 8, offsetLag: 3 },
      },
    ])
    expect(state.changelogOffsets((tp) => (tp.topic === CHANGELOG ? 7 : undefined))).toEqual(
      new Map([['seen', [{ topic: CHANGELOG, partition: 1, offset: 7 }]]]),
    )
    await state.commit(state.changelogOffsets(() => 7))
    expect(state.offsetSum()).toBe(7)
    await state.close()
  })

  it('writes changelog records through the task that owns it, and none without an owner (a standby)', async () => {
    const state = stateOf()
    await state.initialize()
    const collector = new InMemoryChangelogCollector()
    keyValue(state).put('a', 'x')
    expect(collector.records).toHaveLength(0)
    const context = { timestamp: 42, headers: [] }
    state.attach({ collector, recordContext: { current: () => context, swap: () => context } })
    keyValue(state).put('b', 'y')
    expect(collector.records.map((r) => [r.topic, r.partition, r.timestamp])).toEqual([
      ['app-seen-changelog', 1, 42],
    ])
    await state.close()
  })

  it('gives a processor the stores it is connected to, and a StoreAccess error for others', () => {
    const state = stateOf()
    expect(state.storeFor('remember', 'seen')).toBe(state.getStore('seen'))
    expect(() => state.storeFor('KSTREAM-SOURCE-0000000000', 'seen')).toThrow(
      expect.objectContaining({ _tag: 'StoreAccess' }),
    )
  })

  it('wipes the state directory on a dirty close under exactly-once when a persistent store is not transactional', async () => {
    const wiped = async (exactlyOnce: boolean, transactional: boolean): Promise<boolean> => {
      const dir = dirs.make()
      const config = { 'state.dir': dir, 'statestore.transactional.enabled': transactional }
      const state = stateOf(config, true)
      await state.initialize()
      state.abort()
      await state.closeDirty(exactlyOnce)
      return !existsSync(join(dir, '0_1'))
    }
    expect(await wiped(true, false)).toBe(true)
    expect(await wiped(false, false)).toBe(false)
    expect(await wiped(true, true)).toBe(false)
  })
})
