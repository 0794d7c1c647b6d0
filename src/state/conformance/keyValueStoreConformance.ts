import assert from 'node:assert/strict'
import { firstValueFrom, take, toArray, type Observable } from 'rxjs'
import { serdeFrom } from '../../serde/Serde.js'
import { Serdes } from '../../serde/Serdes.js'
import { SerializationError } from '../../serde/SerializationError.js'
import type { KeyValue } from '../../core/KeyValue.js'
import type { KeyValueIterator } from '../KeyValueIterator.js'
import type { KeyValueStore } from '../KeyValueStore.js'
import type { StoreChange } from '../StoreChange.js'
import { withHarness, type KeyValueStoreFactory, type TestFunction } from './ConformanceHarness.js'
import { expectTag } from './expectTag.js'
import type { KeyValueStoreSupports } from './KeyValueStoreSupports.js'

const drain = <K, V>(it: KeyValueIterator<K, V>): KeyValue<K, V>[] => [...it]
const keys = <K, V>(it: KeyValueIterator<K, V>): K[] => drain(it).map((r) => r.key)
const fill = (store: KeyValueStore<string, string>, ...ks: string[]): void => {
  for (const k of ks) store.put(k, `v-${k}`)
}

/** A store that can hand out change feeds (the metered layer). */
interface WithChanges {
  changes(mode?: 'committed' | 'written'): Observable<StoreChange<string, string>>
}
const hasChanges = (store: unknown): store is WithChanges =>
  typeof (store as WithChanges).changes === 'function'

/**
 * The key-value store conformance suite, written once and run against every backend and layer stack with a
 * one-line test file. `supports` is the only way to skip tests.
 * @example
 * keyValueStoreConformance(it, 'memory', (name, serdes) => Stores.keyValueStoreBuilder(...).build(), supports)
 * @category State stores
 * @since 0.1.0
 */
