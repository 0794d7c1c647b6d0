// A bounded load test of the HTTP query server: one word-count instance on EmbeddedKafka with its QueryServer on
// 127.0.0.1 (a limit of LIMIT requests at once, and an authentication hook that answers after AUTH_MS, as a token
// check against another service would: without it every request is answered within one turn of the event loop and
// the limit is never reached), then REQUESTS requests from LIMIT clients at once, and REQUESTS from CONCURRENCY, a fixed
// mix of key reads (known and unknown words), ranges, health probes and an unknown store. Prints the count of each
// status code, latency percentiles per kind against the health probe measured in the same run, the process's RSS
// before and after, and whether the server still answers.
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as t from 'io-ts'
import {
  count,
  EmbeddedKafka,
  flatMapValues,
  formatHostInfo,
  groupBy,
  Grouped,
  KafkaStreams,
  Materialized,
  Serdes,
  StreamsBuilder,
  type HostInfo,
} from '../src/index.js'
import { QueryServer, WireCodec } from '../src/routing/index.js'
import type { Benchmark } from './registry.js'
import { latency } from './report.js'

const REQUESTS = 5_000
const CONCURRENCY = 48
const LIMIT = 8
const AUTH_MS = 1
const WORDS = ['kafka', 'streams', 'query', 'server', 'state', 'store', 'window', 'session']
const text = Serdes.string()

/** The request mix, cycled: each kind with the status it should get while the server is under its limit. */
const KINDS = [
  { kind: 'health', path: () => '/health' },
  { kind: 'key', path: (i: number) => `/stores/word-counts/keys/${WORDS[i % WORDS.length] ?? ''}` },
  { kind: 'key (none)', path: (i: number) => `/stores/word-counts/keys/absent-${i}` },
  { kind: 'range', path: () => '/stores/word-counts/range?from=q&to=t' },
  { kind: 'unknown store', path: () => '/stores/nothing/keys/kafka' },
] as const

interface Sample {
  readonly kind: string
  readonly status: number
  readonly ms: number
}

const call = (agent: Agent, host: HostInfo, path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request({ host: host.host, port: host.port, path, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`

const startApp = async (dir: string) => {
  const kafka = new EmbeddedKafka()
  const admin = kafka.admin()
  await admin.connect()
  await admin.createTopics([{ topic: 'lines', numPartitions: 2 }])
  await admin.disconnect()
  const builder = new StreamsBuilder()
  builder.stream('lines', { key: text, value: text }).pipe(
    flatMapValues((line) => line.split(' ')),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as('word-counts')),
  )
  const server = new QueryServer({
    stores: [QueryServer.expose('word-counts', WireCodec.stringKeys(t.number))],
    maxConcurrentRequests: LIMIT,
    authenticate: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), AUTH_MS)),
  })
  const host = await server.listen()
  const app = new KafkaStreams(
    builder.build(),
    { 'application.id': 'query-server-load', 'application.server': formatHostInfo(host), 'state.dir': dir },
    kafka,
    { logger: { warn: () => undefined, error: (m) => console.error(m) } },
  )
  server.serve(app)
  await app.start()
  const producer = kafka.producer({ clientId: 'lines' })
  await producer.connect()
  await producer.send(
    Array.from({ length: 200 }, (_, i) => ({
      topic: 'lines',
      key: text.serializer.serialize('lines', `line-${i}`),
      value: text.serializer.serialize('lines', WORDS.slice(0, 1 + (i % WORDS.length)).join(' ')),
    })),
  )
  await producer.disconnect()
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  // ready once every word is counted
  for (;;) {
    const status = await call(agent, host, `/stores/word-counts/keys/${WORDS.at(-1) ?? ''}`)
    if (status === 200 && app.state() === 'RUNNING') break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { app, server, host, agent }
}

const load = async (agent: Agent, host: HostInfo, concurrency: number): Promise<Sample[]> => {
  const samples: Sample[] = []
  let next = 0
  const client = async (): Promise<void> => {
    for (let i = next++; i < REQUESTS; i = next++) {
      const { kind, path } = KINDS[i % KINDS.length] ?? KINDS[0]
      const start = performance.now()
      const status = await call(agent, host, path(i))
      samples.push({ kind, status, ms: performance.now() - start })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  return samples
}

/** Runs one phase of the load with `concurrency` clients and prints its figures; the p50 per kind, for the chart. */
const phase = async (agent: Agent, host: HostInfo, concurrency: number) => {
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  const samples = await load(agent, host, concurrency)
  const seconds = (performance.now() - started) / 1000
  const rssAfter = process.memoryUsage().rss
  const stillUp = await call(agent, host, '/health')
  console.log(
    `\n${concurrency} clients at once: ${samples.length} requests in ${seconds.toFixed(2)} s (${(samples.length / seconds).toFixed(0)}/s)`,
  )
  const codes = new Map<string, number>()
  for (const s of samples) codes.set(`${s.kind} ${s.status}`, (codes.get(`${s.kind} ${s.status}`) ?? 0) + 1)
  console.log('status codes by kind:')
  for (const [label, n] of [...codes].sort()) console.log(`  ${label.padEnd(22)} ${n}`)
  const sortedOf = (kind: string) =>
    samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b)
  const health50 = percentile(sortedOf('health'), 0.5)
  console.log('latency in ms per kind (all answers)   p50     p90     p99     max   p50/health')
  const bars = []
  for (const { kind } of KINDS) {
    const sorted = sortedOf(kind)
    const [p50, p90, p99] = [0.5, 0.9, 0.99].map((q) => percentile(sorted, q)) as [number, number, number]
    console.log(
      `  ${kind.padEnd(36)} ${[p50, p90, p99, sorted.at(-1) ?? Number.NaN].map((v) => v.toFixed(2).padStart(7)).join(' ')}` +
        `   ${(p50 / health50).toFixed(2)}x`,
    )
    bars.push({ label: `${kind}, ${concurrency} clients`, value: p50 })
  }
  console.log(`RSS before ${mb(rssBefore)}, after ${mb(rssAfter)} (${mb(rssAfter - rssBefore)} more)`)
  console.log(`after the load, GET /health answers ${stillUp}`)
  return bars
}

export const queryServerLoadBenchmark: Benchmark = {
  name: 'queryServerLoad',
  description: `${REQUESTS} HTTP query server requests with ${LIMIT} then ${CONCURRENCY} clients at once, a limit of ${LIMIT}, a ${AUTH_MS} ms authentication hook: status codes, latency, RSS`,
  run: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tributary-query-load-'))
    const { app, server, host, agent } = await startApp(dir)
    try {
      // within the limit (no 503 expected), then beyond it (the excess shed with 503 at once)
      const within = await phase(agent, host, LIMIT)
      const beyond = await phase(agent, host, CONCURRENCY)
      return { comparisons: [latency('query server p50 under load', 'ms', [...within, ...beyond])] }
    } finally {
      agent.destroy()
      await server.close()
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    }
  },
}
