import { describe, expect, it } from 'vitest'
import { tagOf } from './tagOf.js'
import { Serdes } from '../../src/serde/Serdes.js'
import { serdeFrom } from '../../src/serde/Serde.js'
import { CachingKeyValueStore } from '../../src/state/caching/CachingKeyValueStore.js'
import { ChangeLoggingKeyValueStore } from '../../src/state/logging/ChangeLoggingKeyValueStore.js'
import { InMemoryChangelogCollector } from '../../src/state/logging/InMemoryChangelogCollector.js'
import { InMemoryKeyValueStore } from '../../src/state/memory/InMemoryKeyValueStore.js'
import { Stores } from '../../src/state/Stores.js'
import { TransactionalKeyValueStore } from '../../src/state/transactional/TransactionalKeyValueStore.js'
import { valueAndTimestamp } from '../../src/state/ValueAndTimestamp.js'

/** The class names of a built store's layers, outermost first. */
const layers = (store: { inner: unknown }): string[] => {
  const names: string[] = []
  for (let layer: unknown = store.inner; layer !== undefined; layer = (layer as { inner?: unknown }).inner) {
    names.push((layer as object).constructor.name)
  }
  return names
}
const ctx = { taskId: '0_0', partition: 2, recordTimestamp: () => 7 }

