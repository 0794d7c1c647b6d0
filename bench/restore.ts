// Restore on a real broker: records/s at which our KafkaStreams (kafkajs, LevelDB store) and Java Kafka Streams
// (reference/java `restore`, RocksDB store) rebuild a count store from a changelog of 1M records, in the same run,
// with the ratio ours/Java. Each side gets its own app id; before it starts, its word-count store's changelog
// (`<app id>-word-counts-changelog`, compacted, 4 partitions) is filled with the same updates in the layout both
// change-logging layers write for a timestamped store (the 8-byte count, with the timestamp on the record), and its
// state directory is empty. The clock runs from start() until every store
// partition has reported its restore ended (ours: `app.restoration$`; Java: a StateRestoreListener); time to
// RUNNING is printed too. Afterwards one key is read back from the store to check the restore.
// BENCH_RESTORE_RECORDS (default 1000000), BENCH_RESTORE_KEYS (distinct keys, default 100000),
// BENCH_RUNTIME_TIMEOUT_MS (default 900000 per run), BENCH_RUNTIME_JAVA=off skips Java, BENCH_RESTORE_PROFILE=<file>
// writes a CPU profile (.cpuprofile) of our restore, from start() until every store partition was restored.
import * as E from 'fp-ts/lib/Either.js'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { KafkaClientSupplier } from '../src/kafka/ports.js'
import { QueryableStoreTypes } from '../src/query/QueryableStoreTypes.js'
import { StoreQueryParameters } from '../src/query/StoreQueryParameters.js'
import { KafkaStreams } from '../src/runtime/KafkaStreams.js'
import { Serdes } from '../src/serde/Serdes.js'
import type { Benchmark } from './registry.js'
import { throughput, type BenchReport } from './report.js'
import { runJavaBench, type JavaHarness } from './runtimeJava.js'
import {
  createTopics,
  deadline,
  envCount,
  fmt,
  now,
  PARTITIONS,
  produce,
  reachState,
  seconds,
  STORE,
  withRuntimeBench,
  wordCountTopology,
  type RuntimeBenchContext,
} from './runtimeKafka.js'

const RECORDS = envCount('BENCH_RESTORE_RECORDS', 1_000_000)
const KEYS = Math.min(RECORDS, envCount('BENCH_RESTORE_KEYS', 100_000))
const TIMEOUT_MS = envCount('BENCH_RUNTIME_TIMEOUT_MS', 900_000)
const TIMESTAMP = 1_750_000_000_000

const text = Serdes.string()
const key = (k: number): string => `word-${String(k).padStart(7, '0')}`
/** The key read back after a restore, and the count it must hold (its number of updates). */
const SAMPLE_KEY = 7
const sampleCount = Math.ceil((RECORDS - SAMPLE_KEY) / KEYS)

/** Which side a changelog or topic is for. */
type Side = 'ours' | 'java'

/** A count as a timestamped store's changelog holds it: the plain 8-byte value, the timestamp on the record. */
const countValue = (count: number): Buffer => {
  const value = Buffer.alloc(8)
  value.writeBigInt64BE(BigInt(count))
  return value
}

/**
 * Creates `<appId>-word-counts-changelog` and fills it: record i updates key i % KEYS to its next count, in the
 * key's default (murmur2) partition, where the app's own repartitioning puts it.
 */
const fillChangelog = async (supplier: KafkaClientSupplier, appId: string, side: Side): Promise<void> => {
  const topic = `${appId}-${STORE}-changelog`
  await createTopics(supplier, [
    { topic, numPartitions: PARTITIONS, configs: { 'cleanup.policy': 'compact' } },
  ])
  await produce(supplier, `changelog records (${side})`, RECORDS, (i) => ({
    topic,
    key: text.serializer.serialize(topic, key(i % KEYS)),
    value: countValue(Math.floor(i / KEYS) + 1),
    timestamp: TIMESTAMP,
  }))
}

/** How long one side took from start() until every store partition was restored, and until RUNNING. */
interface Restore {
  readonly restored: number
  readonly millis: number
  /** From start() to the first restored batch (startup, group join, changelog lookup). */
  readonly millisToFirstBatch: number
  readonly millisToRunning: number
}

type Context = RuntimeBenchContext

const rate = (r: Restore): number => (r.restored / r.millis) * 1000
/** Records/s from the first restored batch to the end: the restore itself, without startup and group join. */
const restoreRate = (r: Restore): number => (r.restored / Math.max(1, r.millis - r.millisToFirstBatch)) * 1000

/** Input and output topics of the app (the input stays empty: only the restore is measured). */
const appTopics = async (ctx: Context, side: Side): Promise<{ input: string; output: string }> => {
  const topics = { input: `restore-in-${side}-${ctx.run}`, output: `restore-out-${side}-${ctx.run}` }
  await createTopics(
    ctx.supplier,
    [topics.input, topics.output].map((topic) => ({ topic, numPartitions: PARTITIONS })),
  )
  return topics
}

/** With BENCH_RESTORE_PROFILE=<file>, a CPU profile of our side from start() to the end of the restore. */
const startProfile = async (): Promise<(() => Promise<void>) | undefined> => {
  const out = process.env['BENCH_RESTORE_PROFILE']
  if (out === undefined) return undefined
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 500 })
  await session.post('Profiler.start')
  return async () => {
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(out, JSON.stringify(profile))
    session.disconnect()
  }
}

