// The KafkaStreams API scenarios (threads added and removed, pause and resume, close with leaveGroup) shared by the
// embedded runtime test and the real-broker integration test: the word count over a two-partition topic.
import { expect, vi } from 'vitest'
import type { StreamsState } from '../../src/core/StreamsState.js'
import type { KafkaClientSupplier } from '../../src/kafka/ports.js'
import type { StreamsConfigInput } from '../../src/runtime/config/StreamsConfig.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import {
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from './thread/wordCountApp.js'

export const PARTITIONS = 2
/** The word count has two sub-topologies (the count reads a repartition topic): two tasks a partition. */
const TASKS = 2 * PARTITIONS

/** Where one scenario runs: its topics (already created, {@link PARTITIONS} each) and application. */
export interface Setup {
  readonly kafka: KafkaClientSupplier
  readonly input: string
  readonly output: string
  readonly config: StreamsConfigInput
  /** How long a wait for the group may take, in ms. */
  readonly waitMs: number
}

const quiet = { warn: () => undefined, error: () => undefined }

const streams = (setup: Setup, config: Partial<StreamsConfigInput> = {}): KafkaStreams =>
  new KafkaStreams(
    wordCountTopology(setup.input, setup.output),
    { ...setup.config, ...config },
    setup.kafka,
    {
      logger: quiet,
    },
  )

/** Waits until the client is RUNNING with `tasks` active tasks per thread, in thread order. */
const settled = (setup: Setup, app: KafkaStreams, tasks: readonly number[]) =>
  vi.waitFor(
    () => {
      expect(app.state()).toBe('RUNNING')
      expect(app.metadataForLocalThreads().map((t) => t.activeTasks.length)).toEqual(tasks)
    },
    { timeout: setup.waitMs, interval: 50 },
  )

const counted = async (setup: Setup, lines: readonly string[]) => {
  const expected = referenceCounts(lines)
  expect(await readCounts(setup.kafka, setup.output, PARTITIONS, expected)).toEqual(expected)
}

const aliveThreads = (app: KafkaStreams) =>
  app.metrics().find((m) => m.metricName.name === 'alive-stream-threads')?.value

/**
 * One thread, then `addStreamThread` (the group rebalances: one task each), then `removeStreamThread` (the first
 * thread leaves the group: the other takes both tasks); the counts stay right throughout, the state listener sees
 * what `state$` sees, and neither method does anything once the client stopped.
 */
export const addAndRemoveThreads = async (setup: Setup): Promise<void> => {
  const app = streams(setup, { 'num.stream.threads': 1 })
  const heard: [StreamsState, StreamsState][] = []
  app.setStateListener((newState, oldState) => heard.push([newState, oldState]))
  const seen: [StreamsState, StreamsState][] = []
  app.state$.subscribe(({ oldState, newState }) => {
    if (oldState !== null) seen.push([newState, oldState])
  })
  expect(app.addStreamThread()).toBeUndefined()
  await app.start()
  await settled(setup, app, [TASKS])
  const [first] = app.metadataForLocalThreads().map((t) => t.threadName)

  const added = app.addStreamThread()
  expect(added).toMatch(/-StreamThread-2$/)
  await settled(setup, app, [TASKS / 2, TASKS / 2])
  expect(app.metadataForLocalThreads().map((t) => t.threadName)).toEqual([first, added])
  expect(aliveThreads(app)).toBe(2)
  const batch1 = someLines(40)
  await produceLines(setup.kafka, setup.input, batch1)
  await counted(setup, batch1)
  const processedBy = app
    .metrics()
    .filter((m) => m.metricName.name === 'process-total' && m.metricName.tags['thread-id'] === added)
  expect(processedBy).toHaveLength(1)

  expect(await app.removeStreamThread(setup.waitMs)).toBe(first)
  await settled(setup, app, [TASKS])
  expect(app.metadataForLocalThreads().map((t) => t.threadName)).toEqual([added])
  expect(aliveThreads(app)).toBe(1)
  const batch2 = someLines(40, 2)
  await produceLines(setup.kafka, setup.input, batch2)
  await counted(setup, [...batch1, ...batch2])

  expect(await app.close({ timeout: setup.waitMs })).toBe(true)
  expect(app.addStreamThread()).toBeUndefined()
  expect(await app.removeStreamThread()).toBeUndefined()
  expect(heard).toEqual(seen)
  const states = heard.map(([newState]) => newState)
  // one rebalance to start, one for the added thread, one for the removed one (at least: a rebalance may repeat)
  expect(states.filter((s) => s === 'RUNNING').length).toBeGreaterThanOrEqual(3)
  expect(states.slice(-2)).toEqual(['PENDING_SHUTDOWN', 'NOT_RUNNING'])
}

/**
 * Paused before `start()`: the client joins the group and takes its tasks (its threads poll), but counts nothing;
 * after `resume()` it counts every line.
 */
export const pauseAndResume = async (setup: Setup): Promise<void> => {
  const app = streams(setup)
  app.pause()
  expect(app.isPaused()).toBe(true)
  await app.start()
  await settled(setup, app, [TASKS])
  const lines = someLines(30)
  await produceLines(setup.kafka, setup.input, lines)
  expect(await readCounts(setup.kafka, setup.output, PARTITIONS, referenceCounts(lines), 20)).toEqual(
    new Map(),
  )
  const processed = app.metrics().find((m) => m.metricName.name === 'process-total')?.value
  expect(processed).toBe(0)
  expect(app.state()).toBe('RUNNING')
  expect(app.localTasks().size).toBe(TASKS)

  app.resume()
  expect(app.isPaused()).toBe(false)
  await counted(setup, lines)
  expect(await app.close({ timeout: setup.waitMs })).toBe(true)
}

/**
 * Two instances share the tasks; the first closes with `leaveGroup: true`: the second takes both tasks at once, long
 * before a session timeout could tell the group the first one is gone.
 */
export const closeLeavingTheGroup = async (setup: Setup): Promise<void> => {
  const config = { 'num.stream.threads': 1, 'session.timeout.ms': 60_000 } as const
  const leaving = streams(setup, config)
  const staying = streams(setup, config)
  await leaving.start()
  await settled(setup, leaving, [TASKS])
  await staying.start()
  await vi.waitFor(
    () => expect([leaving, staying].map((app) => app.localTasks().size)).toEqual([TASKS / 2, TASKS / 2]),
    { timeout: setup.waitMs, interval: 50 },
  )
  const closedAt = Date.now()
  expect(await leaving.close({ timeout: setup.waitMs, leaveGroup: true })).toBe(true)
  await settled(setup, staying, [TASKS])
  expect(Date.now() - closedAt).toBeLessThan(config['session.timeout.ms'])
  const lines = someLines(20)
  await produceLines(setup.kafka, setup.input, lines)
  await counted(setup, lines)
  expect(await staying.close({ timeout: setup.waitMs })).toBe(true)
}