describe('Stores', () => {
  it('stack the layers in order: caching, change-logging, transactional, backend', () => {
    const builder = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    )
    expect(builder.loggingEnabled).toBe(true)
    expect(builder.cachingEnabled).toBe(false)
    expect(layers(builder.build())).toEqual([
      ChangeLoggingKeyValueStore.name,
      TransactionalKeyValueStore.name,
      InMemoryKeyValueStore.name,
    ])
    expect(layers(builder.withCachingEnabled().withLoggingDisabled().build())).toEqual([
      CachingKeyValueStore.name,
      TransactionalKeyValueStore.name,
      InMemoryKeyValueStore.name,
    ])
    expect(
      layers(
        builder
          .withCachingEnabled()
          .build({ 'statestore.transactional.enabled': false, 'statestore.cache.max.bytes': 0 }),
      ),
    ).toEqual([ChangeLoggingKeyValueStore.name, InMemoryKeyValueStore.name])
  })

  it('builders are immutable and carry the log config', () => {
    const builder = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    )
    const logged = builder.withLoggingEnabled({ 'cleanup.policy': 'compact' })
    expect(logged.logConfig).toEqual({ 'cleanup.policy': 'compact' })
    expect(builder.logConfig).toEqual({})
    expect(builder.withCachingEnabled().cachingEnabled).toBe(true)
    expect(builder.cachingEnabled).toBe(false)
  })

  it('reject illegal store names and bad config with StoreConfig', async () => {
    expect(await tagOf(() => Stores.inMemoryKeyValueStore(''))).toBe('StoreConfig')
    expect(await tagOf(() => Stores.persistentKeyValueStore('a/b'))).toBe('StoreConfig')
    expect(await tagOf(() => Stores.persistentKeyValueStore('..'))).toBe('StoreConfig')
    const builder = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    )
    expect(await tagOf(() => builder.build({ 'statestore.transactional.mechanism': 'lsm' }))).toBe(
      'StoreConfig',
    )
  })

  it('timestamped builders store the value with its timestamp', async () => {
    const store = Stores.timestampedKeyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('ts'),
      Serdes.string(),
      Serdes.long(),
    ).build()
    await store.init(ctx)
    store.put('k', valueAndTimestamp(5, 1_700_000_000_123))
    expect(store.get('k')).toEqual({ value: 5, timestamp: 1_700_000_000_123 })
    await store.close()
  })

  it('the change-logging layer sends partition, topic and record timestamp', async () => {
    const collector = new InMemoryChangelogCollector()
    const store = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    ).build()
    await store.init({ ...ctx, collector })
    store.put('k', 1)
    expect(collector.records.map((r) => [r.topic, r.partition, r.key.toString(), r.timestamp])).toEqual([
      ['s-changelog', 2, 'k', 7],
    ])
    await store.close()
  })

  it('the cache forwards deduplicated writes with old values on flush and on eviction', async () => {
    const store = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    )
      .withCachingEnabled()
      .build({ 'statestore.cache.max.bytes': 200 })
    await store.init(ctx)
    const forwarded: [string, number | undefined, number | undefined][] = []
    expect(store.setFlushListener((k, n, o) => forwarded.push([k, n, o]), true)).toBe(true)
    store.put('a', 1)
    store.put('a', 2)
    expect(forwarded).toEqual([])
    store.flush()
    expect(forwarded).toEqual([['a', 2, undefined]])
    store.put('a', 3)
    store.put('b', 1)
    store.put('c', 1)
    expect(forwarded).toEqual([
      ['a', 2, undefined],
      ['a', 3, 2],
    ])
    expect(store.metrics().puts).toBe(5)
    await store.close()
  })

  it('the cache forwards each write in the record context of that write (topic, timestamp, headers), then restores the current one', async () => {
    type Context = { topic: string; timestamp: number; headers: { key: string; value: Buffer }[] }
    let current: Context = { topic: 'flush', timestamp: 99, headers: [] }
    const slot = {
      current: () => current,
      swap: (context: Context) => {
        const replaced = current
        current = context
        return replaced
      },
    }
    const store = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.long(),
    )
      .withCachingEnabled()
      .build({})
    await store.init({ ...ctx, recordContext: slot })
    const forwarded: [string, number | undefined, string, number, number, string[]][] = []
    store.setFlushListener(
      (k, n, _o, timestamp, headers) =>
        forwarded.push([k, n, current.topic, current.timestamp, timestamp, headers.map((h) => h.key)]),
      false,
    )
    current = { topic: 'in-a', timestamp: 1, headers: [{ key: 'h1', value: Buffer.from('x') }] }
    store.put('a', 1)
    current = { topic: 'in-b', timestamp: 2, headers: [] }
    store.put('b', 2)
    current = { topic: 'flush', timestamp: 99, headers: [] }
    store.flush()
    expect(forwarded).toEqual([
      ['a', 1, 'in-a', 1, 1, ['h1']],
      ['b', 2, 'in-b', 2, 2, []],
    ])
    expect(current.topic).toBe('flush')
    await store.close()
  })

  it('calls its serdes with the serde topic the owner names (the changelog topic), else with the store name', async () => {
    const topics: string[] = []
    const recording = serdeFrom(
      (data: string, topic: string) => {
        topics.push(topic)
        return Buffer.from(data)
      },
      (data: Buffer) => data.toString(),
    )
    const build = () =>
      Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('s'), recording, recording).build({})
    const named = build()
    await named.init({ ...ctx, serdeTopic: 'app-s-changelog' })
    named.put('k', 'v')
    const unnamed = build()
    await unnamed.init(ctx)
    unnamed.put('k', 'v')
    expect(topics).toEqual(['app-s-changelog', 'app-s-changelog', 's', 's'])
    await named.close()
    await unnamed.close()
  })

  it('signal an early commit over statestore.uncommitted.max.bytes', async () => {
    const store = Stores.keyValueStoreBuilder(
      Stores.inMemoryKeyValueStore('s'),
      Serdes.string(),
      Serdes.string(),
    )
      .withLoggingDisabled()
      .build({ 'statestore.uncommitted.max.bytes': 100 })
    await store.init(ctx)
    store.put('k', 'x'.repeat(50))
    expect(store.commitNeeded()).toBe(false)
    store.put('l', 'x'.repeat(50))
    expect(store.commitNeeded()).toBe(true)
    await store.commit([])
    expect(store.commitNeeded()).toBe(false)
    await store.close()
  })
})