const measureOurs = async (ctx: Context): Promise<Restore> => {
  const appId = `restore-ours-${ctx.run}`
  const { input, output } = await appTopics(ctx, 'ours')
  await fillChangelog(ctx.supplier, appId, 'ours')
  const stateDir = mkdtempSync(join(tmpdir(), 'tributary-restore-bench-'))
  const app = new KafkaStreams(wordCountTopology(input, output), {
    'application.id': appId,
    'bootstrap.servers': ctx.bootstrap,
    'state.dir': stateDir,
    'statestore.cache.max.bytes': 0,
  })
  const restoredBy = new Map<number, number>()
  const ended = new Set<number>()
  let nextReport = RECORDS / 10
  let start = now()
  let firstBatch = 0
  const restored = new Promise<number>((resolve) => {
    app.restoration$.subscribe((p) => {
      if (firstBatch === 0 && p._tag === 'RestoreBatch') firstBatch = now()
      restoredBy.set(p.partition, p.restored)
      const sum = [...restoredBy.values()].reduce((a, b) => a + b, 0)
      if (sum >= nextReport && sum < RECORDS) {
        console.log(
          `    ours: ${fmt(sum)} of ${fmt(RECORDS)} records restored after ${seconds(now() - start)}`,
        )
        nextReport += RECORDS / 10
      }
      if (p._tag === 'RestoreEnded') ended.add(p.partition)
      if (ended.size === PARTITIONS) resolve(now())
    })
  })
  const timeout = deadline(TIMEOUT_MS, 'our restore')
  const profiler = await startProfile()
  try {
    start = now()
    const running = reachState(app.state$, 'RUNNING')
    await app.start()
    const restoredAt = await Promise.race([restored, timeout.expired])
    await profiler?.()
    const runningAt = await Promise.race([running, timeout.expired])
    const store = app.store(
      StoreQueryParameters.fromNameAndType(STORE, QueryableStoreTypes.keyValueStore<string, number>()),
    )
    const sample = E.isRight(store) ? await store.right.get(key(SAMPLE_KEY)) : store
    if (!E.isRight(sample) || sample.right !== sampleCount) {
      throw new Error(
        `after our restore, ${key(SAMPLE_KEY)} reads ${JSON.stringify(sample)}, not ${sampleCount}`,
      )
    }
    const total = [...restoredBy.values()].reduce((a, b) => a + b, 0)
    return {
      restored: total,
      millis: restoredAt - start,
      millisToFirstBatch: firstBatch - start,
      millisToRunning: runningAt - start,
    }
  } finally {
    timeout.cancel()
    await app.close({ timeout: 60_000 })
    rmSync(stateDir, { recursive: true, force: true })
  }
}

const measureJava = async (
  ctx: Context,
  harness: Extract<JavaHarness, { _tag: 'Ready' }>,
): Promise<Restore> => {
  const appId = `restore-java-${ctx.run}`
  const { input, output } = await appTopics(ctx, 'java')
  await fillChangelog(ctx.supplier, appId, 'java')
  return runJavaBench<Restore>(harness, 'restore', {
    bootstrap: ctx.bootstrap,
    applicationId: appId,
    inputTopic: input,
    outputTopic: output,
    partitions: PARTITIONS,
    processingGuarantee: 'at_least_once',
    commitIntervalMs: 30_000,
    cacheMaxBytes: 0,
    expectedRestored: RECORDS,
    sampleKey: key(SAMPLE_KEY),
    sampleCount,
    timeoutMs: TIMEOUT_MS,
  })
}

const describeRestore = (who: string, r: Restore): string =>
  `  ${who.padEnd(5)} ${fmt(rate(r)).padStart(9)} records/s from start(): ${fmt(r.restored)} restored ` +
  `${seconds(r.millis)} after start(), first batch after ${seconds(r.millisToFirstBatch)} ` +
  `(${fmt(restoreRate(r))} records/s from there), RUNNING after ${seconds(r.millisToRunning)}`

const run = (): Promise<BenchReport> =>
  withRuntimeBench(async (ctx) => {
    console.log(
      `  changelog of ${fmt(RECORDS)} records (${fmt(KEYS)} keys), ${PARTITIONS} partitions, empty state directory, ` +
        `broker on ${ctx.bootstrap}`,
    )
    console.log('  ours (KafkaStreams over kafkajs, LevelDB store) ...')
    const ours = await measureOurs(ctx)
    console.log(describeRestore('ours', ours))
    const bars = [{ label: 'ours', value: rate(ours) }]
    if (ctx.harness._tag === 'Ready') {
      console.log('  Java Kafka Streams (RocksDB store) ...')
      const java = await measureJava(ctx, ctx.harness)
      console.log(describeRestore('Java', java))
      console.log(
        `  ours/Java: ${(rate(ours) / rate(java)).toFixed(2)} from start(), ` +
          `${(restoreRate(ours) / restoreRate(java)).toFixed(2)} from the first restored batch`,
      )
      bars.push({ label: 'Java Kafka Streams', value: rate(java) })
    }
    return { comparisons: [throughput('restore from start()', 'records/s', bars)] }
  })

/** `npm run bench restore`: restoring a 1M-record changelog, ours and Java Kafka Streams, on a real broker. */
export const restoreBenchmark: Benchmark = {
  name: 'restore',
  description: `restore records/s from a ${fmt(RECORDS)}-record changelog, ours vs Java Kafka Streams`,
  run,
}
