import assert from 'node:assert/strict'
import { firstValueFrom, take, toArray } from 'rxjs'
import type { Serde } from '../../../serde/Serde.js'
import { Serdes } from '../../../serde/Serdes.js'
import type { TestFunction } from '../../conformance/ConformanceHarness.js'
import { expectTag } from '../../conformance/expectTag.js'
import type { KeyValueStoreSupports } from '../../conformance/KeyValueStoreSupports.js'
import type { KeyValueIterator } from '../../KeyValueIterator.js'
import type { Windowed } from '../../../core/windows/Windowed.js'
import { withStoreHarness, type StoreHarness } from '../../segmented/conformance/StoreHarness.js'
import type { MeteredSessionStore } from '../MeteredSessionStore.js'

/**
 * Makes a new, unopened typed session store keeping sessions for `retentionPeriod` ms.
 * @example
 * const f: SessionStoreFactory = (n, r, s) => Stores.sessionStoreBuilder(Stores.inMemorySessionStore(n, r), s.key, s.value).build()
 * @category State stores
 * @since 0.1.0
 */
export type SessionStoreFactory = <K, AGG>(
  name: string,
  retentionPeriod: number,
  serdes: { readonly key: Serde<K>; readonly value: Serde<AGG> },
) => MeteredSessionStore<K, AGG>

const RETENTION = 300_000
const strings = { key: Serdes.string(), value: Serdes.string() }
const session = (key: string, start: number, end: number): Windowed<string> => ({
  key,
  window: { start, end },
})
const rows = (it: KeyValueIterator<Windowed<string>, string>): [string, number, number, string][] =>
  [...it].map((r) => [r.key.key, r.key.window.start, r.key.window.end, r.value])
const windows = (it: KeyValueIterator<Windowed<string>, string>): [string, number, number][] =>
  rows(it).map(([k, start, end]) => [k, start, end])

/**
 * The session store conformance suite, written once and run against every backend and layer stack with a
 * one-line test file; `supports` is the only way to skip tests. Sessions use a 300 s retention (150 s segments).
 * @example
 * sessionStoreConformance(it, 'memory', (n, r, s) => Stores.sessionStoreBuilder(...).build(), supports)
 * @category State stores
 * @since 0.1.0
 */
