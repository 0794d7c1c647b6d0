import assert from 'node:assert/strict'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { Serdes } from '../../../src/serde/Serdes.js'
import type { MeteredSessionStore } from '../../../src/state/session/MeteredSessionStore.js'
import { Stores } from '../../../src/state/Stores.js'
import type { Windowed } from '../../../src/core/windows/Windowed.js'
import {
  lifecycleOps,
  ModelRun,
  modelTargets,
  type LifecycleOp,
  type ModelTarget,
} from '../segmented/model/ModelRun.js'
import { SessionModel, type SessionRow } from './model/SessionModel.js'

const RETENTION = 300_000
const key = fc.constantFrom('', 'a', 'a\u0000', 'ab', 'b')
const maybeKey = fc.option(key, { nil: undefined })
const time = fc.oneof(fc.constantFrom(0, 149_999, 150_000, 300_000), fc.integer({ min: 0, max: 700_000 }))
const length = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000 }))
const value = fc.option(fc.constantFrom('x', 'y'), { nil: null })

type Op =
  | {
      readonly t: 'put'
      readonly key: string
      readonly start: number
      readonly length: number
      readonly value: string | null
    }
  | { readonly t: 'get'; readonly key: string; readonly start: number; readonly length: number }
  | {
      readonly t: 'find' | 'open'
      readonly from: string | undefined
      readonly to: string | undefined
      readonly ee: number
      readonly ls: number
      readonly back: boolean
    }
  | {
      readonly t: 'findKey'
      readonly key: string
      readonly ee: number
      readonly ls: number
      readonly back: boolean
    }
  | LifecycleOp

const ops = fc.array(
  fc.oneof<fc.Arbitrary<Op>[]>(
    fc.record({ t: fc.constant('put' as const), key, start: time, length, value }),
    fc.record({ t: fc.constant('put' as const), key, start: time, length, value }),
    fc.record({ t: fc.constant('put' as const), key, start: time, length, value }),
    fc.record({ t: fc.constant('get' as const), key, start: time, length }),
    fc.record({
      t: fc.constantFrom('find' as const, 'open' as const),
      from: maybeKey,
      to: maybeKey,
      ee: time,
      ls: time,
      back: fc.boolean(),
    }),
    fc.record({ t: fc.constant('findKey' as const), key, ee: time, ls: time, back: fc.boolean() }),
    ...lifecycleOps,
  ),
  { maxLength: 60 },
)

const fromStore = (r: { key: Windowed<string>; value: string }) => [
  r.key.key,
  r.key.window.start,
  r.key.window.end,
  r.value,
]
const fromModel = (r: SessionRow) => [r.key, r.start, r.end, r.value]

/** Random writes, reads, live iterators, commits, aborts, flushes and restarts, checked against the model. */
const property = (target: ModelTarget<MeteredSessionStore<string, string>>): Promise<void> =>
  fc.assert(
    fc.asyncProperty(ops, async (list) => {
      const model = new SessionModel(RETENTION, target.transactional)
      const run = new ModelRun(target, model, fromStore, fromModel)
      await run.start()
      try {
        for (const o of list) {
          const s = run.store
          switch (o.t) {
            case 'put':
              s.put({ key: o.key, window: { start: o.start, end: o.start + o.length } }, o.value)
              model.put(o.key, o.start, o.start + o.length, o.value)
              break
            case 'get':
              assert.equal(
                s.fetchSession(o.key, o.start, o.start + o.length),
                model.fetchSession(o.key, o.start, o.start + o.length),
              )
              break
            case 'findKey':
              run.check(
                o.back ? s.backwardFindSessions(o.key, o.ee, o.ls) : s.findSessions(o.key, o.ee, o.ls),
                model.find(o.key, o.key, o.ee, o.ls),
                o.back,
              )
              break
            case 'find':
              run.check(
                o.back
                  ? s.backwardFindSessions(o.from, o.to, o.ee, o.ls)
                  : s.findSessions(o.from, o.to, o.ee, o.ls),
                model.find(o.from, o.to, o.ee, o.ls),
                o.back,
              )
              break
            case 'open':
              run.open(
                o.back
                  ? s.backwardFindSessions(o.from, o.to, o.ee, o.ls)
                  : s.findSessions(o.from, o.to, o.ee, o.ls),
                () => model.find(o.from, o.to, o.ee, o.ls),
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
        await run.finish(() => run.store.fetch(undefined, undefined))
      }
    }),
    { numRuns: target.numRuns },
  )

const targets = modelTargets((persistent, caching, config) => {
  const supplier = persistent
    ? Stores.persistentSessionStore('s', RETENTION)
    : Stores.inMemorySessionStore('s', RETENTION)
  const builder = Stores.sessionStoreBuilder(supplier, Serdes.string(), Serdes.string())
  return (caching ? builder.withCachingEnabled() : builder).build(config)
})

describe('session store against a reference model', () => {
  for (const [name, target] of Object.entries(targets)) it(name, () => property(target), 60_000)
})
