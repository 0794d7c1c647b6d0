// TopologyTestDriver throughput: records per second through our driver for word count, a windowed count and a
// stream-table join, next to Kafka Streams' TopologyTestDriver on the same inputs (reference/java `driver-bench`,
// run through Maven in the same run; BENCH_DRIVER_JAVA=<file.json> reads figures written earlier instead, =off skips
// Java) and to a plain-Map implementation of the same computation (the floor: the logic without topology, serdes,
// stores and changelogs).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join as joinPath } from 'node:path'
import { performance } from 'node:perf_hooks'
import { count } from '../src/dsl/operators/count.js'
import { flatMapValues } from '../src/dsl/operators/flatMapValues.js'
import { groupBy } from '../src/dsl/operators/groupBy.js'
import { groupByKey } from '../src/dsl/operators/groupByKey.js'
import { join } from '../src/dsl/operators/join.js'
import { toStream } from '../src/dsl/operators/toStream.js'
import { to } from '../src/dsl/operators/to.js'
import { windowedBy } from '../src/dsl/operators/windowedBy.js'
import { Materialized } from '../src/dsl/options/Materialized.js'
import { Produced } from '../src/dsl/options/Produced.js'
import { StreamsBuilder } from '../src/dsl/StreamsBuilder.js'
import { TimeWindows } from '../src/core/windows/TimeWindows.js'
import type { Windowed } from '../src/core/windows/Windowed.js'
import { Serdes } from '../src/serde/Serdes.js'
import { TopologyTestDriver } from '../src/testing/TopologyTestDriver.js'
import type { Topology } from '../src/topology/Topology.js'
import type { Benchmark } from './registry.js'
import { throughput, type BenchReport, type Comparison } from './report.js'
import { prepareJavaHarness } from './runtimeJava.js'

const RECORDS = Number(process.env.BENCH_DRIVER_RECORDS ?? 20_000)
const KEYS = 1000
const config = {
  'application.id': 'bench-driver',
  'default.key.serde': Serdes.string(),
  'default.value.serde': Serdes.string(),
  'statestore.cache.max.bytes': 0,
}

const word = (i: number): string => `w${(i * 7919) % KEYS}`
const line = (i: number): string => Array.from({ length: 5 }, (_, j) => word(i * 5 + j)).join(' ')

interface Workload {
  readonly name: string
  readonly topology: () => Topology
  /** Pipes `n` records through the driver; returns the number of output records. */
  readonly drive: (driver: TopologyTestDriver, n: number) => number
  /** The same computation with plain Maps; returns the number of results. */
  readonly plain: (n: number) => number
}

