// Over 400 lines on purpose: a conformance suite is one list of cases, kept in one file so a backend author reads
// every case a window store must pass in one place.
import assert from 'node:assert/strict'
import { firstValueFrom, take, toArray } from 'rxjs'
import type { Serde } from '../../../serde/Serde.js'
import { Serdes } from '../../../serde/Serdes.js'
import type { TestFunction } from '../../conformance/ConformanceHarness.js'
import { expectTag } from '../../conformance/expectTag.js'
import type { KeyValueStoreSupports } from '../../conformance/KeyValueStoreSupports.js'
import type { KeyValue } from '../../../core/KeyValue.js'
import type { KeyValueIterator } from '../../KeyValueIterator.js'
import type { Windowed } from '../../../core/windows/Windowed.js'
import type { MeteredWindowStore } from '../MeteredWindowStore.js'
import { withStoreHarness, type StoreHarness } from '../../segmented/conformance/StoreHarness.js'

/**
 * What a window store under test is built with.
 * @example
 * const o: WindowTestOptions = { retentionPeriod: 300_000, windowSize: 10_000, retainDuplicates: false }
 * @category State stores
 * @since 0.1.0
 */
export interface WindowTestOptions {
  readonly retentionPeriod: number
  readonly windowSize: number
  readonly retainDuplicates: boolean
}

/**
 * Makes a new, unopened typed window store.
 * @example
 * const f: WindowStoreFactory = (n, o, s) => Stores.windowStoreBuilder(Stores.inMemoryWindowStore(n, o.retentionPeriod, o.windowSize, o.retainDuplicates), s.key, s.value).build()
 * @category State stores
 * @since 0.1.0
 */
export type WindowStoreFactory = <K, V>(
  name: string,
  options: WindowTestOptions,
  serdes: { readonly key: Serde<K>; readonly value: Serde<V> },
) => MeteredWindowStore<K, V>

const RETENTION = 300_000
const SIZE = 10_000
const strings = { key: Serdes.string(), value: Serdes.string() }
const plain: WindowTestOptions = { retentionPeriod: RETENTION, windowSize: SIZE, retainDuplicates: false }

const drain = <K, V>(it: KeyValueIterator<K, V>): KeyValue<K, V>[] => [...it]
const rows = (it: KeyValueIterator<Windowed<string>, string>): [string, number, string][] =>
  drain(it).map((r) => [r.key.key, r.key.window.start, r.value])

/**
 * The window store conformance suite, written once and run against every backend and layer stack with a
 * one-line test file; `supports` is the only way to skip tests. Windows use a 300 s retention (so 150 s segments)
 * and a 10 s size unless a test says otherwise.
 * @example
 * windowStoreConformance(it, 'memory', (n, o, s) => Stores.windowStoreBuilder(...).build(), supports)
 * @category State stores
 * @since 0.1.0
 */
