import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { KeyValueIterator } from '../../../../src/state/KeyValueIterator.js'
import type { MeteredWindowStore } from '../../../../src/state/window/MeteredWindowStore.js'
import type { Windowed } from '../../../../src/state/Windowed.js'
import { WindowModel, type ModelRow } from './WindowModel.js'

const RETENTION = 300_000

const key = fc.constantFrom('', 'a', 'a\u0000', 'ab', 'b', 'b\u00ff')
const maybeKey = fc.option(key, { nil: undefined })
const time = fc.oneof(
  fc.constantFrom(0, 1, 149_999, 150_000, 300_000, 450_000),
  fc.integer({ min: 0, max: 700_000 }),
)
const value = fc.option(fc.constantFrom('x', 'y', 'z', ''), { nil: null })

type Op =
  | { readonly t: 'put'; readonly key: string; readonly value: string | null; readonly time: number }
  | { readonly t: 'get'; readonly key: string; readonly time: number }
  | {
      readonly t: 'fetchKey'
      readonly key: string
      readonly tf: number
      readonly tt: number
      readonly back: boolean
    }
  | {
      readonly t: 'fetchRange' | 'open'
      readonly from: string | undefined
      readonly to: string | undefined
      readonly tf: number
      readonly tt: number
      readonly back: boolean
    }
  | { readonly t: 'step' | 'commit' | 'abort' | 'flush' | 'reopen' }

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('put' as const), key, value, time }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('get' as const), key, time }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('fetchKey' as const),
      key,
      tf: time,
      tt: time,
      back: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constantFrom('fetchRange' as const, 'open' as const),
      from: maybeKey,
      to: maybeKey,
      tf: time,
      tt: time,
      back: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('step' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constantFrom('commit' as const, 'abort' as const, 'flush' as const) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reopen' as const) }) },
)

const windowedRows = (it: KeyValueIterator<Windowed<string>, string>): [string, number, string][] =>
  [...it].map((r) => [r.key.key, r.key.window.start, r.value])
const modelRows = (rows: ModelRow[]): [string, number, string][] => rows.map((r) => [r.key, r.start, r.value])

/** What the property runs against. */
export interface WindowModelTarget {
  readonly make: (retainDuplicates: boolean) => MeteredWindowStore<string, string>
  readonly transactional: boolean
  readonly persistent: boolean
  readonly numRuns: number
}

/**
 * Runs random operations (writes, point and range reads, live iterators interleaved with writes, commits, aborts,
 * flushes and, for persistent stores, restarts) against a store and the reference model, comparing every read.
 */
export const windowModelProperty = (target: WindowModelTarget, retainDuplicates: boolean): Promise<void> =>
  fc.assert(
    fc.asyncProperty(fc.array(op, { maxLength: 60 }), async (ops) => {
      const stateDir = mkdtempSync(join(tmpdir(), 'tributary-window-model-'))
      const context = { taskId: '0_0', partition: 0, stateDir, recordTimestamp: () => 0 }
      const model = new WindowModel(RETENTION, retainDuplicates, target.transactional)
      let store = target.make(retainDuplicates)
      await store.init(context)
      let cursor:
        | {
            it: KeyValueIterator<Windowed<string>, string>
            query: () => ModelRow[]
            back: boolean
            last?: ModelRow
          }
        | undefined
      try {
        for (const o of ops) {
          switch (o.t) {
            case 'put':
              store.put(o.key, o.value, o.time)
              model.put(o.key, o.value, o.time)
              break
            case 'get':
              assert.equal(store.fetch(o.key, o.time), model.fetch(o.key, o.time))
              break
            case 'fetchKey': {
              const it = o.back ? store.backwardFetch(o.key, o.tf, o.tt) : store.fetch(o.key, o.tf, o.tt)
              const expected = model
                .query(o.key, o.key, o.tf, o.tt)
                .map((r) => ({ key: r.start, value: r.value }))
              assert.deepEqual([...it], o.back ? expected.reverse() : expected)
              break
            }
            case 'fetchRange': {
              const it = o.back
                ? store.backwardFetch(o.from, o.to, o.tf, o.tt)
                : store.fetch(o.from, o.to, o.tf, o.tt)
              const expected = modelRows(model.query(o.from, o.to, o.tf, o.tt))
              assert.deepEqual(windowedRows(it), o.back ? expected.reverse() : expected)
              break
            }
            case 'open':
              cursor?.it.close()
              cursor = {
                it: o.back
                  ? store.backwardFetch(o.from, o.to, o.tf, o.tt)
                  : store.fetch(o.from, o.to, o.tf, o.tt),
                query: () => model.query(o.from, o.to, o.tf, o.tt),
                back: o.back,
              }
              break
            case 'step': {
              if (cursor === undefined) break
              const expected = model.after(cursor.query(), cursor.last, cursor.back)
              assert.equal(cursor.it.hasNext(), expected !== undefined)
              if (expected === undefined) break
              const row = cursor.it.next()
              assert.deepEqual(
                [row.key.key, row.key.window.start, row.value],
                [expected.key, expected.start, expected.value],
              )
              cursor.last = expected
              break
            }
            case 'commit':
              await store.commit([])
              model.commit()
              break
            case 'abort':
              store.abort()
              model.abort()
              break
            case 'flush':
              store.flush()
              break
            case 'reopen':
              if (!target.persistent) break
              cursor?.it.close()
              cursor = undefined
              await store.close()
              store = target.make(retainDuplicates)
              await store.init(context)
              model.reopen()
              break
            default: {
              const never: never = o
              throw new Error(String(never))
            }
          }
        }
        assert.deepEqual(
          windowedRows(store.all()),
          modelRows(model.query(undefined, undefined, 0, Number.MAX_SAFE_INTEGER)),
        )
      } finally {
        cursor?.it.close()
        await store.close()
      }
    }),
    { numRuns: target.numRuns },
  )
