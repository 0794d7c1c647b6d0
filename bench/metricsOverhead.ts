// What metrics.recording.level costs: the same word count run through one StreamTask (every node, the repartition
// topic fed back into the task as the test driver does, an in-memory count store with its record cache, a commit
// every COMMIT_EVERY lines, the wall clock read once per batch of BATCH lines as a stream thread reads it) with
// metrics off, INFO and DEBUG side by side in one run: one task per level, the levels taking turns on each batch, so
// the machine's load (other processes) falls on all of them alike. ROUNDS rounds after a warm-up round; each level's
// median records/s (over the time its own batches took) and its ratio to off.
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

/** A word count task at `level`, with the repartition topic fed back into it; `outputs` counts its output. */
const wordCountTask = async (level: SensorLevel, clock: ManualClock) => {
  const built = topology()
  const config = {
    'application.id': 'bench-metrics',
    'default.key.serde': Serdes.string(),
    'default.value.serde': Serdes.string(),
  }
  const logger = { warn: () => undefined, error: () => undefined }
  const offsets = new Map<string, number>()
  const state = { task: undefined as StreamTask | undefined, outputs: 0 }
  const send = (r: ProducedRecord): void => {
    if (r.topic === 'counts-out' || state.task === undefined) {
      state.outputs++
      return
    }
    const offset = offsets.get(r.topic) ?? 0
    offsets.set(r.topic, offset + 1)
    // a record the producer would stamp (no timestamp of its own) takes the clock's, as the broker's would
    state.task.addRecord({ ...r, partition: 0, offset, timestamp: r.timestamp ?? Date.now() })
  }
  const task = new StreamTask({
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
  state.task = task
  await task.initialize()
  return { task, outputs: () => state.outputs }
}

/**
 * One round: a word count task per level over every line, batch by batch, the levels taking turns on each batch
 * (in a rotating order), so a slower moment of the machine falls on every level alike; returns each level's
 * records processed per second (lines and repartitioned words) over the time its own batches took.
 */
const round = async (): Promise<Map<SensorLevel, number>> => {
  const clock = new ManualClock(Date.now())
  const runs = await Promise.all(LEVELS.map((level) => wordCountTask(level, clock)))
  const took = LEVELS.map(() => 0)
  let turn = 0
  for (let i = 0; i < LINES; i += BATCH) {
    clock.advance(1)
    turn++
    for (let k = 0; k < runs.length; k++) {
      const which = (k + turn) % runs.length
      const run = runs[which]
      if (run === undefined) continue
      const { task } = run
      const start = performance.now()
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
      const now = performance.timeOrigin + performance.now()
      while (task.process(now)) task.maybePunctuateStreamTime()
      if ((i + BATCH) % COMMIT_EVERY === 0) {
        task.prepareCommit()
        await task.commit()
        task.postCommit()
      }
      took[which] = (took[which] ?? 0) + (performance.now() - start)
    }
  }
  const result = new Map<SensorLevel, number>()
  for (const [k, run] of runs.entries()) {
    await run.task.commit()
    const processed = run.task.metrics().processed
    await run.task.close()
    if (run.outputs() === 0) throw new Error('the word count wrote nothing')
    result.set(LEVELS[k] ?? 'OFF', processed / ((took[k] ?? 0) / 1000))
  }
  return result
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const run = async (): Promise<BenchReport> => {
  await round() // warm-up round, not counted
  const figures = new Map<SensorLevel, number[]>(LEVELS.map((l) => [l, []]))
  for (let r = 0; r < ROUNDS; r++)
    for (const [level, perSecond] of await round()) figures.get(level)?.push(perSecond)
  const off = median(figures.get('OFF') ?? [])
  console.log(
    `${LINES} lines of 5 words per round, ${ROUNDS} rounds, the levels taking turns batch by batch; median of each:`,
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
