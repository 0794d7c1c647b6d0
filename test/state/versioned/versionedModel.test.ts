import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InMemoryChangelogCollector } from '../../../src/state/logging/InMemoryChangelogCollector.js'
import { Serdes } from '../../../src/serde/Serdes.js'
import { Stores } from '../../../src/state/Stores.js'
import type { VersionedKeyValueStore } from '../../../src/state/versioned/VersionedKeyValueStore.js'
import {
  PUT_RETURN_CODE_NOT_PUT,
  PUT_RETURN_CODE_VALID_TO_UNDEFINED,
  type VersionedRecord,
} from '../../../src/state/versioned/VersionedRecord.js'

/**
 * The reference model of a versioned store: per key, every version ever put (a null value a tombstone), with the
 * semantics of KIP-889 written the plain way. A version is valid until the next version of its key; history
 * retention doubles as grace period; a read older than `streamTime - historyRetention` sees only the newest.
 */
class Model {
  private readonly keys = new Map<string, Map<number, string | null>>()
  private streamTime = -1

  constructor(private readonly historyRetention: number) {}

  put(key: string, value: string | null, timestamp: number): number {
    if (timestamp < this.streamTime - this.historyRetention) return PUT_RETURN_CODE_NOT_PUT
    this.streamTime = Math.max(this.streamTime, timestamp)
    const versions = this.keys.get(key) ?? new Map<number, string | null>()
    this.keys.set(key, versions)
    if (value === null && this.forgets(versions, timestamp)) {
      versions.delete(timestamp)
      return PUT_RETURN_CODE_VALID_TO_UNDEFINED
    }
    versions.set(timestamp, value)
    return this.after(versions, timestamp) ?? PUT_RETURN_CODE_VALID_TO_UNDEFINED
  }

  get(key: string, asOf?: number): VersionedRecord<string> | undefined {
    const versions = this.keys.get(key)
    if (versions === undefined) return undefined
    const times = [...versions.keys()].sort((a, b) => b - a)
    const newest = times[0] as number
    const bound = asOf ?? newest
    if (newest <= bound) return this.record(versions, newest, undefined)
    if (bound < this.streamTime - this.historyRetention) return undefined
    const at = times.find((t) => t <= bound)
    return at === undefined ? undefined : this.record(versions, at, this.after(versions, at))
  }

  /**
   * As in Kafka Streams, a tombstone replacing the newest value at its own timestamp leaves no trace when the
   * version before it is a tombstone or absent (nothing records the end of that value): reads are the same either
   * way, but a later put before it then reports no validTo.
   */
  private forgets(versions: Map<number, string | null>, timestamp: number): boolean {
    const times = [...versions.keys()]
    if (versions.get(timestamp) == null || times.some((t) => t > timestamp)) return false
    const before = times.filter((t) => t < timestamp).sort((a, b) => b - a)[0]
    return before === undefined || versions.get(before) === null
  }

  private after(versions: Map<number, string | null>, t: number): number | undefined {
    let next: number | undefined
    for (const u of versions.keys()) if (u > t && (next === undefined || u < next)) next = u
    return next
  }

  private record(versions: Map<number, string | null>, t: number, validTo: number | undefined) {
    const value = versions.get(t)
    if (value === null || value === undefined) return undefined
    return validTo === undefined ? { value, timestamp: t } : { value, timestamp: t, validTo }
  }
}

type Op =
  | { readonly op: 'put'; readonly key: string; readonly value: string | null; readonly t: number }
  | { readonly op: 'delete'; readonly key: string; readonly t: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('put' as const),
      key: fc.constantFrom('a', 'b'),
      value: fc.option(fc.constantFrom('x', 'y', ''), { nil: null, freq: 3 }),
      t: fc.integer({ min: 0, max: 60 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('delete' as const),
      key: fc.constantFrom('a', 'b'),
      t: fc.integer({ min: 0, max: 60 }),
    }),
  },
)

const backends = [
  { backend: 'memory', supplier: Stores.inMemoryVersionedKeyValueStore, runs: 200 },
  { backend: 'LevelDB', supplier: Stores.persistentVersionedKeyValueStore, runs: 50 },
] as const

const context = (collector: InMemoryChangelogCollector, stateDir: string) => ({
  taskId: '0_0',
  partition: 0,
  stateDir,
  collector,
  recordTimestamp: () => 0,
})

describe.each(backends)('versioned store against its model ($backend)', ({ supplier, runs }) => {
  const build = (name: string, retention: number, interval: number): VersionedKeyValueStore<string, string> =>
    Stores.versionedKeyValueStoreBuilder(
      supplier(name, retention, interval),
      Serdes.string(),
      Serdes.string(),
    ).build()

  it('puts, deletes and reads agree with the model, and so does a store restored from its changelog', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { maxLength: 40 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 12 }),
        async (ops, retention, interval) => {
          const dir = mkdtempSync(join(tmpdir(), 'versioned-model-'))
          const collector = new InMemoryChangelogCollector()
          const store = build('s', retention, interval)
          const restored = build('r', retention, interval)
          await store.init(context(collector, dir))
          await restored.init(context(new InMemoryChangelogCollector(), dir))
          const model = new Model(retention)
          try {
            for (const o of ops) {
              if (o.op === 'put') expect(store.put(o.key, o.value, o.t)).toBe(model.put(o.key, o.value, o.t))
              else {
                const before = model.get(o.key, o.t)
                const expired = model.put(o.key, null, o.t) === PUT_RETURN_CODE_NOT_PUT
                expect(store.delete(o.key, o.t)).toEqual(expired ? undefined : before)
              }
            }
            // one record a batch: a batch is put at the stream time its end reaches (as in Kafka Streams), which can
            // skip a tombstone that only its own batch expires; record by record, restore replays processing
            for (const [offset, r] of collector.records.entries()) {
              await restored.restore([{ ...r, offset }], {
                topic: 's-changelog',
                partition: 0,
                offset: offset + 1,
              })
            }
            for (const key of ['a', 'b']) {
              expect(store.get(key)).toEqual(model.get(key))
              expect(restored.get(key)).toEqual(model.get(key))
              for (let asOf = 0; asOf <= 62; asOf++) {
                expect(store.get(key, asOf)).toEqual(model.get(key, asOf))
                expect(restored.get(key, asOf)).toEqual(model.get(key, asOf))
              }
            }
          } finally {
            await store.close()
            await restored.close()
            rmSync(dir, { recursive: true, force: true })
          }
        },
      ),
      { numRuns: runs },
    )
  }, 120_000)
})