const workloads: readonly Workload[] = [
  {
    name: 'wordCount',
    topology: () => {
      const b = new StreamsBuilder()
      b.stream<string, string>('lines').pipe(
        flatMapValues((v) => v.split(' ')),
        groupBy((_k, w) => w),
        count(Materialized.as('counts')),
        toStream(),
        to('counts-out', Produced.with(Serdes.string(), Serdes.long())),
      )
      return b.build()
    },
    drive: (driver, n) => {
      const input = driver.createInputTopic('lines', Serdes.string(), Serdes.string())
      const output = driver.createOutputTopic('counts-out', Serdes.string(), Serdes.long())
      for (let i = 0; i < n; i++) input.pipeInput(null, line(i), i)
      return output.readKeyValuesToList().length
    },
    plain: (n) => {
      const counts = new Map<string, number>()
      let out = 0
      for (let i = 0; i < n; i++) {
        for (const w of line(i).split(' ')) {
          counts.set(w, (counts.get(w) ?? 0) + 1)
          out++
        }
      }
      return out
    },
  },
  {
    name: 'windowedCount',
    topology: () => {
      const b = new StreamsBuilder()
      b.stream<string, string>('events').pipe(
        groupByKey(),
        windowedBy(TimeWindows.ofSizeWithNoGrace(10_000)),
        count(Materialized.as('window-counts')),
        toStream((wk: Windowed<string>) => `${wk.key}@${wk.window.start}`),
        to('window-out', Produced.with(Serdes.string(), Serdes.long())),
      )
      return b.build()
    },
    drive: (driver, n) => {
      const input = driver.createInputTopic('events', Serdes.string(), Serdes.string())
      const output = driver.createOutputTopic('window-out', Serdes.string(), Serdes.long())
      for (let i = 0; i < n; i++) input.pipeInput(word(i), 'e', i * 10)
      return output.readKeyValuesToList().length
    },
    plain: (n) => {
      const counts = new Map<string, number>()
      for (let i = 0; i < n; i++) {
        const key = `${word(i)}@${Math.floor((i * 10) / 10_000) * 10_000}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      return n
    },
  },
  {
    name: 'streamTableJoin',
    topology: () => {
      const b = new StreamsBuilder()
      const users = b.table<string, string>('users')
      b.stream<string, string>('clicks').pipe(
        join(users, (click: string, user: string) => `${click}/${user}`),
        to('joined'),
      )
      return b.build()
    },
    drive: (driver, n) => {
      const users = driver.createInputTopic('users', Serdes.string(), Serdes.string())
      for (let k = 0; k < KEYS; k++) users.pipeInput(`w${k}`, `user-${k}`, 0)
      const clicks = driver.createInputTopic('clicks', Serdes.string(), Serdes.string())
      const output = driver.createOutputTopic('joined', Serdes.string(), Serdes.string())
      for (let i = 0; i < n; i++) clicks.pipeInput(word(i), `click-${i}`, i)
      return output.readKeyValuesToList().length
    },
    plain: (n) => {
      const users = new Map<string, string>()
      for (let k = 0; k < KEYS; k++) users.set(`w${k}`, `user-${k}`)
      let out = 0
      for (let i = 0; i < n; i++) {
        const user = users.get(word(i))
        if (user !== undefined && `click-${i}/${user}`.length > 0) out++
      }
      return out
    },
  },
]

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')

const readFigures = (file: string): ReadonlyMap<string, number> => {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { workload: string; recordsPerSecond: number }[]
  return new Map(rows.map((r) => [r.workload, r.recordsPerSecond]))
}

/**
 * Java's driver figures: from BENCH_DRIVER_JAVA=<file>, or by running reference/java now (compiled as the runtime
 * benches compile it: Maven offline, else online once into the local repository, then a plain `java` process).
 */
const javaFigures = (): ReadonlyMap<string, number> => {
  const setting = process.env.BENCH_DRIVER_JAVA
  if (setting === 'off') return new Map()
  if (setting !== undefined) return existsSync(setting) ? readFigures(setting) : new Map()
  const harness = prepareJavaHarness()
  if (harness._tag === 'Unavailable') {
    console.log(`  Java driver: not measured (${harness.reason})`)
    return new Map()
  }
  const dir = mkdtempSync(joinPath(tmpdir(), 'tributary-driver-bench-'))
  const out = joinPath(dir, 'java.json')
  try {
    console.log('  running Java TopologyTestDriver (reference/java driver-bench) ...')
    const result = spawnSync(
      'java',
      ['-cp', harness.classpath, 'dev.tributary.reference.Goldens', 'driver-bench', out],
      {
        env: { ...process.env, BENCH_DRIVER_RECORDS: String(RECORDS) },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    return result.status === 0 && existsSync(out) ? readFigures(out) : new Map()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const run = async (): Promise<BenchReport> => {
  const comparisons: Comparison[] = []
  const java = javaFigures()
  console.log(
    `  ${RECORDS.toLocaleString('en-US')} input records per workload, record cache off (every update forwarded)`,
  )
  for (const w of workloads) {
    const warm = await TopologyTestDriver.create(w.topology(), config)
    w.drive(warm, Math.max(1, RECORDS / 10))
    await warm.close()
    const driver = await TopologyTestDriver.create(w.topology(), config)
    const start = performance.now()
    const outputs = w.drive(driver, RECORDS)
    const ms = performance.now() - start
    await driver.close()
    const plainStart = performance.now()
    w.plain(RECORDS)
    const plainMs = Math.max(performance.now() - plainStart, 0.001)
    const ours = (RECORDS / ms) * 1000
    const javaRate = java.get(w.name)
    console.log(
      `  ${w.name.padEnd(16)} ${fmt(ours).padStart(9)} records/s (${fmt(outputs)} outputs)  ` +
        `plain Map ${fmt((RECORDS / plainMs) * 1000).padStart(11)} records/s, driver/plain ${(plainMs / ms).toFixed(3)}` +
        (javaRate === undefined
          ? '  Java driver: not measured (see above, or BENCH_DRIVER_JAVA=off)'
          : `  Java driver ${fmt(javaRate)} records/s, ours/Java ${(ours / javaRate).toFixed(2)}`),
    )
    comparisons.push(
      throughput(`TopologyTestDriver: ${w.name}`, 'records/s', [
        { label: 'ours', value: ours },
        ...(javaRate === undefined ? [] : [{ label: 'Java driver', value: javaRate }]),
        { label: 'plain Map', value: (RECORDS / plainMs) * 1000 },
      ]),
    )
  }
  return { comparisons }
}

export const driverBenchmark: Benchmark = {
  name: 'driver',
  description: 'records/s through the TopologyTestDriver (word count, windowed count, stream-table join)',
  run,
}
