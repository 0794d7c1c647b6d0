import { describe, expect, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import { expectTag } from '../../../src/state/conformance/expectTag.js'
import { InMemoryChangelogCollector } from '../../../src/state/logging/InMemoryChangelogCollector.js'
import { Stores } from '../../../src/state/Stores.js'

const context = (collector = new InMemoryChangelogCollector()) => ({
  taskId: '0_0',
  partition: 0,
  collector,
  recordTimestamp: () => 0,
})

describe('Stores: window and session suppliers and builders', () => {
  it('computes the segment interval as Kafka Streams does and names metrics scopes as Kafka', () => {
    const persistent = Stores.persistentWindowStore('w', 3_600_000, 60_000, false)
    expect([persistent.segmentInterval, persistent.metricsScope, persistent.persistent]).toEqual([
      1_800_000,
      'rocksdb-window',
      true,
    ])
    const memory = Stores.inMemoryWindowStore('w', 100_000, 1_000, true)
    expect([memory.segmentInterval, memory.metricsScope, memory.retainDuplicates]).toEqual([
      60_000,
      'in-memory-window',
      true,
    ])
    expect(Stores.persistentSessionStore('s', 7_200_000).metricsScope).toBe('rocksdb-session')
    expect(Stores.inMemorySessionStore('s', 7_200_000).segmentInterval).toBe(3_600_000)
  })

  it('rejects bad names, negative or fractional durations and windows longer than the retention', async () => {
    await expectTag('StoreConfig', () => Stores.persistentWindowStore('', 1000, 10, false))
    await expectTag('StoreConfig', () => Stores.inMemoryWindowStore('w', 1000, 2000, false))
    await expectTag('StoreConfig', () => Stores.inMemoryWindowStore('w', -1, 0, false))
    await expectTag('StoreConfig', () => Stores.inMemoryWindowStore('w', 1000, 0.5, false))
    await expectTag('StoreConfig', () => Stores.inMemorySessionStore('s', Number.NaN))
    await expectTag('StoreConfig', () => Stores.persistentSessionStore('bad/name', 1000))
  })

  it('builders log by default with compact,delete and retention + 1 day, cache on request, and validate config', async () => {
    const builder = Stores.windowStoreBuilder(
      Stores.inMemoryWindowStore('w', 60_000, 1_000, false),
      Serdes.string(),
      Serdes.long(),
    )
    expect([builder.name, builder.loggingEnabled, builder.cachingEnabled]).toEqual(['w', true, false])
    expect(builder.logConfig).toEqual({ 'cleanup.policy': 'compact,delete', 'retention.ms': '86460000' })
    expect(builder.withLoggingEnabled({ 'retention.ms': '5' }).logConfig['retention.ms']).toBe('5')
    expect(builder.withLoggingDisabled().loggingEnabled).toBe(false)
    expect(builder.withCachingEnabled().cachingEnabled).toBe(true)
    expect(builder.build().transactional).toBe(true)
    expect(builder.build({ 'statestore.transactional.enabled': false }).transactional).toBe(false)
    await expectTag('StoreConfig', () => builder.build({ 'statestore.transactional.mechanism': 'rocksdb' }))
  })

  it('never caches a window store that retains duplicates, as Kafka Streams', async () => {
    const builder = Stores.windowStoreBuilder(
      Stores.inMemoryWindowStore('joins', 60_000, 1_000, true),
      Serdes.string(),
      Serdes.string(),
    ).withCachingEnabled()
    expect(builder.cachingEnabled).toBe(false)
    const store = builder.build()
    await store.init(context())
    expect(store.setFlushListener(() => undefined, false)).toBe(false)
    await store.close()
  })

  it('a timestamped window store keeps values with their timestamps and logs them as Kafka (plain value, time on the record)', async () => {
    const collector = new InMemoryChangelogCollector()
    const store = Stores.timestampedWindowStoreBuilder(
      Stores.inMemoryWindowStore('tw', 60_000, 1_000, false),
      Serdes.string(),
      Serdes.string(),
    ).build()
    await store.init(context(collector))
    store.put('k', { value: 'v', timestamp: 1_234 }, 1_000)
    expect(store.fetch('k', 1_000)).toEqual({ value: 'v', timestamp: 1_234 })
    await store.commit([])
    // Kafka Streams' ChangeLoggingTimestampedWindowBytesStore: key ‖ window start ‖ sequence number 0
    expect(collector.records.map((r) => [r.key.toString('hex'), r.value?.toString(), r.timestamp])).toEqual([
      [Buffer.from('k').toString('hex') + '00000000000003e8' + '00000000', 'v', 1_234],
    ])
    await store.close()
  })

  it('commitNeeded signals when uncommitted bytes exceed statestore.uncommitted.max.bytes', async () => {
    const store = Stores.sessionStoreBuilder(
      Stores.inMemorySessionStore('s', 60_000),
      Serdes.string(),
      Serdes.string(),
    )
      .withLoggingDisabled()
      .build({ 'statestore.uncommitted.max.bytes': 100 })
    await store.init(context())
    store.put({ key: 'a', window: { start: 0, end: 0 } }, 'x')
    expect(store.commitNeeded()).toBe(false)
    for (let i = 1; i < 10; i++) store.put({ key: 'a', window: { start: i, end: i } }, 'x')
    expect(store.commitNeeded()).toBe(true)
    await store.commit([])
    expect(store.commitNeeded()).toBe(false)
    expect(store.metrics()).toMatchObject({ puts: 10, commits: 1 })
    await store.close()
  })
})
