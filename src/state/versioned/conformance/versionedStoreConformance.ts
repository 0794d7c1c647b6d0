import assert from 'node:assert/strict'
import type { Serde } from '../../../serde/Serde.js'
import { Serdes } from '../../../serde/Serdes.js'
import type { TestFunction } from '../../conformance/ConformanceHarness.js'
import { expectTag } from '../../conformance/expectTag.js'
import type { KeyValueStoreSupports } from '../../conformance/KeyValueStoreSupports.js'
import { withStoreHarness, type StoreHarness } from '../../segmented/conformance/StoreHarness.js'
import type { VersionedKeyValueStore } from '../VersionedKeyValueStore.js'
import { PUT_RETURN_CODE_NOT_PUT, PUT_RETURN_CODE_VALID_TO_UNDEFINED } from '../VersionedRecord.js'

/**
 * Makes a new, unopened typed versioned store with the given history retention and segment interval.
 * @example
 * const f: VersionedStoreFactory = (n, r, i, s) => Stores.versionedKeyValueStoreBuilder(Stores.inMemoryVersionedKeyValueStore(n, r, i), s.key, s.value).build()
 * @category State stores
 * @since 0.1.0
 */
export type VersionedStoreFactory = <K, V>(
  name: string,
  historyRetentionMs: number,
  segmentIntervalMs: number,
  serdes: { readonly key: Serde<K>; readonly value: Serde<V> },
) => VersionedKeyValueStore<K, V>

const RETENTION = 300_000
const INTERVAL = 100_000
const strings = { key: Serdes.string(), value: Serdes.string() }
const U = PUT_RETURN_CODE_VALID_TO_UNDEFINED

/**
 * The versioned store conformance suite (the contract differs from a key-value store's: versions, validity,
 * history retention), run against every backend and layer stack with a one-line test file; `supports` says which
 * lifecycle tests apply (`caching` is ignored: versioned stores have no cache). Stores use a 300 s history
 * retention and 100 s segments.
 * @example
 * versionedStoreConformance(it, 'memory', (n, r, i, s) => Stores.versionedKeyValueStoreBuilder(Stores.inMemoryVersionedKeyValueStore(n, r, i), s.key, s.value).build(), supports)
 * @category State stores
 * @since 0.1.0
 */
