// End-to-end word count on a real broker: records/s of our KafkaStreams (kafkajs) and of Java Kafka Streams
// (reference/java `wordcount-e2e`) in the same run, at-least-once and exactly_once_v2, with the ratio ours/Java.
// Both run the same topology (split lines on spaces, group by word, count, to the output topic) over the same input
// topic, each with its own app id and output topic, 4 partitions, the same commit interval and the record cache off
// (so every word gives one output record). The clock runs from start() (topic checks and group join included)
// until a reader in its own thread has read every output record (read-committed under exactly-once).
// BENCH_E2E_LINES (default 200000 lines of 5 words), BENCH_E2E_COMMIT_MS (default 100 for both guarantees, so
// exactly-once output becomes visible to the read-committed reader soon; 30000, Kafka Streams' at-least-once
// default, shows that at-least-once output flows between commits), BENCH_RUNTIME_TIMEOUT_MS (default 900000 per
// run), BENCH_RUNTIME_JAVA=off skips Java, BENCH_E2E_KAFKAJS_PRODUCERS=on also runs ours with kafkajs producers
// (the producer client comparison, in the same run).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProcessingGuarantee } from '../src/runtime/config/ProcessingGuarantee.js'
import { KafkajsClientSupplier } from '../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { PlatformaticClientSupplier } from '../src/kafka/platformatic/PlatformaticClientSupplier.js'
import { KafkaStreams } from '../src/runtime/KafkaStreams.js'
import { Serdes } from '../src/serde/Serdes.js'
import { startAllocationMeter, type Allocation } from './allocationMeter.js'
import type { Benchmark } from './registry.js'
import { throughput, type BenchReport, type Comparison } from './report.js'
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
  withRuntimeBench,
  wordCountTopology,
  type RuntimeBenchContext,
} from './runtimeKafka.js'
import { startOutputReader } from './runtimeOutputReader.js'

const LINES = envCount('BENCH_E2E_LINES', 200_000)
const WORDS_PER_LINE = 5
const VOCABULARY = 1000
/** The commit interval of both sides, under both guarantees. */
const COMMIT_MS = envCount('BENCH_E2E_COMMIT_MS', 100)
const TIMEOUT_MS = envCount('BENCH_RUNTIME_TIMEOUT_MS', 900_000)
const guarantees: readonly ProcessingGuarantee[] = ['at_least_once', 'exactly_once_v2']
/** Also runs ours with kafkajs producers, for the producer client comparison in the same run. */
const COMPARE_KAFKAJS = process.env.BENCH_E2E_KAFKAJS_PRODUCERS === 'on'

const text = Serdes.string()
const line = (i: number): string =>
  Array.from({ length: WORDS_PER_LINE }, (_, j) => `w${((i * WORDS_PER_LINE + j) * 7919) % VOCABULARY}`).join(
    ' ',
  )

/** How long one contender took from start() to its last output record. */
interface Run {
  readonly millis: number
  readonly millisToFirstOutput: number
  /** Ours only: what this thread allocated from start() to the last output. */
  readonly allocation?: Allocation
  /** Ours only: the stream thread's commits and polls (Kafka's thread metrics, read at the last output). */
  readonly thread?: ThreadTimes
}

/** Calls and average latency (ms, over the metrics' recent window) of a thread's commits and polls. */
interface ThreadTimes {
  readonly commits: number
  readonly commitMs: number
  readonly polls: number
  readonly pollMs: number
}

const threadTimes = (app: KafkaStreams): ThreadTimes => {
  const value = (name: string): number => {
    const m = app
      .metrics()
      .find((x) => x.metricName.group === 'stream-thread-metrics' && x.metricName.name === name)
    return typeof m?.value === 'number' && Number.isFinite(m.value) ? m.value : 0
  }
  return {
    commits: value('commit-total'),
    commitMs: value('commit-latency-avg'),
    polls: value('poll-total'),
    pollMs: value('poll-latency-avg'),
  }
}

interface Context extends RuntimeBenchContext {
  readonly input: string
}

