// What the runtime benchmarks (runtimeWordCount.ts, restore.ts) share: the word-count topology (the same as
// reference/java RuntimeBench.wordCount), topic creation, batched producing with progress lines, and settings.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { filter, firstValueFrom, type Observable } from 'rxjs'
import { count } from '../src/dsl/operators/count.js'
import { flatMapValues } from '../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../src/dsl/operators/groupBy.js'
import { toStream } from '../src/dsl/operators/toStream.js'
import { to } from '../src/dsl/operators/to.js'
import { Grouped } from '../src/dsl/options/Grouped.js'
import { Materialized } from '../src/dsl/options/Materialized.js'
import { Produced } from '../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../src/dsl/StreamsBuilder.js'
import { startKafkaCluster } from '../scripts/kafka/broker.js'
import { KafkajsClientSupplier } from '../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { KafkaClientSupplier, NewTopic, ProducerRecord } from '../src/kafka/ports.js'
import type { StreamsState } from '../src/core/StreamsState.js'
import { Serdes } from '../src/serde/Serdes.js'
import type { Topology } from '../src/topology/Topology.js'
import { prepareJavaHarness, type JavaHarness } from './runtimeJava.js'

/** Partitions of every topic of the runtime benchmarks (input, output, and so the internal topics). */
export const PARTITIONS = 4
/** The count store; its changelog is `<application.id>-word-counts-changelog`. */
export const STORE = 'word-counts'

const text = Serdes.string()
const long = Serdes.long()

/** Lines split on single spaces, grouped by word, counted, written to `output` as string / long. */
export const wordCountTopology = (input: string, output: string): Topology => {
  const builder = new StreamsBuilder()
  builder.stream(input, { key: text, value: text }).pipe(
    flatMapValues((line) => line.split(' ')),
    groupBy((_key, word) => word, Grouped.with(text, text)),
    count(Materialized.as(STORE)),
    toStream(),
    to(output, Produced.with(text, long)),
  )
  return builder.build()
}

/** A positive whole number from the environment variable `name`, or `fallback`. */
export const envCount = (name: string, fallback: number): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, 0 or more; got '${raw}'`)
  return n
}

export const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/** Rejects with a clear error after `ms`; `cancel` stops the timer. */
export const deadline = (
  ms: number,
  what: string,
): { readonly expired: Promise<never>; readonly cancel: () => void } => {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${seconds(ms)}`)), ms)
  })
  expired.catch(() => undefined)
  return { expired, cancel: () => clearTimeout(timer) }
}

/** Milliseconds since the epoch with sub-millisecond precision, comparable between worker threads. */
export const now = (): number => performance.timeOrigin + performance.now()

export const createTopics = async (
  supplier: KafkaClientSupplier,
  topics: readonly NewTopic[],
): Promise<void> => {
  const admin = supplier.admin({ clientId: 'bench-runtime-admin' })
  await admin.connect()
  try {
    await admin.createTopics(topics)
  } finally {
    await admin.disconnect()
  }
}

/** Sends `record(0) ... record(n - 1)` in awaited batches, printing progress every tenth. */
export const produce = async (
  supplier: KafkaClientSupplier,
  label: string,
  n: number,
  record: (i: number) => ProducerRecord,
): Promise<void> => {
  const batch = 5_000
  const producer = supplier.producer({ clientId: 'bench-runtime-producer' })
  await producer.connect()
  const start = now()
  let reported = 0
  try {
    for (let from = 0; from < n; from += batch) {
      const to = Math.min(n, from + batch)
      await producer.send(Array.from({ length: to - from }, (_, j) => record(from + j)))
      if (to - reported >= n / 10 && to < n) {
        reported = to
        console.log(`    producing ${label}: ${fmt(to)} of ${fmt(n)}`)
      }
    }
  } finally {
    await producer.disconnect()
  }
  console.log(`  produced ${fmt(n)} ${label} in ${((now() - start) / 1000).toFixed(1)} s`)
}

/** Resolves with the time `state$` reaches `target`; rejects if the app ends in ERROR or NOT_RUNNING first. */
export const reachState = async (
  state$: Observable<{ readonly newState: StreamsState }>,
  target: StreamsState,
): Promise<number> => {
  const { newState } = await firstValueFrom(
    state$.pipe(
      filter((c) => c.newState === target || c.newState === 'ERROR' || c.newState === 'NOT_RUNNING'),
    ),
  )
  if (newState !== target) throw new Error(`the application stopped (${newState}) before ${target}`)
  return now()
}

/** What a runtime benchmark runs in: a fresh broker, a kafkajs client supplier on it, and the Java harness. */
export interface RuntimeBenchContext {
  readonly bootstrap: string
  readonly supplier: KafkaClientSupplier
  /** Unique per run: a suffix for topic names and app ids. */
  readonly run: string
  readonly harness: JavaHarness
}

/** Compiles the Java harness, starts a broker (throughput profile), runs `body`, and stops the broker. */
export const withRuntimeBench = async <T>(body: (ctx: RuntimeBenchContext) => Promise<T>): Promise<T> => {
  const harness = prepareJavaHarness()
  if (harness._tag === 'Unavailable') console.log(`  Java Kafka Streams: not measured (${harness.reason})`)
  const cluster = await startKafkaCluster({ jvm: 'throughput' })
  try {
    const bootstrap = cluster.bootstrapServers
    const supplier = new KafkajsClientSupplier({
      'bootstrap.servers': bootstrap,
      'client.id': 'bench-runtime',
    })
    return await body({ bootstrap, supplier, run: randomUUID(), harness })
  } finally {
    await cluster.stop()
  }
}
