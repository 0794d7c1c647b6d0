// What metrics.recording.level costs: the same word count run through one StreamTask (every node, the repartition
// topic fed back into the task as the test driver does, an in-memory count store with its record cache, a commit
// every COMMIT_EVERY lines, the wall clock read once per batch of BATCH lines as a stream thread reads it) with
// metrics off, INFO and DEBUG, alternated in one run (ROUNDS rounds after a warm-up round), printing each level's
// median records/s and its ratio to off.
//
// "Off" is not a Kafka Streams level (Java always records INFO sensors): it is the internal `metricsLevel: 'OFF'` of
// the task settings (no task, node or store sensor records), set here on the settings the config resolved to. The
// thread-level sensors (recorded once per batch, not per record) are not part of this loop at any level.
//
// BENCH_METRICS_LINES (default 60 000 lines of 5 words) sets the work per measurement.
import { performance } from 'node:perf_hooks'
import { ManualClock } from '../src/core/clock.js'
import { count } from '../src/dsl/operators/count.js'
import { flatMapValues } from '../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../src/dsl/operators/groupBy.js'
import { to } from '../src/dsl/operators/to.js'
import { toStream } from '../src/dsl/operators/toStream.js'
import { Materialized } from '../src/dsl/options/Materialized.js'
import { Produced } from '../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../src/dsl/StreamsBuilder.js'
import type { SensorLevel } from '../src/runtime/metrics/RecordingLevel.js'
import type { ProducedRecord } from '../src/runtime/task/ProducedRecord.js'
import { StreamTask } from '../src/runtime/task/StreamTask.js'
import { resolveTaskConfig } from '../src/runtime/task/TaskConfig.js'
import { Serdes } from '../src/serde/Serdes.js'
import { Stores } from '../src/state/Stores.js'
import type { Benchmark } from './registry.js'
import { throughput, type BenchReport } from './report.js'

const LINES = Number(process.env.BENCH_METRICS_LINES ?? 60_000)
const ROUNDS = 5
const BATCH = 500
const COMMIT_EVERY = 5_000
const KEYS = 1000
const LEVELS: readonly SensorLevel[] = ['OFF', 'INFO', 'DEBUG']

const word = (i: number): string => `w${(i * 7919) % KEYS}`
const lines = Array.from({ length: LINES }, (_, i) =>
  Buffer.from(Array.from({ length: 5 }, (_, j) => word(i * 5 + j)).join(' ')),
)

const topology = () => {
  const b = new StreamsBuilder()
  b.stream('lines', { key: Serdes.string(), value: Serdes.string() }).pipe(
    flatMapValues((v) => v.split(' ')),
    groupBy((_k, w) => w),
    count(Materialized.as(Stores.inMemoryKeyValueStore('counts'))),
    toStream(),
    to('counts-out', Produced.with(Serdes.string(), Serdes.long())),
  )
  return b.build()
}

/** One word count over every line at `level`; returns records processed per second (lines and repartitioned words). */
const measure = async (level: SensorLevel): Promise<number> => {
  const built = topology()
  const clock = new ManualClock(Date.now())
  const config = {
    'application.id': 'bench-metrics',
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
  }
  const logger = { warn: () => undefined, error: () => undefined }
  const offsets = new Map<string, number>()
  let task: StreamTask | undefined = undefined
  let outputs = 0
  const send = (r: ProducedRecord): void => {
    if (r.topic === 'counts-out' || task === undefined) {
      outputs++
      return
    }
    const offset = offsets.get(r.topic) ?? 0
    offsets.set(r.topic, offset + 1)
    task.addRecord({ ...r, partition: 0, offset, headers: r.headers })
  }
  task = new StreamTask({
    taskId: '0_0',
    partition: 0,
    threadId: 'bench-StreamThread-1',
    topology: built,
    nodeNames: built.nodes.map((n) => n.name),
    settings: { ...resolveTaskConfig(config, { clock, logger }), metricsLevel: level },
    appConfigs: config,
    port: { send, partitionsFor: () => 1 },
    clock,
    logger,
  })
  await task.initialize()
  const start = performance.now()
  for (let i = 0; i < LINES; i += BATCH) {
    for (let j = i; j < Math.min(LINES, i + BATCH); j++)
      task.addRecord({
        topic: 'lines',
        partition: 0,
        offset: j,
        key: null,
        value: lines[j] ?? null,
        timestamp: clock.now() - 100,
        headers: [],
      })
    // the wall clock of the batch, read once as a thread reads it
    clock.advance(1)
    const now = performance.timeOrigin + performance.now()
    while (task.process(now)) task.maybePunctuateStreamTime()
    if ((i + BATCH) % COMMIT_EVERY === 0) {
      task.prepareCommit()
      await task.commit()
      task.postCommit()
    }
  }
  await task.commit()
  const seconds = (performance.now() - start) / 1000
  const processed = task.metrics().processed
  await task.close()
  if (outputs === 0) throw new Error('the word count wrote nothing')
  return processed / seconds
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const run = async (): Promise<BenchReport> => {
  for (const level of LEVELS) await measure(level) // warm-up round, not counted
  const figures = new Map<SensorLevel, number[]>(LEVELS.map((l) => [l, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (const level of LEVELS) figures.get(level)?.push(await measure(level))
  const off = median(figures.get('OFF') ?? [])
  console.log(
    `${LINES} lines of 5 words per measurement, ${ROUNDS} rounds, levels alternated; median of each:`,
  )
  console.log('level    records/s   vs off   (each round)')
  const bars = LEVELS.map((level) => {
    const values = figures.get(level) ?? []
    const m = median(values)
    const each = values.map((v) => Math.round(v)).join(', ')
    console.log(
      `${level.padEnd(6)} ${Math.round(m).toString().padStart(11)}   ${(m / off).toFixed(3)}x   (${each})`,
    )
    return { label: level === 'OFF' ? 'metrics off' : `metrics ${level}`, value: m }
  })
  return { comparisons: [throughput('word count, one task: metrics.recording.level', 'records/s', bars)] }
}

export const metricsOverheadBenchmark: Benchmark = {
  name: 'metricsOverhead',
  description: 'word count through one task with metrics off, INFO and DEBUG, alternated in one run',
  run,
}