const linesPerSecond = (r: Run): number => (LINES / r.millis) * 1000

/** Our producers: kafkajs's (the default), or @platformatic/kafka's (PlatformaticClientSupplier) for the comparison. */
type Producers = 'platformatic' | 'kafkajs'

const measureOurs = async (
  ctx: Context,
  guarantee: ProcessingGuarantee,
  producers: Producers = 'platformatic',
): Promise<Run> => {
  const output = `e2e-out-ours-${producers}-${guarantee}-${ctx.run}`
  await createTopics(ctx.supplier, [{ topic: output, numPartitions: PARTITIONS }])
  const expected = LINES * WORDS_PER_LINE
  const stateDir = mkdtempSync(join(tmpdir(), 'tributary-e2e-bench-'))
  let start = now()
  const reader = await startOutputReader(
    {
      bootstrap: ctx.bootstrap,
      topic: output,
      partitions: PARTITIONS,
      isolationLevel: guarantee === 'exactly_once_v2' ? 'read_committed' : 'read_uncommitted',
      expected,
    },
    (seen, at) =>
      console.log(`    ours: ${fmt(seen)} of ${fmt(expected)} outputs after ${seconds(at - start)}`),
  )
  const config = {
    'application.id': `e2e-ours-${producers}-${guarantee}-${ctx.run}`,
    'bootstrap.servers': ctx.bootstrap,
    'state.dir': stateDir,
    'processing.guarantee': guarantee,
    'commit.interval.ms': COMMIT_MS,
    'statestore.cache.max.bytes': 0,
  }
  const app = new KafkaStreams(
    wordCountTopology(ctx.input, output),
    config,
    producers === 'platformatic'
      ? new PlatformaticClientSupplier({ 'bootstrap.servers': ctx.bootstrap })
      : new KafkajsClientSupplier({ 'bootstrap.servers': ctx.bootstrap }),
  )
  const failed = reachState(app.state$, 'ERROR').then(() => {
    throw new Error(`our application failed: ${String(app.error)}`)
  })
  failed.catch(() => undefined)
  const timeout = deadline(TIMEOUT_MS, `our ${guarantee} word count`)
  start = now()
  const meter = startAllocationMeter()
  try {
    await app.start()
    const done = await Promise.race([reader.done, failed, timeout.expired])
    const allocation = meter.stop()
    const thread = threadTimes(app)
    return { millis: done.lastAt - start, millisToFirstOutput: done.firstAt - start, allocation, thread }
  } finally {
    timeout.cancel()
    await app.close({ timeout: 60_000 })
    await reader.stop()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

const measureJava = async (
  ctx: Context,
  harness: Extract<JavaHarness, { _tag: 'Ready' }>,
  guarantee: ProcessingGuarantee,
): Promise<Run> => {
  const output = `e2e-out-java-${guarantee}-${ctx.run}`
  await createTopics(ctx.supplier, [{ topic: output, numPartitions: PARTITIONS }])
  return runJavaBench<Run>(harness, 'wordcount-e2e', {
    bootstrap: ctx.bootstrap,
    applicationId: `e2e-java-${guarantee}-${ctx.run}`,
    inputTopic: ctx.input,
    outputTopic: output,
    partitions: PARTITIONS,
    processingGuarantee: guarantee,
    commitIntervalMs: COMMIT_MS,
    cacheMaxBytes: 0,
    inputRecords: LINES,
    expectedOutputs: LINES * WORDS_PER_LINE,
    timeoutMs: TIMEOUT_MS,
  })
}

const describeRun = (who: string, r: Run): string =>
  `  ${who.padEnd(5)} ${fmt(linesPerSecond(r)).padStart(8)} lines/s (${fmt(linesPerSecond(r) * WORDS_PER_LINE)} words/s), ` +
  `${seconds(r.millis)} from start(), first output after ${seconds(r.millisToFirstOutput)}, ` +
  `${fmt((LINES / Math.max(1, r.millis - r.millisToFirstOutput)) * 1000)} lines/s from there` +
  (r.allocation === undefined
    ? ''
    : `; ${fmt(r.allocation.bytes / LINES)} heap bytes allocated per input line, ` +
      `GC ${((r.allocation.gcMillis / r.millis) * 100).toFixed(1)}% of the time (${fmt(r.allocation.collections)} collections)`) +
  (r.thread === undefined
    ? ''
    : `; ${fmt(r.thread.commits)} commits of ${r.thread.commitMs.toFixed(1)} ms on average (recent window), ` +
      `${fmt(r.thread.polls)} polls of ${r.thread.pollMs.toFixed(1)} ms`)

const run = (): Promise<BenchReport> =>
  withRuntimeBench(async (bench) => {
    const ctx: Context = { ...bench, input: `e2e-lines-${bench.run}` }
    const { supplier, harness } = ctx
    console.log(
      `  ${fmt(LINES)} lines x ${WORDS_PER_LINE} words (${VOCABULARY} distinct), ${PARTITIONS} partitions, ` +
        `record cache off, one stream thread, broker on ${ctx.bootstrap}`,
    )
    await createTopics(supplier, [{ topic: ctx.input, numPartitions: PARTITIONS }])
    await produce(supplier, 'input lines', LINES, (i) => ({
      topic: ctx.input,
      partition: i % PARTITIONS,
      key: text.serializer.serialize(ctx.input, `line-${i}`),
      value: text.serializer.serialize(ctx.input, line(i)),
    }))
    const summary: string[] = []
    const comparisons: Comparison[] = []
    for (const guarantee of guarantees) {
      console.log(
        `  ${guarantee}, commit.interval.ms ${COMMIT_MS}: ours (KafkaStreams: kafkajs consumers, @platformatic/kafka producers) ...`,
      )
      const ours = await measureOurs(ctx, guarantee)
      console.log(describeRun('ours', ours))
      if (COMPARE_KAFKAJS) {
        console.log(`  ${guarantee}: ours with kafkajs producers (BENCH_E2E_KAFKAJS_PRODUCERS=on) ...`)
        const kafkajs = await measureOurs(ctx, guarantee, 'kafkajs')
        console.log(describeRun('ours, kafkajs producers', kafkajs))
        summary.push(
          `  ${guarantee.padEnd(16)} ours, kafkajs producers ${fmt(linesPerSecond(kafkajs)).padStart(8)} lines/s, ` +
            `@platformatic/kafka producers / kafkajs producers ${(linesPerSecond(ours) / linesPerSecond(kafkajs)).toFixed(2)}`,
        )
      }
      let java: Run | undefined
      if (harness._tag === 'Ready') {
        console.log(`  ${guarantee}: Java Kafka Streams ...`)
        java = await measureJava(ctx, harness, guarantee)
        console.log(describeRun('Java', java))
      }
      summary.push(
        `  ${guarantee.padEnd(16)} ours ${fmt(linesPerSecond(ours)).padStart(8)} lines/s` +
          (java === undefined
            ? '   Java: not measured'
            : `   Java ${fmt(linesPerSecond(java)).padStart(8)} lines/s   ours/Java ${(linesPerSecond(ours) / linesPerSecond(java)).toFixed(2)}`),
      )
      comparisons.push(
        throughput(`word count end to end, ${guarantee}`, 'input lines/s', [
          { label: 'ours', value: linesPerSecond(ours) },
          ...(java === undefined ? [] : [{ label: 'Java Kafka Streams', value: linesPerSecond(java) }]),
        ]),
      )
    }
    console.log(`  summary (input lines per second, end to end):`)
    for (const row of summary) console.log(row)
    return { comparisons }
  })

/** `npm run bench runtimeWordCount`: end-to-end word count, ours and Java Kafka Streams, on a real broker. */
export const runtimeWordCountBenchmark: Benchmark = {
  name: 'runtimeWordCount',
  description: `end-to-end word count records/s on a real broker, at-least-once and exactly-once, ours vs Java Kafka Streams`,
  run,
}
