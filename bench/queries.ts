// Key-query latency: a count-per-key KafkaStreams app on EmbeddedKafka (LevelDB stores, every partition local to
// one client), read through IQv1 and IQv2 with and without a partition hint, next to raw classic-level getSync on
// the same key and value bytes, measured in the same run. Prints p50 and p99 per call and ratios against raw.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { ClassicLevel } from 'classic-level'
import * as E from 'fp-ts/lib/Either.js'
import { filter, firstValueFrom } from 'rxjs'
import {
  count,
  EmbeddedKafka,
  groupByKey,
  KafkaStreams,
  KeyQuery,
  Materialized,
  QueryableStoreTypes,
  Serdes,
  StateQueryRequest,
  StoreQueryParameters,
  StreamsBuilder,
} from '../src/index.js'
import { valueAndTimestampSerde } from '../src/state/index.js'
import { partitionForKey } from '../src/kafka/partitioner.js'
import type { Benchmark } from './registry.js'
import { latency, type Comparison } from './report.js'

const KEYS = 100_000
const QUERIES = 20_000
const WARM_UP = 2_000
const ROUNDS = 4
const PARTITION_COUNTS = [1, 4, 16, 32] as const
const INPUT = 'query-bench-input'
const STORE = 'query-bench-counts'

const text = Serdes.string()
const stored = valueAndTimestampSerde(Serdes.long())
const keyOf = (i: number): string => `key-${String(i).padStart(8, '0')}`

/** The i-th sampled key index: Knuth's multiplicative hash, a deterministic scatter over every key. */
const pick = (i: number): number => (Math.imul(i + 1, 2654435761) >>> 0) % KEYS

const quantile = (sorted: Float64Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

const us = (ms: number): string => (ms * 1000).toFixed(2).padStart(8)

const counts = () =>
  StoreQueryParameters.fromNameAndType(STORE, QueryableStoreTypes.keyValueStore<string, number>())

const valueOf = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`query failed: ${String((e.left as { _tag?: string })._tag)}`)
  return e.right
}

/** One way of reading a key: gives the count of the i-th sampled key (checked against the expected count). */
interface Contender {
  readonly label: string
  readonly read: (key: string, partition: number) => Promise<number | undefined> | number | undefined
}

/** Per-call latencies of each contender, gathered over rounds that rotate which contender goes first. */
const measure = async (
  contenders: readonly Contender[],
  keys: readonly string[],
  partitions: Uint16Array,
): Promise<Map<string, Float64Array>> => {
  const samples = new Map(contenders.map((c) => [c.label, new Float64Array(QUERIES)]))
  const perRound = QUERIES / ROUNDS
  const one = async (c: Contender, i: number): Promise<number> => {
    const key = keys[i] as string
    const start = performance.now()
    const found = await c.read(key, partitions[i] as number)
    const took = performance.now() - start
    if (found !== 1) throw new Error(`${c.label} read ${String(found)} for ${key}, expected 1`)
    return took
  }
  for (const c of contenders) for (let i = 0; i < WARM_UP; i++) await one(c, QUERIES + i)
  for (let round = 0; round < ROUNDS; round++) {
    for (let j = 0; j < contenders.length; j++) {
      const c = contenders[(round + j) % contenders.length] as Contender
      const out = samples.get(c.label) as Float64Array
      for (let i = round * perRound; i < (round + 1) * perRound; i++) out[i] = await one(c, i)
    }
  }
  for (const s of samples.values()) s.sort()
  return samples
}

