// Cores for one application on one machine: end-to-end word count (the runtimeWordCount topology, at-least-once,
// record cache off) on a real broker, run as 1 instance with 1 stream thread, the same with a larger young
// generation (--max-semi-space-size=64), 1 instance with 2 stream threads (two loops on one event loop: no second
// core), and 2 instances with 1 thread each started by launchInstances (two processes in one consumer group), in
// the same run over the same input, each with its own app id and output topic. Every instance is a process of its
// own (threadsInstance.ts), so each contender pays the same start-up. The clock runs from the launch until a reader
// in its own thread has read every output record.
// BENCH_THREADS_LINES (default 200000 lines of 5 words), BENCH_E2E_COMMIT_MS (default 100),
// BENCH_RUNTIME_TIMEOUT_MS (default 900000 per run).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchInstances } from '../src/runtime/launcher/launchInstances.js'
import { Serdes } from '../src/serde/Serdes.js'
import type { Benchmark } from './registry.js'
import {
  createTopics,
  deadline,
  envCount,
  fmt,
  now,
  PARTITIONS,
  produce,
  seconds,
  withRuntimeBench,
  type RuntimeBenchContext,
} from './runtimeKafka.js'
import { startOutputReader } from './runtimeOutputReader.js'
import type { ThreadsInstanceSettings } from './threadsInstance.js'
import { throughput, type BenchReport } from './report.js'

const LINES = envCount('BENCH_THREADS_LINES', 200_000)
const WORDS = 5
const COMMIT_MS = envCount('BENCH_E2E_COMMIT_MS', 100)
const TIMEOUT_MS = envCount('BENCH_RUNTIME_TIMEOUT_MS', 900_000)

const instanceScript = new URL('./threadsInstance.ts', import.meta.url)
const text = Serdes.string()
const words = (i: number): string =>
  Array.from({ length: WORDS }, (_, j) => `w${((i * WORDS + j) * 7919) % 1000}`).join(' ')

/** One way of running the application. */
interface Layout {
  readonly label: string
  readonly instances: number
  readonly threads: number
  /** Node flags of the instances' processes (a GC setting to weigh against the same layout without it). */
  readonly nodeFlags?: readonly string[]
}

/** V8's young generation: 64 MiB semi-spaces instead of 16, so fewer of a batch's short-lived objects get promoted. */
const semiSpace = '--max-semi-space-size=64'

const layouts: readonly Layout[] = [
  { label: '1 process x 1 thread', instances: 1, threads: 1 },
  { label: `1 process x 1 thread, ${semiSpace}`, instances: 1, threads: 1, nodeFlags: [semiSpace] },
  { label: '1 process x 2 threads', instances: 1, threads: 2 },
  { label: '2 processes x 1 thread', instances: 2, threads: 1 },
]

interface Run {
  readonly millis: number
  readonly millisToFirstOutput: number
}

const linesPerSecond = (r: Run): number => (LINES / r.millis) * 1000
const fromFirstOutput = (r: Run): number => (LINES / Math.max(1, r.millis - r.millisToFirstOutput)) * 1000

const measure = async (ctx: RuntimeBenchContext, input: string, layout: Layout, n: number): Promise<Run> => {
  const output = `threads-out-${n}-${ctx.run}`
  await createTopics(ctx.supplier, [{ topic: output, numPartitions: PARTITIONS }])
  const stateDir = mkdtempSync(join(tmpdir(), 'tributary-threads-bench-'))
  const expected = LINES * WORDS
  let start = now()
  const reader = await startOutputReader(
    {
      bootstrap: ctx.bootstrap,
      topic: output,
      partitions: PARTITIONS,
      isolationLevel: 'read_uncommitted',
      expected,
    },
    (seen, at) => console.log(`    ${fmt(seen)} of ${fmt(expected)} outputs after ${seconds(at - start)}`),
  )
  const settings: ThreadsInstanceSettings = {
    bootstrap: ctx.bootstrap,
    applicationId: `threads-${n}-${ctx.run}`,
    input,
    output,
    stateDir,
    threads: layout.threads,
    commitIntervalMs: COMMIT_MS,
  }
  const timeout = deadline(TIMEOUT_MS, `the word count as ${layout.label}`)
  start = now()
  const launched = launchInstances({
    script: instanceScript,
    instances: layout.instances,
    args: [JSON.stringify(settings)],
    execArgv: [...(layout.nodeFlags ?? []), '--import', 'tsx'],
  })
  const failed = launched.exited.then((codes) => {
    throw new Error(`the instances exited before the output was complete (codes ${codes.join(', ')})`)
  })
  failed.catch(() => undefined)
  try {
    const done = await Promise.race([reader.done, failed, timeout.expired])
    return { millis: done.lastAt - start, millisToFirstOutput: done.firstAt - start }
  } finally {
    timeout.cancel()
    await launched.stop()
    await reader.stop()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

const run = (): Promise<BenchReport> =>
  withRuntimeBench(async (ctx) => {
    const input = `threads-lines-${ctx.run}`
    console.log(
      `  ${fmt(LINES)} lines x ${WORDS} words, ${PARTITIONS} partitions, at-least-once, commit ${COMMIT_MS} ms, ` +
        `record cache off, broker on ${ctx.bootstrap}`,
    )
    await createTopics(ctx.supplier, [{ topic: input, numPartitions: PARTITIONS }])
    await produce(ctx.supplier, 'input lines', LINES, (i) => ({
      topic: input,
      partition: i % PARTITIONS,
      key: text.serializer.serialize(input, `line-${i}`),
      value: text.serializer.serialize(input, words(i)),
    }))
    // a first run warms the broker's JVM and tsx's compile cache; without it the first layout measured x1.3 slower
    // than the same layout run second
    console.log(`  warm-up (not counted): ${layouts[0]?.label} ...`)
    await measure(ctx, input, layouts[0] as Layout, layouts.length)
    const runs: Run[] = []
    for (const [n, layout] of layouts.entries()) {
      console.log(`  ${layout.label} ...`)
      const r = await measure(ctx, input, layout, n)
      runs.push(r)
      console.log(
        `  ${layout.label.padEnd(48)} ${fmt(linesPerSecond(r)).padStart(7)} lines/s from the launch, ` +
          `first output after ${seconds(r.millisToFirstOutput)}, ${fmt(fromFirstOutput(r))} lines/s from there`,
      )
    }
    const base = runs[0] as Run
    console.log('  summary (against 1 process x 1 thread, same run):')
    for (const [n, layout] of layouts.entries()) {
      const r = runs[n] as Run
      console.log(
        `  ${layout.label.padEnd(48)} x${(linesPerSecond(r) / linesPerSecond(base)).toFixed(2)} from the launch, ` +
          `x${(fromFirstOutput(r) / fromFirstOutput(base)).toFixed(2)} from the first output`,
      )
    }
    const bars = layouts.map((layout, n) => ({ label: layout.label, value: linesPerSecond(runs[n] as Run) }))
    return { comparisons: [throughput('word count by layout, from the launch', 'lines/s', bars)] }
  })

/** `npm run bench threads`: word count as 1 process x 1 thread, 1 x 2 threads, and 2 processes, on a real broker. */
export const threadsBenchmark: Benchmark = {
  name: 'threads',
  description: 'word count lines/s with 1 stream thread, 2 stream threads, and 2 processes (launchInstances)',
  run,
}
