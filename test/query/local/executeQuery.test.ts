import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { executeQuery, type QueryTarget } from '../../../src/query/local/executeQuery.js'
import { KeyQuery } from '../../../src/query/KeyQuery.js'
import { Position } from '../../../src/query/Position.js'
import { PositionBound } from '../../../src/query/PositionBound.js'
import type { Query } from '../../../src/query/Query.js'
import type { QueryKeyValueIterator } from '../../../src/query/QueryKeyValueIterator.js'
import type { QueryResult } from '../../../src/query/QueryResult.js'
import { RangeQuery } from '../../../src/query/RangeQuery.js'
import { TimestampedKeyQuery } from '../../../src/query/TimestampedKeyQuery.js'
import { TimestampedRangeQuery } from '../../../src/query/TimestampedRangeQuery.js'
import { WindowKeyQuery } from '../../../src/query/WindowKeyQuery.js'
import { WindowRangeQuery } from '../../../src/query/WindowRangeQuery.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import { valueAndTimestamp } from '../../../src/state/ValueAndTimestamp.js'
import { openStore } from '../fixtures.js'

const context = { taskId: '0_0', partition: 0, stateDir: '', recordTimestamp: () => 0 }
const position = Position.fromMap({ in: { 0: 10 } })
const unbounded = PositionBound.unbounded()

