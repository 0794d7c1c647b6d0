// A word count that rebalances (a second instance joins), watched through a capturing logger and standard error:
// shared by the embedded-broker test and the real-broker one.
import { setTimeout as sleep } from 'node:timers/promises'
import { KafkaStreams, type KafkaClientSupplier, type StreamsConfigInput } from '../../src/index.js'
import { capturingLogger, type CapturedLine } from '../core/capturingLogger.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from './thread/wordCountApp.js'

/** What the scenario saw. */
export interface QuietRebalanceRun {
  readonly lines: readonly CapturedLine[]
  readonly stderr: readonly string[]
  /** Active tasks of each instance once both run. */
  readonly tasks: readonly number[]
  readonly countsMatch: boolean
}

/** Records what is written to standard error until `restore`, still writing it. */
const captureStderr = (): { readonly chunks: string[]; readonly restore: () => void } => {
  const chunks: string[] = []
  const write = process.stderr.write.bind(process.stderr)
  process.stderr.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }
  return { chunks, restore: () => void (process.stderr.write = write) }
}

const bothRunning = async (apps: readonly KafkaStreams[], timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  while (!apps.every((app) => app.state() === 'RUNNING' && app.localTasks().size > 0)) {
    if (Date.now() > deadline) throw new Error('the instances did not both run tasks in time')
    await sleep(50)
  }
}

/**
 * Counts words on one instance, starts a second with the same application id (a rebalance), counts more, and
 * closes both. `helpers` creates the topics and produces and reads records; `app` is the instances' supplier
 * (undefined: built from `bootstrap.servers`).
 */
export const quietRebalance = async (options: {
  readonly helpers: KafkaClientSupplier
  readonly app: KafkaClientSupplier | undefined
  readonly config: StreamsConfigInput
  readonly input: string
  readonly output: string
  readonly timeoutMs: number
}): Promise<QuietRebalanceRun> => {
  const { helpers, input, output } = options
  await createTopics(helpers, [input, output], 4)
  const { logger, lines } = capturingLogger()
  const stderr = captureStderr()
  const topology = wordCountTopology(input, output)
  const instance = (dir: string) =>
    new KafkaStreams(topology, { ...options.config, 'state.dir': dir }, options.app, { logger })
  const first = instance(`${String(options.config['state.dir'])}/one`)
  const second = instance(`${String(options.config['state.dir'])}/two`)
  try {
    const before = someLines(100, 3)
    await produceLines(helpers, input, before)
    await first.start()
    await second.start()
    await bothRunning([first, second], options.timeoutMs)
    const tasks = [first.localTasks().size, second.localTasks().size]
    const after = someLines(100, 4)
    await produceLines(helpers, input, after)
    const expected = referenceCounts([...before, ...after])
    const counts = await readCounts(helpers, output, 4, expected)
    const countsMatch = counts.size === expected.size && [...expected].every(([w, n]) => counts.get(w) === n)
    return { lines, stderr: stderr.chunks, tasks, countsMatch }
  } finally {
    await second.close({ timeout: 10_000 })
    await first.close({ timeout: 10_000 })
    stderr.restore()
  }
}
