import { describe, expect, it } from 'vitest'
import { tagOf } from './tagOf.js'
import { decodeStateStoreConfig, defaultStateStoreConfig } from '../../src/state/StateStoreConfig.js'

describe('decodeStateStoreConfig', () => {
  it('fills defaults and ignores keys that are not store keys', () => {
    expect(decodeStateStoreConfig({ 'application.id': 'app' })).toEqual(defaultStateStoreConfig)
    expect(defaultStateStoreConfig['statestore.transactional.enabled']).toBe(true)
    expect(decodeStateStoreConfig({ 'statestore.cache.max.bytes': 0 })['statestore.cache.max.bytes']).toBe(0)
  })

  it('rejects a mechanism other than indexbatch, and wrong types, with StoreConfig', async () => {
    expect(
      await tagOf(() =>
        decodeStateStoreConfig({ 'statestore.transactional.mechanism': 'rocksdb_indexbatch' }),
      ),
    ).toBe('StoreConfig')
    expect(await tagOf(() => decodeStateStoreConfig({ 'statestore.transactional.enabled': 'yes' }))).toBe(
      'StoreConfig',
    )
    expect(await tagOf(() => decodeStateStoreConfig({ 'statestore.uncommitted.max.bytes': -1 }))).toBe(
      'StoreConfig',
    )
    expect(await tagOf(() => decodeStateStoreConfig({ 'statestore.cache.max.bytes': 1.5 }))).toBe(
      'StoreConfig',
    )
  })
})
