// Memory under a steady load: the query workload of bench/queryLoad.ts (a count app on EmbeddedKafka, key-value and
// window stores on memory and LevelDB, a QueryServer on 127.0.0.1) processing a continuous input while one loop
// runs every query kind in turn (IQv1 and IQv2 key and range, window fetch, HTTP range). Every few seconds it samples
// the heap after a full GC and the RSS; at the end it prints the samples and their least-squares slopes in KB per
// minute. A flat heap slope (noise of a few hundred KB/min) means queries and processing retain nothing.
// SOAK_SECONDS (default 60), SOAK_SAMPLE_SECONDS (default 5), SOAK_RECORDS_PER_SECOND (default 500).
import { performance } from 'node:perf_hooks'
import { heapAfterGc, startQueryLoad } from './queryLoad.js'
import type { Benchmark } from './registry.js'
import { noComparisons } from './report.js'
import { envCount, fmt } from './runtimeKafka.js'

const WARM_UP = 1000
const FEED_EVERY_MS = 100

interface Sample {
  readonly seconds: number
  readonly heap: number
  readonly rss: number
  readonly queries: number
}

/** The least-squares slope of `y` over `x`. */
const slope = (x: readonly number[], y: readonly number[]): number => {
  const n = x.length
  const mx = x.reduce((a, b) => a + b, 0) / n
  const my = y.reduce((a, b) => a + b, 0) / n
  let num = 0
  let den = 0
  for (let i = 0; i < n; i++) {
    num += ((x[i] as number) - mx) * ((y[i] as number) - my)
    den += ((x[i] as number) - mx) ** 2
  }
  return den === 0 ? 0 : num / den
}

const mb = (bytes: number): string => (bytes / 2 ** 20).toFixed(2).padStart(8)

export const soakBenchmark: Benchmark = {
  name: 'soak',
  description: 'heap after GC and RSS under continuous processing and a steady query load, with slopes',
  run: async () => {
    const durationMs = envCount('SOAK_SECONDS', 60) * 1000
    const sampleMs = Math.max(1, envCount('SOAK_SAMPLE_SECONDS', 5)) * 1000
    const perFeed = Math.max(1, Math.round((envCount('SOAK_RECORDS_PER_SECOND', 500) * FEED_EVERY_MS) / 1000))
    const load = await startQueryLoad('soak')
    const kinds = [...load.queries]
    try {
      for (let i = 0; i < WARM_UP; i++) for (const [, query] of kinds) await query(i)
      let fed = 0
      let feeding = Promise.resolve()
      const feeder = setInterval(() => {
        feeding = feeding.then(() => load.feed(perFeed)).then(() => void (fed += perFeed))
      }, FEED_EVERY_MS)
      let queries = 0
      /** Queries that found no rows (every key has rows; a live read may transiently miss one). */
      const empty = new Map<string, number>()
      let stop = false
      const querying = (async () => {
        for (let i = 0; !stop; i++)
          for (const [kind, query] of kinds) {
            if ((await query(i)) === 0) empty.set(kind, (empty.get(kind) ?? 0) + 1)
            queries++
          }
      })()
      const samples: Sample[] = []
      const started = performance.now()
      console.log('  seconds   heap MB    rss MB   queries')
      for (;;) {
        // the broker keeps one record per key of each topic, so what grows is this process's own
        load.compact()
        const heap = await heapAfterGc()
        const sample = {
          seconds: (performance.now() - started) / 1000,
          heap,
          rss: process.memoryUsage().rss,
          queries,
        }
        samples.push(sample)
        console.log(
          `${sample.seconds.toFixed(0).padStart(9)}  ${mb(sample.heap)}  ${mb(sample.rss)}  ${String(queries).padStart(8)}`,
        )
        if (performance.now() - started >= durationMs) break
        await new Promise((resolve) => setTimeout(resolve, sampleMs))
      }
      stop = true
      clearInterval(feeder)
      await Promise.all([querying, feeding])
      const minutes = samples.map((s) => s.seconds / 60)
      const perMinute = (bytes: readonly number[]): string => `${fmt(slope(minutes, bytes) / 1024)} KB/min`
      const seconds = (samples.at(-1)?.seconds ?? 0) || 1
      console.log(
        `\n${fmt(seconds)} s: ${fmt(queries)} queries (${fmt(queries / seconds)}/s over ${kinds.length} kinds), ` +
          `${fmt(fed)} records fed (${fmt(fed / seconds)}/s)`,
      )
      console.log(`heap after GC slope: ${perMinute(samples.map((s) => s.heap))}`)
      console.log(`RSS slope:           ${perMinute(samples.map((s) => s.rss))}`)
      if (empty.size > 0)
        console.log(`queries that found no rows: ${JSON.stringify(Object.fromEntries(empty))}`)
      return noComparisons
    } finally {
      await load.close()
    }
  },
}