const waitUntil = async (check: () => Promise<boolean>): Promise<void> => {
  for (;;) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Runs the app on `partitions` input partitions until every key is counted, then measures every contender. */
const runFor = async (partitions: number): Promise<Map<string, Float64Array>> => {
  const dir = mkdtempSync(join(tmpdir(), 'tributary-bench-queries-'))
  const kafka = new EmbeddedKafka()
  const raw = new ClassicLevel<string, Buffer>(join(dir, 'raw'), {
    keyEncoding: 'utf8',
    valueEncoding: 'buffer',
  })
  const builder = new StreamsBuilder()
  builder.stream(INPUT, { key: text, value: text }).pipe(groupByKey(), count(Materialized.as(STORE)))
  const app = new KafkaStreams(
    builder.build(),
    { 'application.id': `query-bench-${partitions}`, 'state.dir': join(dir, 'state'), 'poll.ms': 10 },
    kafka,
    { logger: { warn: () => undefined, error: () => undefined } },
  )
  try {
    const admin = kafka.admin()
    await admin.connect()
    await admin.createTopics([{ topic: INPUT, numPartitions: partitions }])
    await admin.disconnect()
    const producer = kafka.producer({ clientId: 'query-bench-input' })
    await producer.connect()
    const value = text.serializer.serialize(INPUT, 'v')
    for (let from = 0; from < KEYS; from += 10_000) {
      const batch = Array.from({ length: 10_000 }, (_, i) => ({
        topic: INPUT,
        key: text.serializer.serialize(INPUT, keyOf(from + i)),
        value,
      }))
      await producer.send(batch)
    }
    await producer.disconnect()

    const started = performance.now()
    await app.start()
    await firstValueFrom(app.state$.pipe(filter((c) => c.newState === 'RUNNING')))
    const all = valueOf(app.store(counts()))
    await waitUntil(async () => valueOf(await all.approximateNumEntries()) >= KEYS)
    const processedMs = performance.now() - started

    // the same key and value bytes (string key, 8-byte timestamp + 8-byte count) in one raw LevelDB
    await raw.open()
    const timestamp = Date.now()
    for (let from = 0; from < KEYS; from += 10_000) {
      const batch = raw.batch()
      for (let i = from; i < from + 10_000; i++)
        batch.put(keyOf(i), stored.serializer.serialize(STORE, { value: 1, timestamp }))
      await batch.write()
    }

    const keys = Array.from({ length: QUERIES + WARM_UP }, (_, i) => keyOf(pick(i)))
    const partitionOf = Uint16Array.from(keys, (k) =>
      partitionForKey(text.serializer.serialize(INPUT, k), partitions),
    )
    const hinted = Array.from({ length: partitions }, (_, p) => valueOf(app.store(counts().withPartition(p))))
    const contenders: Contender[] = [
      {
        label: 'raw getSync',
        read: (key) => {
          const bytes = raw.getSync(key)
          return bytes === undefined ? undefined : stored.deserializer.deserialize(STORE, bytes).value
        },
      },
      {
        label: 'IQv1 hinted, held',
        read: async (key, p) => valueOf(await (hinted[p] as typeof all).get(key)),
      },
      {
        label: 'IQv1 hinted, per call',
        read: async (key, p) => valueOf(await valueOf(app.store(counts().withPartition(p))).get(key)),
      },
      { label: 'IQv1 unhinted, held', read: async (key) => valueOf(await all.get(key)) },
      {
        label: 'IQv2 KeyQuery hinted',
        read: async (key, p) => {
          const request = StateQueryRequest.inStore(STORE)
            .withQuery(KeyQuery.withKey<string, number>(key))
            .withPartitions([p])
          return valueOf(await app.query(request)).getOnlyPartitionResult()?.result
        },
      },
      {
        label: 'IQv2 KeyQuery unhinted',
        read: async (key) => {
          const request = StateQueryRequest.inStore(STORE).withQuery(KeyQuery.withKey<string, number>(key))
          const result = valueOf(await app.query(request))
          for (const r of result.partitionResults.values())
            if (r.isSuccess() && r.result !== undefined) return r.result
          return undefined
        },
      },
    ]
    console.log(
      `${partitions} partition(s): ${KEYS.toLocaleString('en-US')} keys counted in ${Math.round(processedMs)} ms; ` +
        `${QUERIES.toLocaleString('en-US')} random keys per contender in ${ROUNDS} rounds after ${WARM_UP} warm-up reads`,
    )
    return await measure(contenders, keys, partitionOf)
  } finally {
    await app.close()
    await raw.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export const queriesBenchmark: Benchmark = {
  name: 'queries',
  description:
    'key-query latency (p50, p99) with and without a partition hint, against raw classic-level getSync',
  run: async () => {
    const table: string[] = []
    const comparisons: Comparison[] = []
    for (const partitions of PARTITION_COUNTS) {
      const samples = await runFor(partitions)
      const raw = samples.get('raw getSync') as Float64Array
      const [rawP50, rawP99] = [quantile(raw, 0.5), quantile(raw, 0.99)]
      const hinted50 = quantile(samples.get('IQv1 hinted, held') as Float64Array, 0.5)
      for (const [label, s] of samples) {
        const [p50, p99] = [quantile(s, 0.5), quantile(s, 0.99)]
        table.push(
          `${String(partitions).padStart(5)}  ${label.padEnd(24)} ${us(p50)} ${us(p99)}` +
            `   ${(p50 / rawP50).toFixed(2).padStart(6)}x ${(p99 / rawP99).toFixed(2).padStart(6)}x` +
            `   ${(p50 / hinted50).toFixed(2).padStart(6)}x`,
        )
      }
      comparisons.push(
        latency(
          `key query p50, ${partitions} partition(s)`,
          'us',
          [...samples].map(([label, s]) => ({ label, value: quantile(s, 0.5) * 1000 })),
        ),
      )
    }
    console.log('\nper-call latency in microseconds (performance.now around each awaited read)')
    console.log('parts  contender                     p50 us   p99 us   p50/raw p99/raw   p50/hinted')
    for (const line of table) console.log(line)
    return { comparisons }
  },
}
