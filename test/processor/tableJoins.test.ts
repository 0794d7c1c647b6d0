import { describe, expect, it } from 'vitest'
import { change } from '../../src/processor/Change.js'
import { Record } from '../../src/core/processorApi/Record.js'
import { streamGlobalTableJoinProcessor } from '../../src/processor/processors/streamGlobalTableJoinProcessor.js'
import { streamTableJoinProcessor } from '../../src/processor/processors/streamTableJoinProcessor.js'
import { tableTableJoinProcessor } from '../../src/processor/processors/tableTableJoinProcessor.js'
import { tableTableJoinMergeProcessor } from '../../src/processor/processors/tableTableJoinMergeProcessor.js'
import type { Serde } from '../../src/serde/Serde.js'
import { Serdes } from '../../src/serde/Serdes.js'
import type { TimestampedKeyValueStore } from '../../src/state/TimestampedKeyValueStore.js'
import type { JoinKind, TableGetter } from '../../src/graph/ProcessorSpec.js'
import { ProcessorHarness, rec, testStore } from './processorHarness.js'

const joiner = (l: unknown, r: unknown): string => `${String(l)}+${String(r)}`
const string = Serdes.string() as Serde<unknown>
const tableStore: TableGetter = { _tag: 'StoreGetter', store: 'table', kind: 'timestampedKeyValue' }

const withTable = async (...rows: readonly [string, string, number][]) => {
  const h = await new ProcessorHarness().withStores(
    testStore('table', 'timestampedKeyValue', { valueSerde: string }),
  )
  const table = h.stores.get('table') as TimestampedKeyValueStore<unknown, unknown>
  for (const [k, v, ts] of rows) table.put(k, { value: v, timestamp: ts })
  return h
}

describe('stream-table joins', () => {
  it('inner joins only keys the table has; left keeps the rest with null', async () => {
    const h = await withTable(['u1', 'alice', 5])
    const inner = h.start(
      streamTableJoinProcessor(
        { _tag: 'StreamTableJoin', left: false, joiner, tableGetter: tableStore },
        h.hooks,
      ),
    )
    const left = h.start(
      streamTableJoinProcessor(
        { _tag: 'StreamTableJoin', left: true, joiner, tableGetter: tableStore },
        h.hooks,
      ),
    )
    for (const p of [inner, left]) {
      p.process(rec('u1', 'click', 1))
      p.process(rec('u2', 'click', 2))
    }
    expect(h.take()).toEqual([
      { key: 'u1', value: 'click+alice', timestamp: 1 },
      { key: 'u1', value: 'click+alice', timestamp: 1 },
      { key: 'u2', value: 'click+null', timestamp: 2 },
    ])
  })

  it('drops a null value, and a null key except in a left join', async () => {
    const h = await withTable()
    const inner = h.start(
      streamTableJoinProcessor(
        { _tag: 'StreamTableJoin', left: false, joiner, tableGetter: tableStore },
        h.hooks,
      ),
    )
    const left = h.start(
      streamTableJoinProcessor(
        { _tag: 'StreamTableJoin', left: true, joiner, tableGetter: tableStore },
        h.hooks,
      ),
    )
    inner.process(rec(null, 'x', 1))
    inner.process(rec('u1', null, 1))
    left.process(rec('u1', null, 1))
    left.process(rec(null, 'x', 1))
    expect(h.take()).toEqual([{ key: null, value: 'x+null', timestamp: 1 }])
    expect(h.dropped).toHaveLength(3)
  })

  it('looks global tables up by the selected key', async () => {
    const h = await withTable(['p1', 'book', 0])
    const keySelector = (_k: unknown, v: unknown) => v
    const p = h.start(
      streamGlobalTableJoinProcessor(
        { _tag: 'StreamGlobalTableJoin', left: false, joiner, keySelector, storeName: 'table' },
        h.hooks,
      ),
    )
    p.process(rec('o1', 'p1', 3))
    p.process(rec('o2', 'p2', 4))
    expect(h.take()).toEqual([{ key: 'o1', value: 'p1+book', timestamp: 3 }])
  })

  it('reads an unmaterialized filter and mapValues view through its parent store', async () => {
    const h = await withTable(['u1', 'alice', 5], ['u2', '#bob', 6])
    const tableViews = [
      {
        _tag: 'TableFilter' as const,
        predicate: (_k: unknown, v: unknown) => !String(v).startsWith('#'),
        negate: false,
      },
      { _tag: 'TableMapValues' as const, mapper: (v: unknown) => String(v).toUpperCase() },
    ]
    const p = h.start(
      streamTableJoinProcessor(
        {
          _tag: 'StreamTableJoin',
          left: true,
          joiner,
          tableGetter: tableViews.reduce<TableGetter>(
            (parent, view) => ({ _tag: 'ViewGetter', view, parent }),
            tableStore,
          ),
        },
        h.hooks,
      ),
    )
    p.process(rec('u1', 'click', 1))
    p.process(rec('u2', 'click', 2))
    expect(h.take()).toEqual([
      { key: 'u1', value: 'click+ALICE', timestamp: 1 },
      { key: 'u2', value: 'click+null', timestamp: 2 },
    ])
  })

  it("reads an unmaterialized table-table join through both sides' stores", async () => {
    const h = await new ProcessorHarness().withStores(
      testStore('table', 'timestampedKeyValue', { valueSerde: string }),
      testStore('other', 'timestampedKeyValue', { valueSerde: string }),
    )
    ;(h.stores.get('table') as TimestampedKeyValueStore<unknown, unknown>).put('u1', {
      value: 'a',
      timestamp: 5,
    })
    ;(h.stores.get('other') as TimestampedKeyValueStore<unknown, unknown>).put('u1', {
      value: 'b',
      timestamp: 9,
    })
    const joined: TableGetter = {
      _tag: 'JoinGetter',
      join: 'inner',
      joiner,
      thisSide: tableStore,
      otherSide: { _tag: 'StoreGetter', store: 'other', kind: 'timestampedKeyValue' },
    }
    const p = h.start(
      streamTableJoinProcessor({ _tag: 'StreamTableJoin', left: true, joiner, tableGetter: joined }, h.hooks),
    )
    p.process(rec('u1', 'click', 1))
    p.process(rec('u2', 'click', 2))
    expect(h.take()).toEqual([
      { key: 'u1', value: 'click+a+b', timestamp: 1 },
      { key: 'u2', value: 'click+null', timestamp: 2 },
    ])
  })
})

