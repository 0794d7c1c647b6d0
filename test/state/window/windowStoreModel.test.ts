import assert from 'node:assert/strict'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import type { MeteredWindowStore } from '../../../src/state/window/MeteredWindowStore.js'
import type { Windowed } from '../../../src/core/windows/Windowed.js'
import {
  lifecycleOps,
  ModelRun,
  modelTargets,
  type LifecycleOp,
  type ModelTarget,
} from '../segmented/model/ModelRun.js'
import { WindowModel, type ModelRow } from '../segmented/model/WindowModel.js'

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
  | LifecycleOp

const ops = fc.array(
  fc.oneof<fc.Arbitrary<Op>[]>(
    fc.record({ t: fc.constant('put' as const), key, value, time }),
    fc.record({ t: fc.constant('put' as const), key, value, time }),
    fc.record({ t: fc.constant('put' as const), key, value, time }),
    fc.record({ t: fc.constant('get' as const), key, time }),
    fc.record({ t: fc.constant('fetchKey' as const), key, tf: time, tt: time, back: fc.boolean() }),
    fc.record({
      t: fc.constantFrom('fetchRange' as const, 'open' as const),
      from: maybeKey,
      to: maybeKey,
      tf: time,
      tt: time,
      back: fc.boolean(),
    }),
    ...lifecycleOps,
  ),
  { maxLength: 60 },
)

const fromStore = (r: { key: Windowed<string>; value: string }) => [r.key.key, r.key.window.start, r.value]
const fromModel = (r: ModelRow) => [r.key, r.start, r.value]

/** Random writes, reads, live iterators, commits, aborts, flushes and restarts, checked against the model. */
const property = (target: ModelTarget<MeteredWindowStore<string, string>>, dups: boolean): Promise<void> =>
  fc.assert(
    fc.asyncProperty(ops, async (list) => {
      const model = new WindowModel(RETENTION, dups, target.transactional)
      const run = new ModelRun(target, model, fromStore, fromModel)
      await run.start()
      try {
        for (const o of list) {
          const s = run.store
          switch (o.t) {
            case 'put':
              s.put(o.key, o.value, o.time)
              model.put(o.key, o.value, o.time)
              break
            case 'get':
              assert.equal(s.fetch(o.key, o.time), model.fetch(o.key, o.time))
              break
            case 'fetchKey': {
              const it = o.back ? s.backwardFetch(o.key, o.tf, o.tt) : s.fetch(o.key, o.tf, o.tt)
              const expected = model
                .query(o.key, o.key, o.tf, o.tt)
                .map((r) => ({ key: r.start, value: r.value }))
              assert.deepEqual([...it], o.back ? expected.reverse() : expected)
              break
            }
            case 'fetchRange':
              run.check(
                o.back ? s.backwardFetch(o.from, o.to, o.tf, o.tt) : s.fetch(o.from, o.to, o.tf, o.tt),
                model.query(o.from, o.to, o.tf, o.tt),
                o.back,
              )
              break
            case 'open':
              run.open(
                o.back ? s.backwardFetch(o.from, o.to, o.tf, o.tt) : s.fetch(o.from, o.to, o.tf, o.tt),
                () => model.query(o.from, o.to, o.tf, o.tt),
                o.back,
              )
              break
            case 'step':
            case 'commit':
            case 'abort':
            case 'flush':
            case 'reopen':
              await run.lifecycle(o)
              break
            default: {
              const never: never = o
              throw new Error(String(never))
            }
          }
        }
      } finally {
        await run.finish(() => run.store.all())
      }
    }),
    { numRuns: target.numRuns },
  )

const targets = (dups: boolean) =>
  modelTargets((persistent, caching, config) => {
    const supplier = persistent
      ? Stores.persistentWindowStore('w', RETENTION, 10_000, dups)
      : Stores.inMemoryWindowStore('w', RETENTION, 10_000, dups)
    const builder = Stores.windowStoreBuilder(supplier, Serdes.string(), Serdes.string())
    return (caching ? builder.withCachingEnabled() : builder).build(config)
  })

describe('window store against a reference model', () => {
  for (const dups of [false, true]) {
    for (const [name, target] of Object.entries(targets(dups))) {
      it(`${name}${dups ? ', retaining duplicates' : ''}`, () => property(target, dups), 60_000)
    }
  }
})