const targets = async () => {
  const kv = await openStore({ a: 1, b: 2, c: 3 })
  const tkv = Stores.timestampedKeyValueStoreBuilder(
    Stores.inMemoryKeyValueStore('tkv'),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await tkv.init(context)
  tkv.put('a', valueAndTimestamp(1, 100))
  tkv.put('b', valueAndTimestamp(2, 200))
  const win = Stores.windowStoreBuilder(
    Stores.inMemoryWindowStore('win', 100_000, 1_000, false),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await win.init(context)
  win.put('k', 5, 0)
  win.put('k', 6, 1_000)
  win.put('m', 7, 1_000)
  const sessions = Stores.sessionStoreBuilder(
    Stores.inMemorySessionStore('ses', 100_000),
    Serdes.string(),
    Serdes.long(),
  )
    .withLoggingDisabled()
    .build()
  await sessions.init(context)
  sessions.put({ key: 'u', window: { start: 0, end: 50 } }, 3)
  const common = { partition: 0, position }
  const live = (store: { readonly isOpen: boolean }) => ({ isOpen: () => store.isOpen })
  return {
    kv: { ...common, kind: 'keyValue', store: kv, storeName: 'kv', liveness: live(kv) },
    tkv: { ...common, kind: 'timestampedKeyValue', store: tkv, storeName: 'tkv', liveness: live(tkv) },
    win: { ...common, kind: 'window', store: win, storeName: 'win', liveness: live(win) },
    ses: { ...common, kind: 'session', store: sessions, storeName: 'ses', liveness: live(sessions) },
    close: () => Promise.all([kv.close(), tkv.close(), win.close(), sessions.close()]),
  } as const satisfies Record<string, QueryTarget | (() => Promise<unknown>)>
}

/** A success's value, with iterators drained to `key=value` strings. */
const value = (r: QueryResult<unknown>): unknown => {
  if (!r.isSuccess()) return r.failureReason
  const it = r.result as QueryKeyValueIterator<unknown, unknown> | undefined
  if (typeof it?.close !== 'function') return r.result
  return [...it].map((row) =>
    E.isRight(row) ? `${JSON.stringify(row.right.key)}=${JSON.stringify(row.right.value)}` : row.left._tag,
  )
}

describe('executeQuery', () => {
  it('dispatches each query to the matching read of each store kind', async () => {
    const t = await targets()
    const cases: readonly (readonly [Query, QueryTarget, unknown])[] = [
      [KeyQuery.withKey('b'), t.kv, 2],
      [KeyQuery.withKey('zz'), t.kv, undefined],
      [KeyQuery.withKey('b'), t.tkv, 2],
      [TimestampedKeyQuery.withKey('b'), t.tkv, { value: 2, timestamp: 200 }],
      [RangeQuery.withRange('a', 'b'), t.kv, ['"a"=1', '"b"=2']],
      [RangeQuery.withLowerBound('b').withDescendingKeys(), t.kv, ['"c"=3', '"b"=2']],
      [RangeQuery.withNoBounds().withDescendingKeys(), t.kv, ['"c"=3', '"b"=2', '"a"=1']],
      [RangeQuery.withNoBounds(), t.tkv, ['"a"=1', '"b"=2']],
      [TimestampedRangeQuery.withUpperBound('a'), t.tkv, ['"a"={"timestamp":100,"value":1}']],
      [WindowKeyQuery.withKeyAndWindowStartRange('k', 0, 1_000), t.win, ['0=5', '1000=6']],
      [
        WindowRangeQuery.withWindowStartRange(1_000, 1_000),
        t.win,
        [
          '{"key":"k","window":{"start":1000,"end":2000}}=6',
          '{"key":"m","window":{"start":1000,"end":2000}}=7',
        ],
      ],
      [WindowRangeQuery.withKey('u'), t.ses, ['{"key":"u","window":{"start":0,"end":50}}=3']],
    ]
    for (const [query, target, expected] of cases)
      expect([query._tag, target.kind, value(executeQuery(query, target, unbounded))]).toEqual([
        query._tag,
        target.kind,
        expected,
      ])
    await t.close()
  })

  it('answers UNKNOWN_QUERY_TYPE where the store kind cannot run the query', async () => {
    const t = await targets()
    const cases: readonly (readonly [Query, QueryTarget])[] = [
      [KeyQuery.withKey('k'), t.win],
      [TimestampedKeyQuery.withKey('a'), t.kv],
      [TimestampedRangeQuery.withNoBounds(), t.kv],
      [RangeQuery.withNoBounds(), t.ses],
      [WindowKeyQuery.withKeyAndWindowStartRange('k', 0, 1), t.kv],
      [WindowRangeQuery.withKey('k'), t.win],
      [WindowRangeQuery.withWindowStartRange(0, 1), t.ses],
    ]
    for (const [query, target] of cases) {
      const r = executeQuery(query, target, unbounded)
      expect([
        query._tag,
        target.kind,
        r.isFailure() && r.failureReason,
        r.isFailure() && r.retryable,
      ]).toEqual([query._tag, target.kind, 'UNKNOWN_QUERY_TYPE', false])
    }
    await t.close()
  })

  it('answers NOT_UP_TO_BOUND when the partition is behind the bound, and runs when it is not', async () => {
    const t = await targets()
    const behind = executeQuery(
      KeyQuery.withKey('a'),
      t.kv,
      PositionBound.at(Position.fromMap({ in: { 0: 11 } })),
    )
    expect(behind.isFailure() && behind.failureReason).toBe('NOT_UP_TO_BOUND')
    expect(behind.position?.equals(position)).toBe(true)
    const caughtUp = executeQuery(
      KeyQuery.withKey('a'),
      t.kv,
      PositionBound.at(Position.fromMap({ in: { 0: 10 } })),
      {
        executionInfo: true,
      },
    )
    expect(value(caughtUp)).toBe(1)
    expect(caughtUp.position?.equals(position)).toBe(true)
    expect(caughtUp.executionInfo).toHaveLength(1)
    await t.close()
  })

  it('answers STORE_EXCEPTION when the store fails, and iterators report the store closing', async () => {
    const t = await targets()
    const r = executeQuery(RangeQuery.withNoBounds(), t.kv, unbounded)
    await t.kv.store.close()
    expect(value(r)).toEqual(['StateStoreMigrated'])
    const failed = executeQuery(KeyQuery.withKey('a'), t.kv, unbounded)
    expect(failed.isFailure() && failed.failureReason).toBe('STORE_EXCEPTION')
    await t.close()
  })
})
