// State store benchmark: the full key-value layer stack (metered + caching + change-logging + transactional +
// LevelDB) against raw classic-level and a plain Map, measured in the same run and printed as ratios.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ClassicLevel } from 'classic-level'
import { Serdes } from '../src/serde/Serdes.js'
import type { ChangelogOffset } from '../src/state/ChangelogOffset.js'
import type { ChangelogCollector } from '../src/state/logging/ChangelogCollector.js'
import { Stores } from '../src/state/Stores.js'
import type { Benchmark } from './registry.js'
import { throughput, type BenchReport } from './report.js'

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
const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

interface Figures {
  put: number
  get: number
  scan: number
}

/**
 * Paired rounds: each round times the raw contender and the full stack on the same work, alternating which goes
 * first (so garbage one leaves behind is collected in the other's time equally often). Warm-up rounds run but
 * are not kept. Rates are medians over rounds and the ratio is the median of the per-round ratios, so a burst of
 * load from elsewhere on the machine skews a round, not the result.
 */
class PairedRounds {
  private readonly raw: number[] = []
  private readonly full: number[] = []
  private round = 0

  constructor(
    /** Operations per round, to turn times into rates. */
    private readonly opsPerRound: number,
    private readonly warmUp: number,
  ) {}

  async measure(raw: () => unknown, full: () => unknown): Promise<void> {
    let rawMs: number
    let fullMs: number
    if (this.round % 2 === 0) {
      rawMs = await time(raw)
      fullMs = await time(full)
    } else {
      fullMs = await time(full)
      rawMs = await time(raw)
    }
    if (this.round++ < this.warmUp) return
    this.raw.push(rawMs)
    this.full.push(fullMs)
  }

  /** Measured rounds (warm-up excluded). */
  get rounds(): number {
    return this.raw.length
  }

  rawRate(): number {
    return perSecond(this.opsPerRound, median(this.raw))
  }

  fullRate(): number {
    return perSecond(this.opsPerRound, median(this.full))
  }

  /** Median over rounds of full-stack throughput over raw throughput. */
  ratio(): number {
    return median(this.raw.map((rawMs, i) => rawMs / (this.full[i] as number)))
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

const run = async (): Promise<BenchReport> => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-bench-stores-'))
  try {
    const keys = Array.from({ length: KEYS }, (_, i) => keyOf(i))
    const lookups = randomIndexes(GETS, KEYS)
    console.log(`${fmt(KEYS)} keys of 15 bytes, values of ${VALUE.length} bytes, ${fmt(GETS)} random gets`)
    console.log('contenders run in paired rounds on the same keys, alternating which goes first')
    const raw = new ClassicLevel<string, Buffer>(join(dir, 'raw'), {
      keyEncoding: 'utf8',
      valueEncoding: 'buffer',
    })
    await raw.open()
    let changelogRecords = 0
    const collector: ChangelogCollector = {
      send: () => void changelogRecords++,
      sendAll: (_topic, _partition, writes) => void (changelogRecords += writes.size),
    }
    const store = Stores.keyValueStoreBuilder(
      Stores.persistentKeyValueStore('bench'),
      Serdes.string(),
      Serdes.bytes(),
    )
      .withCachingEnabled()
      .withLoggingEnabled()
      .build()
    await store.init({ taskId: '0_0', partition: 0, stateDir: dir, collector, recordTimestamp: () => 0 })
    let offset = 0
    const nextOffset = (): ChangelogOffset[] => [{ topic: 'bench-changelog', partition: 0, offset: ++offset }]

    const passes = 3
    console.log(
      `puts: ${passes} passes over the keys in rounds of ${fmt(BATCH)} (raw: one chained batch; full stack: ` +
        'puts then commit), the first 2 rounds warm-up...',
    )
    const puts = new PairedRounds(BATCH, 2)
    for (let pass = 0; pass < passes; pass++) {
      for (let start = 0; start < KEYS; start += BATCH) {
        const slice = keys.slice(start, start + BATCH)
        await puts.measure(
          async () => {
            const batch = raw.batch()
            for (const k of slice) batch.put(k, VALUE)
            await batch.write()
          },
          async () => {
            for (const k of slice) store.put(k, VALUE)
            await store.commit(nextOffset())
          },
        )
      }
    }

    const getRounds = 12
    const perRound = GETS / getRounds
    console.log(`gets: ${getRounds} rounds of ${fmt(perRound)} random keys, the first one warm-up...`)
    const gets = new PairedRounds(perRound, 1)
    let found = 0
    for (let r = 0; r < getRounds; r++) {
      const part = lookups.subarray(r * perRound, (r + 1) * perRound)
      await gets.measure(
        () => {
          for (const i of part) if (raw.getSync(keys[i] as string) !== undefined) found++
        },
        () => {
          for (const i of part) if (store.get(keys[i] as string) !== undefined) found++
        },
      )
    }
    if (found !== 2 * GETS) throw new Error(`gets found ${found} of ${2 * GETS}`)

    const scanRounds = 5
    console.log(`range scans: ${scanRounds} rounds over all ${fmt(KEYS)} rows, the first one warm-up...`)
    const scans = new PairedRounds(KEYS, 1)
    let rows = 0
    for (let r = 0; r < scanRounds; r++) {
      await scans.measure(
        async () => {
          const it = raw.iterator()
          for (;;) {
            const chunk = await it.nextv(1000)
            if (chunk.length === 0) break
            rows += chunk.length
          }
          await it.close()
        },
        () => {
          for (const _ of store.all()) rows++
        },
      )
    }
    if (rows !== 2 * scanRounds * KEYS) throw new Error(`scans saw ${rows} rows`)

    console.log('commit latency: 5 rounds of 10k uncommitted overwrites...')
    const commitMs: number[] = []
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < BATCH; i++) store.put(keys[(round * BATCH + i * 7) % KEYS] as string, VALUE)
      commitMs.push(await time(() => store.commit(nextOffset())))
    }
    await store.close()
    await raw.close()

