import { describe, expect, it } from 'vitest'
import { Serdes } from '../../src/serde/Serdes.js'
import { Stores } from '../../src/state/Stores.js'
import { tagOf } from './tagOf.js'

/** The byte-level layers of a built store, top down, with how many iterators each still tracks. */
const tracked = (store: unknown): [string, number][] => {
  const out: [string, number][] = []
  type Layer = { inner?: unknown; iterators?: { size: number }; constructor: { name: string } }
  for (
    let layer = (store as Layer).inner as Layer | undefined;
    layer;
    layer = layer.inner as Layer | undefined
  )
    out.push([layer.constructor.name, layer.iterators?.size ?? 0])
  return out
}

const fullStack = async () => {
  const store = Stores.keyValueStoreBuilder(
    Stores.inMemoryKeyValueStore('it'),
    Serdes.string(),
    Serdes.long(),
  )
    .withCachingEnabled()
    .build()
  await store.init({ taskId: '0_0', partition: 0, stateDir: '', recordTimestamp: () => 0 })
  for (const k of ['a', 'b', 'c']) store.put(k, 1)
  return store
}

describe('IteratorRegistry (every layer of a store stack)', () => {
  it('forgets iterators once closed, in every layer that tracked them', async () => {
    const store = await fullStack()
    for (let i = 0; i < 100; i++) {
      const range = store.range('a', 'c')
      while (range.hasNext()) range.next()
      range.close()
      for (const row of store.all()) expect(row.value).toBe(1)
      store.prefixScan('b', Serdes.string().serializer).close()
    }
    const layers = tracked(store)
    expect(layers.map(([name]) => name)).toContain('ChangeLoggingKeyValueStore')
    expect(layers.every(([, size]) => size === 0)).toBe(true)
    await store.close()
  })

  it('still invalidates an iterator open when the store closes, and forgets it then', async () => {
    const store = await fullStack()
    const open = store.range('a', 'c')
    expect(open.next().key).toBe('a')
    expect(tracked(store).some(([, size]) => size > 0)).toBe(true)
    await store.close()
    expect(await tagOf(() => open.hasNext())).toBe('IteratorInvalidated')
    expect(tracked(store).every(([, size]) => size === 0)).toBe(true)
  })
})