export const keyValueStoreConformance = (
  test: TestFunction,
  label: string,
  factory: KeyValueStoreFactory,
  supports: KeyValueStoreSupports,
): void => {
  const t = (name: string, body: Parameters<typeof withHarness>[2]): void =>
    test(`${label}: ${name}`, withHarness(factory, supports, body))

  t('put, get, delete, putIfAbsent, putAll and a null value as delete', async (h) => {
    const s = await h.open()
    assert.equal(s.get('a'), undefined)
    s.put('a', '1')
    assert.equal(s.get('a'), '1')
    assert.equal(s.putIfAbsent('a', '2'), '1')
    assert.equal(s.get('a'), '1')
    assert.equal(s.putIfAbsent('b', '2'), undefined)
    assert.equal(s.get('b'), '2')
    assert.equal(s.delete('a'), '1')
    assert.equal(s.delete('a'), undefined)
    assert.equal(s.get('a'), undefined)
    s.putAll([
      { key: 'c', value: '3' },
      { key: 'd', value: '4' },
      { key: 'c', value: '5' },
    ])
    assert.equal(s.get('c'), '5')
    s.put('d', null)
    assert.equal(s.get('d'), undefined)
    assert.equal(s.approximateNumEntries(), 2)
  })

  t('range and reverseRange are inclusive, ordered by key bytes, with open bounds', async (h) => {
    const s = await h.open()
    fill(s, 'b', 'a', 'ba', 'c', 'é', 'z', 'B')
    assert.deepEqual(keys(s.all()), ['B', 'a', 'b', 'ba', 'c', 'z', 'é'])
    assert.deepEqual(keys(s.reverseAll()), ['é', 'z', 'c', 'ba', 'b', 'a', 'B'])
    assert.deepEqual(keys(s.range('a', 'c')), ['a', 'b', 'ba', 'c'])
    assert.deepEqual(keys(s.reverseRange('a', 'c')), ['c', 'ba', 'b', 'a'])
    assert.deepEqual(keys(s.range(undefined, 'b')), ['B', 'a', 'b'])
    assert.deepEqual(keys(s.range('c', undefined)), ['c', 'z', 'é'])
    assert.deepEqual(keys(s.reverseRange('c', undefined)), ['é', 'z', 'c'])
    assert.deepEqual(keys(s.range('bb', 'bz')), [])
    assert.deepEqual(drain(s.range('ba', 'ba')), [{ key: 'ba', value: 'v-ba' }])
  })

  t('a range with from > to is empty, not an error', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'b', 'c')
    assert.deepEqual(keys(s.range('c', 'a')), [])
    assert.deepEqual(keys(s.reverseRange('c', 'a')), [])
  })

  t('prefixScan returns the keys whose bytes start with the prefix', async (h) => {
    const s = await h.open()
    fill(s, 'ab', 'abc', 'abd', 'ac', 'a', 'b', 'ab\u00ff', 'ab\u00ffz')
    assert.deepEqual(keys(s.prefixScan('ab', Serdes.string().serializer)), [
      'ab',
      'abc',
      'abd',
      'ab\u00ff',
      'ab\u00ffz',
    ])
    assert.deepEqual(keys(s.prefixScan('ab\u00ff', Serdes.string().serializer)), ['ab\u00ff', 'ab\u00ffz'])
    assert.deepEqual(keys(s.prefixScan('x', Serdes.string().serializer)), [])
    const bytes = await h.open('bytes', { key: Serdes.bytes(), value: Serdes.string() })
    bytes.put(Buffer.from([0xff]), 'x')
    bytes.put(Buffer.from([0xff, 0xff]), 'y')
    bytes.put(Buffer.from([0xfe, 0xff]), 'z')
    assert.deepEqual(
      drain(bytes.prefixScan(Buffer.from([0xff]), Serdes.bytes().serializer)).map((r) => r.value),
      ['x', 'y'],
    )
  })

  t('iterators: hasNext, next, peekNextKey, exhaustion and own close', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'b')
    const it = s.all()
    assert.equal(it.hasNext(), true)
    assert.equal(it.peekNextKey(), 'a')
    assert.equal(it.peekNextKey(), 'a')
    assert.deepEqual(it.next(), { key: 'a', value: 'v-a' })
    assert.deepEqual(it.next(), { key: 'b', value: 'v-b' })
    assert.equal(it.hasNext(), false)
    assert.equal(it.peekNext(), undefined)
    await expectTag('NoSuchElement', () => it.next())
    await expectTag('NoSuchElement', () => it.peekNextKey())
    it.close()
    it.close()
    await expectTag('IteratorClosed', () => it.hasNext())
    await expectTag('IteratorClosed', () => it.next())
  })

  t('iterators work with for...of and for await...of, and close on break', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'b', 'c')
    const seen: string[] = []
    for await (const { key } of s.all()) seen.push(key)
    assert.deepEqual(seen, ['a', 'b', 'c'])
    const it = s.all()
    for (const { key } of it) if (key === 'b') break
    await expectTag('IteratorClosed', () => it.hasNext())
  })

  t('closing the store under an open iterator makes the next step fail with a typed error', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'b', 'c')
    const it = s.range('a', 'c')
    assert.equal(it.next().key, 'a')
    const reverse = s.reverseAll()
    await s.close()
    await expectTag('IteratorInvalidated', () => it.hasNext())
    await expectTag('IteratorInvalidated', () => it.next())
    await expectTag('IteratorInvalidated', () => reverse.peekNextKey())
    it.close()
  })

  t('a closed or unopened store rejects every operation with StoreClosed', async (h) => {
    const s = await h.open()
    await s.close()
    assert.equal(s.isOpen, false)
    await expectTag('StoreClosed', () => s.get('a'))
    await expectTag('StoreClosed', () => s.put('a', '1'))
    await expectTag('StoreClosed', () => s.all())
    await expectTag('StoreClosed', () => s.approximateNumEntries())
    await expectTag('StoreClosed', () => s.commit([]))
    const fresh = h.factory('unopened', { key: Serdes.string(), value: Serdes.string() })
    await expectTag('StoreClosed', () => fresh.get('a'))
  })

  t('null and undefined keys are rejected with NullKey', async (h) => {
    const s = await h.open()
    await expectTag('NullKey', () => s.get(null as never))
    await expectTag('NullKey', () => s.put(undefined as never, '1'))
    await expectTag('NullKey', () => s.delete(null as never))
    await expectTag('NullKey', () => s.putIfAbsent(null as never, '1'))
    await expectTag('NullKey', () =>
      s.putAll([
        { key: 'ok', value: '1' },
        { key: null as never, value: '2' },
      ]),
    )
    assert.equal(s.get('ok'), undefined, 'putAll validates every key before writing any')
    await expectTag('NullKey', () => s.prefixScan(null as never, Serdes.string().serializer))
  })

  t('keys and values a serde cannot encode fail with StoreSerialization and write nothing', async (h) => {
    const s = await h.open('longs', { key: Serdes.long(), value: Serdes.integer() })
    await expectTag('StoreSerialization', () => s.put(1.5, 1))
    await expectTag('StoreSerialization', () => s.put(1, 2 ** 40))
    await expectTag('StoreSerialization', () => s.get(Number.NaN))
    assert.equal(s.approximateNumEntries(), 0)
    const picky = serdeFrom<string>(
      (data) => Buffer.from(data),
      (data, topic) => {
        if (data.toString() === 'unreadable') throw new SerializationError('unreadable', topic)
        return data.toString()
      },
    )
    const p = await h.open('picky', { key: Serdes.string(), value: picky })
    p.put('k', 'unreadable')
    await expectTag('StoreSerialization', () => p.get('k'))
    await expectTag('StoreSerialization', () => p.all().next())
  })

  t('commit records the changelog offsets', async (h) => {
    const s = await h.open()
    assert.deepEqual(s.committedOffsets(), [])
    s.put('a', '1')
    await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 7 }])
    assert.deepEqual(s.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 7 }])
    await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 9 }])
    assert.deepEqual(s.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 9 }])
    assert.equal(s.get('a'), '1')
  })

  t('restore bulk-loads records, records the offset and is not logged', async (h) => {
    const s = await h.open()
    s.put('x', 'old')
    await s.commit([])
    h.collector.clear()
    await s.restore(
      [
        { key: Buffer.from('a'), value: Buffer.from('1'), offset: 0 },
        { key: Buffer.from('b'), value: Buffer.from('2'), offset: 1 },
        { key: Buffer.from('x'), value: null, offset: 2 },
      ],
      { topic: 'app-store-changelog', partition: 0, offset: 3 },
    )
    assert.deepEqual(drain(s.all()), [
      { key: 'a', value: '1' },
      { key: 'b', value: '2' },
    ])
    assert.deepEqual(s.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 3 }])
    assert.deepEqual(h.collector.records, [])
  })

  t('iterators see later writes to keys not yet reached, and never deleted keys', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'c', 'e')
    const it = s.all()
    assert.equal(it.next().key, 'a')
    s.put('b', 'new')
    s.put('d', 'new')
    s.delete('e')
    s.put('c', 'changed')
    assert.deepEqual(drain(it), [
      { key: 'b', value: 'new' },
      { key: 'c', value: 'changed' },
      { key: 'd', value: 'new' },
    ])
    const again = s.all()
    assert.equal(again.peekNext()?.value, 'v-a')
    s.put('a', 'overwritten after peek')
    assert.deepEqual(again.next(), { key: 'a', value: 'overwritten after peek' })
    again.close()
  })

  t('readOnly views read the same data as the owner when nothing is uncommitted', async (h) => {
    const s = await h.open()
    fill(s, 'a', 'b')
    await s.commit([])
    for (const view of [s.readOnly('READ_COMMITTED'), s.readOnly('READ_UNCOMMITTED')]) {
      assert.equal(view.get('a'), 'v-a')
      assert.deepEqual(keys(view.all()), ['a', 'b'])
      assert.equal(view.approximateNumEntries(), 2)
    }
  })

  if (supports.transactional) {
    t('abort drops uncommitted writes; READ_COMMITTED views see only committed data', async (h) => {
      const s = await h.open()
      fill(s, 'a')
      await s.commit([])
      s.put('a', 'uncommitted')
      s.put('b', 'uncommitted')
      s.delete('a')
      assert.equal(s.get('a'), undefined)
      assert.deepEqual(keys(s.all()), ['b'])
      const committed = s.readOnly('READ_COMMITTED')
      assert.equal(committed.get('a'), 'v-a')
      assert.equal(committed.get('b'), undefined)
      assert.deepEqual(keys(committed.all()), ['a'])
      assert.ok(s.approximateNumUncommittedBytes() > 0)
      s.abort()
      assert.equal(s.get('a'), 'v-a')
      assert.equal(s.get('b'), undefined)
      assert.equal(s.approximateNumUncommittedBytes(), 0)
      s.put('c', '3')
      await s.commit([])
      assert.equal(s.readOnly('READ_COMMITTED').get('c'), '3')
    })
  } else {
    t('without transactions, READ_COMMITTED views see the latest writes', async (h) => {
      const s = await h.open()
      s.put('a', '1')
      assert.equal(s.readOnly('READ_COMMITTED').get('a'), '1')
      assert.deepEqual(keys(s.readOnly('READ_COMMITTED').all()), ['a'])
    })
  }

  if (supports.changelog) {
    t('every write reaches the changelog collector, deletes as tombstones', async (h) => {
      const s = await h.open()
      h.timestamp = 42
      s.put('a', '1')
      s.delete('a')
      s.flush()
      const records = h.collector.records.map((r) => ({
        topic: r.topic,
        partition: r.partition,
        key: r.key.toString(),
        value: r.value?.toString() ?? null,
        timestamp: r.timestamp,
      }))
      const expected = [{ topic: 'app-store-changelog', partition: 0, key: 'a', value: null, timestamp: 42 }]
      const last = records.slice(-1)
      assert.deepEqual(last, expected)
      if (!supports.caching) assert.equal(records.length, 2)
    })
  }

  if (supports.caching) {
    t('the cache deduplicates writes until flush', async (h) => {
      const s = await h.open()
      for (let i = 0; i < 10; i++) s.put('a', String(i))
      assert.equal(h.collector.records.length, 0)
      s.flush()
      assert.deepEqual(
        h.collector.records.map((r) => r.value?.toString()),
        ['9'],
      )
    })
  }

  if (supports.persistent) {
    t('reopening keeps committed data and offsets', async (h) => {
      const s = await h.open()
      fill(s, 'a', 'b')
      await s.commit([{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      s.put('c', 'uncommitted')
      await s.close()
      const again = await h.open()
      assert.deepEqual(again.committedOffsets(), [{ topic: 'app-store-changelog', partition: 0, offset: 2 }])
      assert.deepEqual(keys(again.all()), ['a', 'b'])
      assert.equal(again.get('a'), 'v-a')
    })

    t('a second open of the same store directory fails with StoreLocked', async (h) => {
      await h.open()
      await expectTag('StoreLocked', () => h.open())
    })
  }

  t('change feeds: committed emits after commit, written as written, abort emits nothing', async (h) => {
    const s = await h.open()
    if (!hasChanges(s)) return
    s.put('a', '0')
    await s.commit([])
    const written = firstValueFrom(s.changes('written').pipe(take(2), toArray()))
    const committed = firstValueFrom(s.changes('committed').pipe(take(2), toArray()))
    h.timestamp = 5
    s.put('a', '1')
    s.put('a', '2')
    s.put('b', '1')
    assert.deepEqual(
      (await written).map((c) => [c.key, c.oldValue, c.newValue]),
      [
        ['a', '0', '1'],
        ['a', '1', '2'],
      ],
    )
    if (supports.transactional) {
      s.abort()
      s.put('c', '1')
    }
    await s.commit([])
    const expected = supports.transactional
      ? [['c', undefined, '1']]
      : [
          ['a', '0', '2'],
          ['b', undefined, '1'],
        ]
    if (supports.transactional) {
      s.put('d', '1')
      await s.commit([])
      expected.push(['d', undefined, '1'])
    }
    const got = await committed
    assert.deepEqual(
      got.map((c) => [c.key, c.oldValue, c.newValue]),
      expected,
    )
    assert.deepEqual(
      got.map((c) => [c.partition, c.timestamp]),
      got.map(() => [0, 5]),
    )
  })
}
