import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { KeyValueIterator } from '../../../src/state/KeyValueIterator.js'
import { stacks } from './stacks.js'

/**
 * Operations of the model test. Keys come from a tiny alphabet so that they collide often; 'é' (two UTF-8 bytes,
 * above every ASCII byte) takes the string serde's non-ASCII path.
 */
type Op =
  | { readonly op: 'put'; readonly key: string; readonly value: string | null }
  | { readonly op: 'delete'; readonly key: string }
  | { readonly op: 'get'; readonly key: string }
  | { readonly op: 'scan'; readonly from?: string; readonly to?: string; readonly reverse: boolean }
  | { readonly op: 'prefix'; readonly prefix: string }
  | { readonly op: 'open'; readonly from?: string; readonly to?: string; readonly reverse: boolean }
  | { readonly op: 'step'; readonly which: number }
  | { readonly op: 'peek'; readonly which: number }
  | { readonly op: 'closeIt'; readonly which: number }
  | { readonly op: 'commit' }
  | { readonly op: 'abort' }
  | { readonly op: 'flush' }
  | { readonly op: 'readCommitted'; readonly key: string }

const key = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), minLength: 1, maxLength: 3 })
const bound = fc.option(key, { nil: undefined })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('put'),
      key,
      value: fc.option(fc.string({ maxLength: 4 }), { nil: null, freq: 8 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete'), key }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('get'), key }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { op: fc.constant('scan'), from: bound, to: bound, reverse: fc.boolean() },
      { requiredKeys: ['op', 'reverse'] },
    ),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('prefix'), prefix: key }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { op: fc.constant('open'), from: bound, to: bound, reverse: fc.boolean() },
      { requiredKeys: ['op', 'reverse'] },
    ),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('step'), which: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('peek'), which: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('closeIt'), which: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('commit') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('abort') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('flush') }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('readCommitted'), key }) },
) as fc.Arbitrary<Op>

/** Key order of the stores: UTF-8 bytes (the alphabet is ASCII, so code units). */
const inRange = (k: string, from: string | undefined, to: string | undefined): boolean =>
  (from === undefined || k >= from) && (to === undefined || k <= to)
const sortedRows = (
  m: ReadonlyMap<string, string>,
  from?: string,
  to?: string,
  reverse = false,
): [string, string][] => {
  const rows = [...m].filter(([k]) => inRange(k, from, to)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return reverse ? rows.reverse() : rows
}
const rowsOf = (it: KeyValueIterator<string, string>): [string, string][] =>
  [...it].map((r) => [r.key, r.value])

/** An open iterator and what the model knows about it. */
interface OpenIterator {
  readonly it: KeyValueIterator<string, string>
  readonly from: string | undefined
  readonly to: string | undefined
  readonly reverse: boolean
  last: string | undefined
}

describe('key-value stores against a reference sorted map', () => {
  for (const stack of stacks) {
    it(`${stack.label}: every operation sequence agrees with the model`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 80, size: 'max' }), async (ops) => {
          const dir = mkdtempSync(join(tmpdir(), 'tributary-model-'))
          const store = stack.make('model')
          await store.init({ taskId: '0_0', partition: 0, stateDir: dir, recordTimestamp: () => 0 })
          let current = new Map<string, string>()
          let committed = new Map<string, string>()
          const iterators: OpenIterator[] = []
          try {
            for (const op of ops) {
              switch (op.op) {
                case 'put':
                  store.put(op.key, op.value)
                  if (op.value === null) current.delete(op.key)
                  else current.set(op.key, op.value)
                  break
                case 'delete':
                  expect(store.delete(op.key)).toBe(current.get(op.key))
                  current.delete(op.key)
                  break
                case 'get':
                  expect(store.get(op.key)).toBe(current.get(op.key))
                  break
                case 'scan': {
                  const it = op.reverse ? store.reverseRange(op.from, op.to) : store.range(op.from, op.to)
                  expect(rowsOf(it)).toEqual(sortedRows(current, op.from, op.to, op.reverse))
                  break
                }
                case 'prefix': {
                  const it = store.prefixScan(op.prefix, { serialize: (_t, p: string) => Buffer.from(p) })
                  expect(rowsOf(it)).toEqual(sortedRows(current).filter(([k]) => k.startsWith(op.prefix)))
                  break
                }
                case 'open': {
                  const it = op.reverse ? store.reverseRange(op.from, op.to) : store.range(op.from, op.to)
                  iterators.push({ it, from: op.from, to: op.to, reverse: op.reverse, last: undefined })
                  break
                }
                case 'step': {
                  const open = iterators[op.which % Math.max(1, iterators.length)]
                  if (open === undefined) break
                  const after = (k: string): boolean =>
                    open.last === undefined || (open.reverse ? k < open.last : k > open.last)
                  // Exact live-cursor semantics: the next row is the first row after the last one returned,
                  // in the store as it is now.
                  const expected = sortedRows(current, open.from, open.to, open.reverse).find(([k]) =>
                    after(k),
                  )
                  expect(open.it.hasNext()).toBe(expected !== undefined)
                  if (expected !== undefined) {
                    const row = open.it.next()
                    expect([row.key, row.value]).toEqual(expected)
                    open.last = row.key
                  }
                  break
                }
                case 'peek': {
                  // Peeking caches the row; a later write must still be seen by the next step.
                  iterators[op.which % Math.max(1, iterators.length)]?.it.hasNext()
                  break
                }
                case 'closeIt': {
                  const open = iterators.splice(op.which % Math.max(1, iterators.length), 1)[0]
                  open?.it.close()
                  break
                }
                case 'commit':
                  await store.commit([{ topic: 'c', partition: 0, offset: 1 }])
                  committed = new Map(current)
                  break
                case 'abort':
                  if (!stack.transactional) break
                  store.abort()
                  current = new Map(committed)
                  break
                case 'flush':
                  store.flush()
                  break
                case 'readCommitted':
                  expect(store.readOnly('READ_COMMITTED').get(op.key)).toBe(
                    (stack.transactional ? committed : current).get(op.key),
                  )
                  break
                default: {
                  const never: never = op
                  throw new Error(`unknown op ${JSON.stringify(never)}`)
                }
              }
            }
            expect(rowsOf(store.all())).toEqual(sortedRows(current))
            expect(store.approximateNumEntries()).toBe(current.size)
          } finally {
            await store.close()
          }
        }),
        { numRuns: 40 },
      )
    }, 120_000)
  }
})