    console.log('plain Map...')
    const map = await plainMap(keys, lookups)
    const sorted = [...commitMs].sort((a, b) => a - b)
    console.log('medians over the measured rounds; full/raw is the median of the per-round ratios')
    const row = (label: string, rounds: PairedRounds, mapRate: number): void => {
      const full = rounds.fullRate()
      console.log(
        `${label.padEnd(12)} full ${fmt(full).padStart(10)}/s   raw level ${fmt(rounds.rawRate()).padStart(10)}/s   ` +
          `map ${fmt(mapRate).padStart(11)}/s   full/raw ${rounds.ratio().toFixed(2)}x   ` +
          `full/map ${(full / mapRate).toFixed(3)}x   (${rounds.rounds} rounds)`,
      )
    }
    row('get', gets, map.get)
    row('put', puts, map.put)
    row('range scan', scans, map.scan)
    const bars = (rounds: PairedRounds, mapRate: number) => [
      { label: 'full store stack', value: rounds.fullRate() },
      { label: 'raw classic-level', value: rounds.rawRate() },
      { label: 'plain Map', value: mapRate },
    ]
    console.log(
      `commit of 10k uncommitted writes: median ${sorted[2]?.toFixed(1)} ms ` +
        `(min ${sorted[0]?.toFixed(1)}, max ${sorted[4]?.toFixed(1)}); changelog records sent: ${fmt(changelogRecords)}`,
    )
    console.log(
      `aims: full-stack get >= 0.7x raw getSync: ${gets.ratio().toFixed(2)}x; ` +
        `full-stack put (batches of 10k) >= 0.7x raw batch: ${puts.ratio().toFixed(2)}x`,
    )
    return {
      comparisons: [
        throughput('key-value get', 'gets/s', bars(gets, map.get)),
        throughput('key-value put', 'puts/s', bars(puts, map.put)),
        throughput('range scan', 'rows/s', bars(scans, map.scan)),
      ],
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const storesBenchmark: Benchmark = {
  name: 'stores',
  description: 'key-value state stores: full layer stack vs raw classic-level and a plain Map',
  run,
}
