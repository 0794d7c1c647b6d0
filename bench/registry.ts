// The list of benchmarks `npm run bench` knows. Each entry lives in its own file under bench/.
import { brokerCeilingBenchmark } from './brokerCeiling.js'
import { clientsBenchmark } from './clients.js'
import { driverBenchmark } from './driver.js'
import { metricsOverheadBenchmark } from './metricsOverhead.js'
import { queriesBenchmark } from './queries.js'
import { queryServerLoadBenchmark } from './queryServerLoad.js'
import { restoreBenchmark } from './restore.js'
import { runtimeWordCountBenchmark } from './runtimeWordCount.js'
import { soakBenchmark } from './soak.js'
import { storesBenchmark } from './stores.js'
import { threadsBenchmark } from './threads.js'
import type { BenchReport } from './report.js'

export interface Benchmark {
  readonly name: string
  readonly description: string
  /** Prints its figures and returns them for plotting. */
  readonly run: () => Promise<BenchReport>
}

export const benchmarks: readonly Benchmark[] = [
  brokerCeilingBenchmark,
  storesBenchmark,
  clientsBenchmark,
  driverBenchmark,
  queriesBenchmark,
  metricsOverheadBenchmark,
  queryServerLoadBenchmark,
  runtimeWordCountBenchmark,
  restoreBenchmark,
  threadsBenchmark,
  soakBenchmark,
]
