import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PartitionLog } from '../../../src/kafka/embedded/PartitionLog.js'
import type { ConsumerRecord } from '../../../src/kafka/ports.js'

/** One step against the log: a plain record, a record in producer p's transaction, or p's commit/abort. */
type Step =
  | { readonly kind: 'plain'; readonly key: number }
  | { readonly kind: 'tx'; readonly producer: number; readonly key: number }
  | { readonly kind: 'end'; readonly producer: number; readonly commit: boolean }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('plain' as const), key: fc.nat(3) }),
  fc.record({ kind: fc.constant('tx' as const), producer: fc.nat(2), key: fc.nat(3) }),
  fc.record({ kind: fc.constant('end' as const), producer: fc.nat(2), commit: fc.boolean() }),
)

/** The reference: each record with its fate, plus where markers went. */
interface ModelRecord {
  readonly offset: number
  readonly key: number
  readonly producer: number | null
  fate: 'open' | 'committed' | 'aborted'
}

const run = (steps: readonly Step[]) => {
  const log = new PartitionLog('t', 0)
  const model: ModelRecord[] = []
  let next = 0
  for (const s of steps) {
    if (s.kind === 'end') {
      const open = model.filter((r) => r.producer === s.producer && r.fate === 'open')
      if (open.length === 0) continue
      for (const r of open) r.fate = s.commit ? 'committed' : 'aborted'
      log.endTransaction(s.producer, s.commit)
      next += 1
    } else {
      const producer = s.kind === 'tx' ? s.producer : null
      log.append(
        Buffer.from([s.key]),
        Buffer.from(String(next)),
        0,
        undefined,
        producer ?? -1,
        producer !== null,
      )
      model.push({ offset: next, key: s.key, producer, fate: producer === null ? 'committed' : 'open' })
      next += 1
    }
  }
  return { log, model, end: next }
}

/** Reads everything from 0 in small batches, as a consumer would. */
const readAll = (log: PartitionLog, isolation: 'read_committed' | 'read_uncommitted', batch: number) => {
  const out: ConsumerRecord[] = []
  let position = 0
  for (;;) {
    const before = out.length
    position = log.read(position, out.length + batch, isolation, out)
    if (out.length === before) return { offsets: out.map((r) => r.offset), position }
  }
}

describe('PartitionLog against a reference model', () => {
  it('read_uncommitted sees every record; read_committed sees committed ones below the last stable offset', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 5 }), (steps, batch) => {
        const { log, model, end } = run(steps)
        const firstOpen = model.find((r) => r.fate === 'open')?.offset ?? end
        expect(log.highWatermark).toBe(end)
        expect(log.lastStableOffset()).toBe(firstOpen)
        expect(readAll(log, 'read_uncommitted', batch)).toEqual({
          offsets: model.map((r) => r.offset),
          position: end,
        })
        expect(readAll(log, 'read_committed', batch)).toEqual({
          offsets: model.filter((r) => r.offset < firstOpen && r.fate === 'committed').map((r) => r.offset),
          position: firstOpen,
        })
      }),
    )
  })

  it('compaction keeps, below the last stable offset, exactly the latest committed record of each key', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { log, model, end } = run(steps)
        const stable = log.lastStableOffset()
        log.compact()
        const latest = new Map<number, number>()
        for (const r of model) if (r.offset < stable && r.fate === 'committed') latest.set(r.key, r.offset)
        const expected = model
          .filter((r) => (r.offset < stable ? latest.get(r.key) === r.offset : true))
          .map((r) => r.offset)
        expect(readAll(log, 'read_uncommitted', 3)).toEqual({ offsets: expected, position: end })
      }),
    )
  })
})
