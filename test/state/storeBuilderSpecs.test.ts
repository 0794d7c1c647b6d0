import { describe, expect, it } from 'vitest'
import { Serdes, Stores } from '../../src/index.js'

const S = Serdes.string()

describe('a store builder describes the store it builds (what addStateStore and addGlobalStore read)', () => {
  it('a timestamped key-value builder is a timestamped store whose spec holds the plain value serde', () => {
    const spec = Stores.timestampedKeyValueStoreBuilder(Stores.inMemoryKeyValueStore('t'), S, S).toStoreSpec()
    expect(spec).toMatchObject({ name: 't', kind: 'timestampedKeyValue', persistent: false, valueSerde: S })
    expect(Stores.keyValueStoreBuilder(Stores.inMemoryKeyValueStore('p'), S, S).toStoreSpec().kind).toBe(
      'keyValue',
    )
  })

  it('a timestamped window builder is a timestamped window store', () => {
    const supplier = Stores.persistentTimestampedWindowStore('w', 1000, 100, false)
    expect(Stores.timestampedWindowStoreBuilder(supplier, S, S).toStoreSpec()).toMatchObject({
      kind: 'timestampedWindow',
      valueSerde: S,
      windowSizeMs: 100,
      retentionMs: 1000,
    })
    expect(Stores.windowStoreBuilder(supplier, S, S).toStoreSpec().kind).toBe('window')
  })

  it('a versioned builder is a versioned store with its history retention and segment interval', () => {
    const supplier = Stores.persistentVersionedKeyValueStore('v', 60_000, 10_000)
    expect(
      Stores.versionedKeyValueStoreBuilder(supplier, S, S).withLoggingDisabled().toStoreSpec(),
    ).toMatchObject({
      name: 'v',
      kind: 'versionedKeyValue',
      persistent: true,
      retentionMs: 60_000,
      segmentIntervalMs: 10_000,
      logging: { enabled: false },
      caching: false,
    })
  })
})
