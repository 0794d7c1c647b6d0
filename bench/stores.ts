// State store benchmark: the full key-value layer stack (metered + caching + change-logging + transactional +
// LevelDB) against raw classic-level and a plain Map, measured in the same run and printed as ratios.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ClassicLevel } from 'classic-level'
import { Serdes } from '../src/serde/Serdes.js'
import type { ChangelogCollector } from '../src/state/logging/ChangelogCollector.js'
import { Stores } from '../src/state/Stores.js'
import type { Benchmark } from './registry.js'

const KEYS = 100_000
const GETS = 300_000
const BATCH = 10_000
const VALUE = Buffer.alloc(100, 7)

const keyOf = (i: number): string => `key-${String(i).padStart(10, '0')}`
/** A deterministic pseudo-random key order, the same for every contender. */
const randomIndexes = (n: number, range: number): Uint32Array => {
  const out = new Uint32Array(n)
  let x = 123456789
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = (x >>> 0) % range
  }
  return out
}

const perSecond = (count: number, ms: number): number => (count / ms) * 1000
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
const time = async (f: () => unknown): Promise<number> => {
  const start = performance.now()
  await f()
  return performance.now() - start
}

interface Figures {
  put: number
  get: number
  scan: number
}

/** Sums the time each contender spends, running them in alternation so load changes hit both alike. */
class Stopwatch {
  private readonly totals = new Map<string, number>()
  async measure(label: string, f: () => unknown): Promise<void> {
    const ms = await time(f)
    this.totals.set(label, (this.totals.get(label) ?? 0) + ms)
  }
  ms(label: string): number {
    return this.totals.get(label) ?? Number.NaN
  }
}

const plainMap = async (keys: readonly string[], lookups: Uint32Array): Promise<Figures> => {
  const map = new Map<string, Buffer>()
  const putMs = await time(() => {
    for (const k of keys) map.set(k, VALUE)
  })
  let found = 0
  const getMs = await time(() => {
    for (const i of lookups) if (map.get(keys[i] as string) !== undefined) found++
  })
  let rows = 0
  const scanMs = await time(() => {
    for (const _ of map) rows++
  })
  if (found !== lookups.length) throw new Error('map lookups failed')
  return {
    put: perSecond(keys.length, putMs),
    get: perSecond(lookups.length, getMs),
    scan: perSecond(rows, scanMs),
  }
}

const run = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-bench-stores-'))
  try {
    const keys = Array.from({ length: KEYS }, (_, i) => keyOf(i))
    const lookups = randomIndexes(GETS, KEYS)
    console.log(`${fmt(KEYS)} keys of 15 bytes, values of ${VALUE.length} bytes, ${fmt(GETS)} random gets`)
    console.log('contenders run in alternating rounds on the same keys; times are summed per contender')
    const raw = new ClassicLevel<string, Buffer>(join(dir, 'raw'), {
      keyEncoding: 'utf8',
      valueEncoding: 'buffer',
    })
    await raw.open()
    let changelogRecords = 0
    const collector: ChangelogCollector = { send: () => void changelogRecords++ }
    const store = Stores.keyValueStoreBuilder(
      Stores.persistentKeyValueStore('bench'),
      Serdes.string(),
      Serdes.bytes(),
    )
      .withCachingEnabled()
      .withLoggingEnabled()
      .build()
    await store.init({ taskId: '0_0', partition: 0, stateDir: dir, collector, recordTimestamp: () => 0 })
    const watch = new Stopwatch()
    let offset = 0

    console.log(
      `puts: ${KEYS / BATCH} rounds of ${fmt(BATCH)} (raw: one batch; full stack: puts then commit)...`,
    )
    for (let start = 0; start < KEYS; start += BATCH) {
      const slice = keys.slice(start, start + BATCH)
      await watch.measure('raw put', async () => {
        const batch = raw.batch()
        for (const k of slice) batch.put(k, VALUE)
        await batch.write()
      })
      await watch.measure('full put', async () => {
        for (const k of slice) store.put(k, VALUE)
        await store.commit([{ topic: 'bench-changelog', partition: 0, offset: (offset += BATCH) }])
      })
    }

    const rounds = 6
    console.log(`gets: ${rounds} rounds of ${fmt(GETS / rounds)} random keys each...`)
    let found = 0
    for (let r = 0; r < rounds; r++) {
      const part = lookups.subarray((r * GETS) / rounds, ((r + 1) * GETS) / rounds)
      await watch.measure('raw get', () => {
        for (const i of part) if (raw.getSync(keys[i] as string) !== undefined) found++
      })
      await watch.measure('full get', () => {
        for (const i of part) if (store.get(keys[i] as string) !== undefined) found++
      })
    }
    if (found !== 2 * GETS) throw new Error(`gets found ${found} of ${2 * GETS}`)

    const scans = 3
    console.log(`range scans: ${scans} rounds over all ${fmt(KEYS)} rows...`)
    let rows = 0
    for (let r = 0; r < scans; r++) {
      await watch.measure('raw scan', async () => {
        const it = raw.iterator()
        for (;;) {
          const chunk = await it.nextv(1000)
          if (chunk.length === 0) break
          rows += chunk.length
        }
        await it.close()
      })
      await watch.measure('full scan', () => {
        for (const _ of store.all()) rows++
      })
    }
    if (rows !== 2 * scans * KEYS) throw new Error(`scans saw ${rows} rows`)

    console.log('commit latency: 5 rounds of 10k uncommitted overwrites...')
    const commitMs: number[] = []
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < BATCH; i++) store.put(keys[(round * BATCH + i * 7) % KEYS] as string, VALUE)
      commitMs.push(
        await time(() => store.commit([{ topic: 'bench-changelog', partition: 0, offset: ++offset }])),
      )
    }
    await store.close()
    await raw.close()

    console.log('plain Map...')
    const map = await plainMap(keys, lookups)
    const full = {
      put: perSecond(KEYS, watch.ms('full put')),
      get: perSecond(GETS, watch.ms('full get')),
      scan: perSecond(scans * KEYS, watch.ms('full scan')),
    }
    const level = {
      put: perSecond(KEYS, watch.ms('raw put')),
      get: perSecond(GETS, watch.ms('raw get')),
      scan: perSecond(scans * KEYS, watch.ms('raw scan')),
    }
    const sorted = [...commitMs].sort((a, b) => a - b)
    const row = (label: string, f: number, rawF: number, mapF: number): void =>
      console.log(
        `${label.padEnd(12)} full ${fmt(f).padStart(10)}/s   raw level ${fmt(rawF).padStart(10)}/s   ` +
          `map ${fmt(mapF).padStart(11)}/s   full/raw ${(f / rawF).toFixed(2)}x   full/map ${(f / mapF).toFixed(3)}x`,
      )
    row('get', full.get, level.get, map.get)
    row('put', full.put, level.put, map.put)
    row('range scan', full.scan, level.scan, map.scan)
    console.log(
      `commit of 10k uncommitted writes: median ${sorted[2]?.toFixed(1)} ms ` +
        `(min ${sorted[0]?.toFixed(1)}, max ${sorted[4]?.toFixed(1)}); changelog records sent: ${fmt(changelogRecords)}`,
    )
    console.log(
      `aims: full-stack get >= 0.7x raw getSync: ${(full.get / level.get).toFixed(2)}x; ` +
        `full-stack put (batches of 10k) >= 0.7x raw batch: ${(full.put / level.put).toFixed(2)}x`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const storesBenchmark: Benchmark = {
  name: 'stores',
  description: 'key-value state stores: full layer stack vs raw classic-level and a plain Map',
  run,
}