export const sessionStoreConformance = (
  test: TestFunction,
  label: string,
  factory: SessionStoreFactory,
  supports: KeyValueStoreSupports,
): void => {
  const t = (name: string, body: (h: StoreHarness) => Promise<void>): void =>
    test(`${label}: ${name}`, withStoreHarness(body))
  const open = (h: StoreHarness, name = 'store') => h.open(factory(name, RETENTION, strings))

  t('put, fetchSession by exact start and end, remove, and a null aggregate as remove', async (h) => {
    const s = await open(h)
    s.put(session('u', 0, 100), '1')
    s.put(session('u', 0, 100), '2')
    s.put(session('u', 200, 200), '3')
    assert.equal(s.fetchSession('u', 0, 100), '2')
    assert.equal(s.fetchSession('u', 0, 99), undefined)
    assert.equal(s.fetchSession('u', 200, 200), '3')
    s.remove(session('u', 0, 100))
    assert.equal(s.fetchSession('u', 0, 100), undefined)
    s.put(session('u', 200, 200), null)
    assert.equal(s.fetchSession('u', 200, 200), undefined)
    assert.equal(s.retentionPeriod, RETENTION)
  })

  t('findSessions returns sessions overlapping [earliestEnd, latestStart], by end then start', async (h) => {
    const s = await open(h)
    for (const [start, end] of [
      [400, 500],
      [0, 100],
      [200, 300],
      [160_000, 170_000],
      [250, 300],
    ] as const)
      s.put(session('k', start, end), `${start}-${end}`)
    s.put(session('j', 200, 300), 'other')
    s.put(session('kk', 200, 300), 'other')
    assert.deepEqual(windows(s.findSessions('k', 150, 450)), [
      ['k', 200, 300],
      ['k', 250, 300],
      ['k', 400, 500],
    ])
    assert.deepEqual(windows(s.backwardFindSessions('k', 150, 450)), [
      ['k', 400, 500],
      ['k', 250, 300],
      ['k', 200, 300],
    ])
    assert.deepEqual(windows(s.findSessions('k', 100, 100)), [['k', 0, 100]])
    assert.deepEqual(windows(s.findSessions('k', 301, 399)), [])
    assert.deepEqual(windows(s.findSessions('k', 500, Number.MAX_SAFE_INTEGER)), [
      ['k', 400, 500],
      ['k', 160_000, 170_000],
    ])
    assert.deepEqual(
      windows(s.fetch('k')).map(([, start]) => start),
      [0, 200, 250, 400, 160_000],
    )
    assert.deepEqual(
      windows(s.backwardFetch('k')).map(([, start]) => start),
      [160_000, 400, 250, 200, 0],
    )
  })

  t(
    'key-range reads go by key bytes, then end, then start, with open bounds and exact reverses',
    async (h) => {
      const s = await open(h)
      for (const k of ['b', 'a', 'ab', 'a\u0000', 'c']) {
        s.put(session(k, 0, 10), `${k}1`)
        s.put(session(k, 155_000, 160_000), `${k}2`)
      }
      const all = [
        ['a', 0, 10],
        ['a', 155_000, 160_000],
        ['a\u0000', 0, 10],
        ['a\u0000', 155_000, 160_000],
        ['ab', 0, 10],
        ['ab', 155_000, 160_000],
        ['b', 0, 10],
        ['b', 155_000, 160_000],
        ['c', 0, 10],
        ['c', 155_000, 160_000],
      ]
      assert.deepEqual(windows(s.fetch(undefined, undefined)), all)
      assert.deepEqual(windows(s.backwardFetch(undefined, undefined)), [...all].reverse())
      assert.deepEqual(windows(s.fetch('a\u0000', 'ab')), all.slice(2, 6))
      assert.deepEqual(windows(s.findSessions('a\u0000', 'b', 11, 200_000)), [
        ['a\u0000', 155_000, 160_000],
        ['ab', 155_000, 160_000],
        ['b', 155_000, 160_000],
      ])
      assert.deepEqual(windows(s.backwardFindSessions(undefined, 'a', 0, 5)), [['a', 0, 10]])
      assert.deepEqual(windows(s.findSessions('c', undefined, 0, 5)), [['c', 0, 10]])
      assert.deepEqual(windows(s.fetch('c', 'a')), [])
    },
  )

  t(
    'retention: a session ending at or before streamTime - retention is dropped and never returned',
    async (h) => {
      const s = await open(h)
      s.put(session('a', 0, 50_000), 'old')
      s.put(session('a', 0, 50_001), 'edge')
      s.put(session('b', 350_000, 350_000), 'new')
      assert.equal(s.fetchSession('a', 0, 50_000), undefined)
      assert.equal(s.fetchSession('a', 0, 50_001), 'edge')
      s.put(session('a', 10, 20), 'late')
      assert.deepEqual(windows(s.fetch('a')), [['a', 0, 50_001]])
      await s.commit([])
      s.put(session('c', 700_000, 700_000), 'newest')
      await s.commit([])
      assert.deepEqual(windows(s.fetch(undefined, undefined)), [['c', 700_000, 700_000]])
    },
  )

  t('iterators: peekNextKey, exhaustion, own close, and store close invalidating them', async (h) => {
    const s = await open(h)
    s.put(session('a', 0, 10), '1')
    const it = s.fetch('a')
    assert.deepEqual(it.peekNextKey(), session('a', 0, 10))
    it.next()
    await expectTag('NoSuchElement', () => it.next())
    it.close()
    await expectTag('IteratorClosed', () => it.hasNext())
    const pending = s.findSessions('a', 0, 100)
    await s.close()
    await expectTag('IteratorInvalidated', () => pending.hasNext())
    await expectTag('StoreClosed', () => s.fetchSession('a', 0, 10))
    await expectTag('StoreClosed', () => s.put(session('a', 0, 10), '1'))
    await expectTag('StoreClosed', () => s.fetch('a'))
  })

  t(
    'bad input: null keys, a session ending before it starts, times that are not whole milliseconds',
    async (h) => {
      const s = await open(h)
      await expectTag('NullKey', () => s.put(null as never, '1'))
      await expectTag('NullKey', () => s.put(session(null as never, 0, 1), '1'))
      await expectTag('NullKey', () => s.findSessions(null as never, 0, 1))
      await expectTag('NullKey', () => s.fetch(undefined as never))
      await expectTag('NullKey', () => s.fetchSession(null as never, 0, 1))
      await expectTag('InvalidTimestamp', () => s.put(session('a', 10, 5), '1'))
      await expectTag('InvalidTimestamp', () => s.put(session('a', 0.5, 5), '1'))
      await expectTag('InvalidTimestamp', () => s.findSessions('a', Number.NaN, 5))
      const longs = await h.open(factory('longs', RETENTION, { key: Serdes.long(), value: Serdes.string() }))
      await expectTag('StoreSerialization', () => longs.put({ key: 1.5, window: { start: 0, end: 0 } }, 'x'))
      assert.deepEqual(rows(s.fetch(undefined, undefined)), [])
    },
  )

  if (supports.transactional) {
    t('abort drops uncommitted sessions; READ_COMMITTED views see committed data only', async (h) => {
      const s = await open(h)
      s.put(session('a', 0, 10), 'committed')
      await s.commit([])
      s.put(session('a', 0, 10), 'changed')
      s.put(session('b', 0, 400_000), 'uncommitted')
      const committed = s.readOnly('READ_COMMITTED')
      assert.equal(committed.fetchSession('a', 0, 10), 'committed')
      assert.deepEqual(rows(committed.fetch(undefined, undefined)), [['a', 0, 10, 'committed']])
      s.abort()
      assert.equal(s.fetchSession('a', 0, 10), 'committed')
      assert.deepEqual(windows(s.fetch('b')), [])
    })
  }

  if (supports.changelog) {
    t('writes reach the changelog; restoring the changelog rebuilds the same sessions', async (h) => {
      const s = await open(h)
      s.put(session('a', 0, 10), '1')
      s.put(session('b', 100, 200_000), '2')
      s.remove(session('a', 0, 10))
      s.put(session('c', 5, 6), '3')
      await s.commit([])
      const copy = await open(h, 'copy')
      const records = h.collector.records.map((r, offset) => ({ key: r.key, value: r.value, offset }))
      await copy.restore(records, { topic: 'app-store-changelog', partition: 0, offset: records.length })
      assert.deepEqual(rows(copy.fetch(undefined, undefined)), rows(s.fetch(undefined, undefined)))
    })
  }

  if (supports.caching) {
    t('the cache forwards sessions with windowed keys on flush', async (h) => {
      const s = await open(h)
      const forwarded: [string, number, number, string | undefined, string | undefined][] = []
      s.setFlushListener((k, v, old) => forwarded.push([k.key, k.window.start, k.window.end, v, old]), true)
      s.put(session('a', 0, 10), '1')
      s.put(session('a', 0, 10), '2')
      s.flush()
      assert.deepEqual(forwarded, [['a', 0, 10, '2', undefined]])
    })
  }

  if (supports.persistent) {
    t('reopening keeps committed sessions, offsets and stream time', async (h) => {
      const s = await open(h)
      s.put(session('a', 0, 100_000), '1')
      s.put(session('b', 340_000, 350_000), '2')
      await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      s.put(session('c', 0, 360_000), 'uncommitted')
      await s.close()
      const again = await open(h)
      assert.deepEqual(again.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      assert.deepEqual(windows(again.fetch(undefined, undefined)), [
        ['a', 0, 100_000],
        ['b', 340_000, 350_000],
      ])
      again.put(session('late', 0, 50_000), 'x')
      assert.equal(again.fetchSession('late', 0, 50_000), undefined, 'stream time survived the restart')
    })
  }

  t('change feeds emit session keys after commit', async (h) => {
    const s = await open(h)
    const committed = firstValueFrom(s.changes().pipe(take(2), toArray()))
    h.timestamp = 9
    s.put(session('a', 0, 10), '1')
    s.put(session('a', 0, 10), '2')
    s.put(session('b', 5, 5), '1')
    s.remove(session('b', 5, 5))
    s.put(session('c', 1, 2), '3')
    await s.commit([])
    assert.deepEqual(
      (await committed).map((c) => [c.key, c.oldValue, c.newValue, c.timestamp]),
      [
        [session('a', 0, 10), undefined, '2', 9],
        [session('c', 1, 2), undefined, '3', 9],
      ],
    )
  })
}