describe('table-table joins', () => {
  const side = (h: ProcessorHarness, join: JoinKind, which: 'this' | 'other', sendOldValues = false) =>
    h.start(
      tableTableJoinProcessor(
        {
          _tag: 'TableTableJoin',
          side: which,
          join,
          joiner,
          otherGetter: tableStore,
          sendOldValues,
        },
        h.hooks,
      ),
    )
  const changeOf = (key: string, n: unknown, o: unknown, ts: number) => new Record(key, change(n, o), ts)

  it('inner: nothing without a partner; the larger timestamp wins', async () => {
    const h = await withTable(['a', 'R', 7])
    const p = side(h, 'inner', 'this')
    p.process(changeOf('a', 'L', null, 3))
    p.process(changeOf('b', 'L', null, 3))
    expect(h.take()).toEqual([{ key: 'a', value: { new: 'L+R', old: null }, timestamp: 7 }])
  })

  it('left: this side keeps unmatched rows, the other side needs this side', async () => {
    const h = await withTable(['a', 'L', 1])
    const right = side(h, 'left', 'other')
    right.process(changeOf('a', null, 'R', 2)) // the right row of a is deleted: a stays, joined with null
    right.process(changeOf('b', 'R', null, 2)) // no left row for b: nothing
    const left = side(h, 'left', 'this')
    left.process(changeOf('c', 'L', null, 3))
    left.process(changeOf('d', null, null, 3))
    expect(h.take()).toEqual([
      { key: 'a', value: { new: 'L+null', old: null }, timestamp: 2 },
      { key: 'c', value: { new: 'L+null', old: null }, timestamp: 3 },
    ])
  })

  it('outer: both sides keep unmatched rows, old values joined when sent', async () => {
    const h = await withTable(['a', 'L', 1])
    const right = side(h, 'outer', 'other', true)
    right.process(changeOf('a', 'R2', 'R1', 2))
    right.process(changeOf('b', 'R', null, 2))
    expect(h.take()).toEqual([
      { key: 'a', value: { new: 'L+R2', old: 'L+R1' }, timestamp: 2 },
      { key: 'b', value: { new: 'null+R', old: null }, timestamp: 2 },
    ])
  })

  it('the merge writes its store when materialized and drops old values unless sent', async () => {
    const h = await new ProcessorHarness().withStores(
      testStore('joined', 'timestampedKeyValue', { valueSerde: string }),
    )
    const merged = h.start(
      tableTableJoinMergeProcessor(
        { _tag: 'TableTableJoinMerge', storeName: 'joined', sendOldValues: false },
        h.hooks,
      ),
    )
    const plain = h.start(
      tableTableJoinMergeProcessor(
        { _tag: 'TableTableJoinMerge', storeName: undefined, sendOldValues: false },
        h.hooks,
      ),
    )
    merged.process(changeOf('a', 'x', 'w', 1))
    plain.process(changeOf('a', 'x', 'w', 1))
    expect(h.take()).toEqual([
      { key: 'a', value: { new: 'x', old: null }, timestamp: 1 },
      { key: 'a', value: { new: 'x', old: null }, timestamp: 1 },
    ])
    const store = h.stores.get('joined') as TimestampedKeyValueStore<unknown, unknown>
    expect(store.get('a')).toEqual({ value: 'x', timestamp: 1 })
  })
})