export const versionedStoreConformance = (
  test: TestFunction,
  label: string,
  factory: VersionedStoreFactory,
  supports: KeyValueStoreSupports,
): void => {
  const t = (name: string, body: (h: StoreHarness) => Promise<void>): void =>
    test(`${label}: ${name}`, withStoreHarness(body))
  const open = (h: StoreHarness, name = 'store', retention = RETENTION) =>
    h.open(factory(name, retention, INTERVAL, strings))
  const reopen = async (h: StoreHarness, s: VersionedKeyValueStore<string, string>) => {
    await s.close()
    return open(h)
  }

  t('versions of a key: each valid until the next one, the newest without validTo', async (h) => {
    const s = await open(h)
    assert.equal(s.put('k', 'a', 10), U)
    assert.equal(s.put('k', 'c', 30), U)
    assert.equal(s.put('k', 'b', 20), 30)
    assert.deepEqual(s.get('k'), { value: 'c', timestamp: 30 })
    assert.deepEqual(s.get('k', 25), { value: 'b', timestamp: 20, validTo: 30 })
    assert.deepEqual(s.get('k', 10), { value: 'a', timestamp: 10, validTo: 20 })
    assert.equal(s.get('k', 9), undefined)
    assert.equal(s.get('other'), undefined)
    assert.deepEqual(
      s.versions('k', 0, 100, true).map((r) => r.value),
      ['a', 'b', 'c'],
    )
    assert.deepEqual(
      s.versions('k', 15, 25, false).map((r) => r.value),
      ['b', 'a'],
    )
  })

  t('a delete is a tombstone version and returns the version it ends', async (h) => {
    const s = await open(h)
    s.put('k', 'a', 10)
    assert.deepEqual(s.delete('k', 20), { value: 'a', timestamp: 10 })
    assert.equal(s.get('k'), undefined)
    assert.equal(s.get('k', 25), undefined)
    assert.deepEqual(s.get('k', 15), { value: 'a', timestamp: 10, validTo: 20 })
    assert.equal(s.put('k', 'b', 15), 20)
    assert.deepEqual(s.get('k', 19), { value: 'b', timestamp: 15, validTo: 20 })
  })

  t(
    'history retention doubles as grace period: older puts are not put, older reads see only the newest',
    async (h) => {
      const s = await open(h)
      s.put('k', 'old', 0)
      s.put('k', 'new', 100)
      s.put('other', 'x', RETENTION + 100)
      assert.equal(s.put('k', 'late', 100), U)
      assert.equal(s.put('j', 'too late', 99), PUT_RETURN_CODE_NOT_PUT)
      assert.equal(s.get('j'), undefined)
      assert.equal(s.get('k', 50), undefined)
      assert.deepEqual(s.get('k', 200), { value: 'late', timestamp: 100 })
      assert.equal(s.delete('k', 0), undefined)
      assert.deepEqual(s.get('k'), { value: 'late', timestamp: 100 })
    },
  )

  t('null keys are refused; a closed store refuses reads and writes', async (h) => {
    const s = await open(h)
    await expectTag('NullKey', () => s.put(null as never, 'v', 0))
    await expectTag('NullKey', () => s.get(undefined as never))
    await s.close()
    await expectTag('StoreClosed', () => s.get('k'))
    await expectTag('StoreClosed', () => s.put('k', 'v', 1))
  })

  if (supports.changelog) {
    t(
      'each put and delete is logged with its timestamp; restoring the log rebuilds the versions',
      async (h) => {
        const s = await open(h)
        s.put('k', 'a', 10)
        s.put('k', 'c', 30)
        s.put('k', 'b', 20)
        s.delete('j', 5)
        const logged = h.collector.records.map((r) => [
          r.key.toString(),
          r.value?.toString() ?? null,
          r.timestamp,
        ])
        assert.deepEqual(logged, [
          ['k', 'a', 10],
          ['k', 'c', 30],
          ['k', 'b', 20],
          ['j', null, 5],
        ])
        const restored = await open(h, 'restored')
        const records = h.collector.records.map((r, offset) => ({ ...r, offset }))
        await restored.restore(records, {
          topic: 'app-store-changelog',
          partition: 0,
          offset: records.length,
        })
        for (const asOf of [5, 10, 19, 20, 29, 30, 40])
          assert.deepEqual(restored.get('k', asOf), s.get('k', asOf))
        assert.deepEqual(restored.committedOffsets(), [
          { topic: 'app-store-changelog', partition: 0, offset: records.length },
        ])
      },
    )
  }

  if (supports.transactional) {
    t('abort drops uncommitted versions; read-committed views see only committed ones', async (h) => {
      const s = await open(h)
      s.put('k', 'a', 10)
      await s.commit([])
      s.put('k', 'b', 20)
      assert.deepEqual(s.readOnly('READ_COMMITTED').get('k'), { value: 'a', timestamp: 10 })
      assert.deepEqual(s.readOnly('READ_UNCOMMITTED').get('k'), { value: 'b', timestamp: 20 })
      s.abort()
      assert.deepEqual(s.get('k'), { value: 'a', timestamp: 10 })
      assert.equal(s.put('k', 'c', 15), U)
      await s.commit([])
      assert.deepEqual(s.readOnly('READ_COMMITTED').get('k', 12), { value: 'a', timestamp: 10, validTo: 15 })
    })
  } else {
    t('abort keeps writes (not transactional)', async (h) => {
      const s = await open(h)
      s.put('k', 'a', 10)
      s.abort()
      assert.deepEqual(s.get('k'), { value: 'a', timestamp: 10 })
    })
  }

  if (supports.persistent) {
    t('versions, stream time and offsets survive a reopen; expired segments stay gone', async (h) => {
      let s = await open(h)
      s.put('k', 'a', 10)
      s.put('k', 'b', 20)
      s.put('old', 'x', 0)
      s.put('old', 'y', 50)
      await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 7 }])
      s = await reopen(h, s)
      assert.deepEqual(s.get('k', 15), { value: 'a', timestamp: 10, validTo: 20 })
      assert.deepEqual(s.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 7 }])
      s.put('other', 'z', RETENTION + 2 * INTERVAL)
      await s.commit([])
      s = await reopen(h, s)
      assert.equal(s.get('old', 40), undefined)
      assert.equal(s.put('late', 'v', 60), PUT_RETURN_CODE_NOT_PUT)
      assert.deepEqual(s.get('old'), { value: 'y', timestamp: 50 })
    })
  }
}