export const windowStoreConformance = (
  test: TestFunction,
  label: string,
  factory: WindowStoreFactory,
  supports: KeyValueStoreSupports,
): void => {
  const t = (name: string, body: (h: StoreHarness) => Promise<void>): void =>
    test(`${label}: ${name}`, withStoreHarness(body))
  const open = (h: StoreHarness, name = 'store', options = plain) => h.open(factory(name, options, strings))

  t('put and fetch a window by key and start; a null value deletes it', async (h) => {
    const s = await open(h)
    assert.equal(s.fetch('a', 0), undefined)
    s.put('a', '1', 0)
    s.put('a', '2', 100_000)
    s.put('a', '1b', 0)
    assert.equal(s.fetch('a', 0), '1b')
    assert.equal(s.fetch('a', 100_000), '2')
    assert.equal(s.fetch('a', 1), undefined)
    s.put('a', null, 0)
    assert.equal(s.fetch('a', 0), undefined)
    assert.equal(s.retentionPeriod, RETENTION)
  })

  t(
    'fetch(key, from, to) is inclusive and oldest first across segments; backwardFetch is newest first',
    async (h) => {
      const s = await open(h)
      for (const start of [200_000, 0, 150_000, 100_000, 250_000]) s.put('k', `v${start}`, start)
      s.put('j', 'other', 100_000)
      s.put('kk', 'other', 100_000)
      assert.deepEqual(drain(s.fetch('k', 100_000, 200_000)), [
        { key: 100_000, value: 'v100000' },
        { key: 150_000, value: 'v150000' },
        { key: 200_000, value: 'v200000' },
      ])
      assert.deepEqual(
        drain(s.backwardFetch('k', 0, 300_000)).map((r) => r.key),
        [250_000, 200_000, 150_000, 100_000, 0],
      )
      assert.deepEqual(drain(s.fetch('k', 100_001, 149_999)), [])
      assert.deepEqual(drain(s.fetch('k', 200_000, 100_000)), [])
    },
  )

  t(
    'key-range fetches go by key bytes, then window start; backward variants are exact reverses',
    async (h) => {
      const s = await open(h)
      const keys = ['b', 'a', 'ab', 'a\u0000', 'c']
      for (const [i, k] of keys.entries()) {
        s.put(k, `${k}@0`, 0)
        s.put(k, `${k}@${160_000 + i}`, 160_000 + i)
      }
      const expectedAll = [
        ['a', 0],
        ['a', 160_001],
        ['a\u0000', 0],
        ['a\u0000', 160_003],
        ['ab', 0],
        ['ab', 160_002],
        ['b', 0],
        ['b', 160_000],
        ['c', 0],
        ['c', 160_004],
      ]
      const strip = (r: [string, number, string][]) => r.map(([k, start]) => [k, start])
      assert.deepEqual(strip(rows(s.all())), expectedAll)
      assert.deepEqual(strip(rows(s.backwardAll())), [...expectedAll].reverse())
      assert.deepEqual(strip(rows(s.fetch('a\u0000', 'b', 1, 200_000))), [
        ['a\u0000', 160_003],
        ['ab', 160_002],
        ['b', 160_000],
      ])
      assert.deepEqual(strip(rows(s.backwardFetch('a\u0000', 'b', 0, 0))), [
        ['b', 0],
        ['ab', 0],
        ['a\u0000', 0],
      ])
      assert.deepEqual(strip(rows(s.fetch(undefined, 'a', 0, 200_000))), [
        ['a', 0],
        ['a', 160_001],
      ])
      assert.deepEqual(strip(rows(s.fetch('c', undefined, 0, 200_000))), [
        ['c', 0],
        ['c', 160_004],
      ])
      assert.deepEqual(strip(rows(s.fetchAll(160_002, 160_003))), [
        ['a\u0000', 160_003],
        ['ab', 160_002],
      ])
      assert.deepEqual(strip(rows(s.backwardFetchAll(160_002, 160_003))), [
        ['ab', 160_002],
        ['a\u0000', 160_003],
      ])
      assert.deepEqual(rows(s.fetch('c', 'a', 0, 200_000)), [])
      assert.deepEqual(rows(s.fetchAll(10, 5)), [])
    },
  )

  t('windowed keys carry the window end: start + windowSize', async (h) => {
    const s = await open(h)
    s.put('a', '1', 40_000)
    assert.deepEqual(drain(s.all())[0]?.key, { key: 'a', window: { start: 40_000, end: 50_000 } })
  })

  t(
    'retention: a window at or before streamTime - retention is dropped on write and never returned',
    async (h) => {
      const s = await open(h)
      s.put('a', 'old', 0)
      s.put('a', 'edge', 50_001)
      s.put('b', 'new', 350_000)
      assert.equal(s.fetch('a', 0), undefined)
      assert.equal(s.fetch('a', 50_001), 'edge')
      s.put('a', 'late', 50_000)
      assert.equal(s.fetch('a', 50_000), undefined)
      assert.deepEqual(rows(s.all()), [
        ['a', 50_001, 'edge'],
        ['b', 350_000, 'new'],
      ])
      s.flush()
      await s.commit([])
      s.put('c', 'newest', 700_000)
      await s.commit([])
      assert.deepEqual(rows(s.all()), [['c', 700_000, 'newest']])
      assert.deepEqual(drain(s.fetch('a', 0, 1_000_000)), [])
    },
  )

  t('retainDuplicates keeps every put in insertion order and ignores null puts', async (h) => {
    const s = await open(h, 'dups', { ...plain, retainDuplicates: true })
    s.put('k', '1', 5_000)
    s.put('k', '2', 5_000)
    s.put('k', null, 5_000)
    s.put('k', '0', 1_000)
    s.put('k', '3', 5_000)
    assert.deepEqual(
      drain(s.fetch('k', 0, 10_000)).map((r) => [r.key, r.value]),
      [
        [1_000, '0'],
        [5_000, '1'],
        [5_000, '2'],
        [5_000, '3'],
      ],
    )
    assert.deepEqual(
      drain(s.backwardFetch('k', 0, 10_000)).map((r) => r.value),
      ['3', '2', '1', '0'],
    )
    assert.equal(s.fetch('k', 5_000), '3')
  })

  t('iterators: hasNext, next, peekNextKey, exhaustion, own close and store close', async (h) => {
    const s = await open(h)
    s.put('a', '1', 0)
    s.put('a', '2', 200_000)
    const it = s.fetch('a', 0, 300_000)
    assert.equal(it.peekNextKey(), 0)
    assert.deepEqual(it.next(), { key: 0, value: '1' })
    assert.equal(it.hasNext(), true)
    it.next()
    assert.equal(it.hasNext(), false)
    await expectTag('NoSuchElement', () => it.next())
    it.close()
    await expectTag('IteratorClosed', () => it.hasNext())
    const open1 = s.all()
    const open2 = s.backwardFetch('a', 0, 300_000)
    assert.equal(open1.next().key.key, 'a')
    await s.close()
    await expectTag('IteratorInvalidated', () => open1.hasNext())
    await expectTag('IteratorInvalidated', () => open2.next())
  })

  t('a closed or unopened store rejects every operation with StoreClosed', async (h) => {
    const s = await open(h)
    await s.close()
    assert.equal(s.isOpen, false)
    await expectTag('StoreClosed', () => s.put('a', '1', 0))
    await expectTag('StoreClosed', () => s.fetch('a', 0))
    await expectTag('StoreClosed', () => s.fetch('a', 0, 1))
    await expectTag('StoreClosed', () => s.all())
    await expectTag('StoreClosed', () => s.commit([]))
    const fresh = factory('unopened', plain, strings)
    await expectTag('StoreClosed', () => fresh.fetchAll(0, 1))
  })

  t('bad input: null keys, times that are not whole milliseconds, keys a serde cannot encode', async (h) => {
    const s = await open(h)
    await expectTag('NullKey', () => s.put(null as never, '1', 0))
    await expectTag('NullKey', () => s.fetch(undefined as never, 0))
    await expectTag('NullKey', () => s.fetch(null as never, 0, 10))
    await expectTag('NullKey', () => s.backwardFetch(null as never, 0, 10))
    await expectTag('InvalidTimestamp', () => s.put('a', '1', 1.5))
    await expectTag('InvalidTimestamp', () => s.put('a', '1', Number.NaN))
    await expectTag('InvalidTimestamp', () => s.fetch('a', 0, Number.POSITIVE_INFINITY))
    await expectTag('InvalidTimestamp', () => s.fetchAll(0.5, 10))
    const longs = await h.open(factory('longs', plain, { key: Serdes.long(), value: Serdes.string() }))
    await expectTag('StoreSerialization', () => longs.put(1.5, 'x', 0))
    assert.deepEqual(drain(s.all()), [])
    assert.deepEqual(drain(longs.all()), [])
  })

  t('iterators see later writes to windows they have not reached yet', async (h) => {
    const s = await open(h)
    s.put('a', '1', 0)
    s.put('c', '1', 0)
    const it = s.fetchAll(0, 10)
    assert.equal(it.next().key.key, 'a')
    s.put('b', 'new', 0)
    s.put('c', null, 0)
    s.put('d', 'new', 10)
    assert.deepEqual(rows(it), [
      ['b', 0, 'new'],
      ['d', 10, 'new'],
    ])
  })

  if (supports.transactional) {
    t(
      'abort drops uncommitted windows and stream time; READ_COMMITTED views see committed data only',
      async (h) => {
        const s = await open(h)
        s.put('a', 'committed', 0)
        await s.commit([])
        s.put('b', 'uncommitted', 400_000)
        assert.equal(s.fetch('a', 0), undefined, 'expired for the owner')
        const committed = s.readOnly('READ_COMMITTED')
        assert.equal(committed.fetch('a', 0), 'committed')
        assert.equal(committed.fetch('b', 400_000), undefined)
        assert.deepEqual(rows(committed.all()), [['a', 0, 'committed']])
        s.abort()
        assert.equal(s.fetch('a', 0), 'committed')
        assert.equal(s.fetch('b', 400_000), undefined)
        s.put('a', 'again', 10)
        assert.equal(s.fetch('a', 10), 'again')
      },
    )
  } else {
    t('without transactions, READ_COMMITTED views see the latest writes', async (h) => {
      const s = await open(h)
      s.put('a', '1', 0)
      assert.equal(s.readOnly('READ_COMMITTED').fetch('a', 0), '1')
      assert.deepEqual(rows(s.readOnly('READ_UNCOMMITTED').all()), [['a', 0, '1']])
    })
  }

  if (supports.changelog) {
    t(
      'writes reach the changelog by flush; restoring it rebuilds the same windows and stream time',
      async (h) => {
        const s = await open(h)
        h.timestamp = 7
        s.put('a', '1', 0)
        s.put('b', '2', 200_000)
        s.put('a', null, 0)
        s.put('c', '3', 150_000)
        s.put('d', 'gone', 400_000)
        s.put('d', null, 400_000)
        s.flush()
        assert.ok(h.collector.records.length > 0)
        assert.ok(h.collector.records.every((r) => r.topic === 'app-store-changelog' && r.partition === 0))
        const copy = await open(h, 'copy')
        const records = h.collector.records.map((r, offset) => ({ key: r.key, value: r.value, offset }))
        await copy.restore(records, { topic: 'app-store-changelog', partition: 0, offset: records.length })
        assert.deepEqual(rows(copy.all()), rows(s.all()))
        assert.deepEqual(copy.committedOffsets(), [
          { topic: 'app-store-changelog', partition: 0, offset: records.length },
        ])
        copy.put('z', 'expired', 100_000)
        copy.put('z', 'live', 100_001)
        assert.deepEqual(drain(copy.fetch('z', 0, 200_000)), [{ key: 100_001, value: 'live' }])
      },
    )
  }

  if (supports.caching) {
    t('the cache holds writes until flush, then forwards them with windowed keys', async (h) => {
      const s = await open(h)
      const forwarded: [string, number, string | undefined][] = []
      assert.equal(
        s.setFlushListener((key, value) => forwarded.push([key.key, key.window.start, value]), false),
        true,
      )
      s.put('a', '1', 0)
      s.put('a', '2', 0)
      assert.deepEqual(forwarded, [])
      s.flush()
      assert.deepEqual(forwarded, [['a', 0, '2']])
    })
  }

  if (supports.persistent) {
    t('reopening keeps committed windows, offsets and stream time', async (h) => {
      const s = await open(h)
      s.put('a', '1', 100_000)
      s.put('b', '2', 350_000)
      s.put('gone', 'x', 360_000)
      s.put('gone', null, 360_000)
      await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      s.put('c', 'uncommitted', 360_000)
      await s.close()
      const again = await open(h)
      assert.deepEqual(again.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      assert.deepEqual(rows(again.all()), [
        ['a', 100_000, '1'],
        ['b', 350_000, '2'],
      ])
      again.put('late', 'x', 60_000)
      assert.equal(again.fetch('late', 60_000), undefined, 'stream time survived the restart')
    })

    t('a second open of the same store directory fails with StoreLocked', async (h) => {
      await open(h)
      await expectTag('StoreLocked', () => open(h))
    })
  }

  t('change feeds emit windowed keys: committed after commit, written as written', async (h) => {
    const s = await open(h)
    s.put('a', '0', 0)
    await s.commit([])
    const written = firstValueFrom(s.changes('written').pipe(take(2), toArray()))
    const committed = firstValueFrom(s.changes('committed').pipe(take(2), toArray()))
    h.timestamp = 5
    s.put('a', '1', 0)
    s.put('a', '2', 0)
    s.put('b', '1', 10_000)
    const window = (start: number) => ({ start, end: start + SIZE })
    assert.deepEqual(
      (await written).map((c) => [c.key, c.oldValue, c.newValue]),
      [
        [{ key: 'a', window: window(0) }, '0', '1'],
        [{ key: 'a', window: window(0) }, '1', '2'],
      ],
    )
    await s.commit([])
    assert.deepEqual(
      (await committed).map((c) => [c.key, c.oldValue, c.newValue, c.timestamp, c.partition]),
      [
        [{ key: 'a', window: window(0) }, '0', '2', 5, 0],
        [{ key: 'b', window: window(10_000) }, undefined, '1', 5, 0],
      ],
    )
  })
}
