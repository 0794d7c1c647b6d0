// Broker faults on a three-broker cluster with replication factor 3 for every topic: the leader of the input and
// changelog partitions is killed while the application processes, and then every broker stops for 20 s. The
// application must keep running (or recover by itself) and, under exactly-once, its committed output must be exact.
// The waits are generous (a loaded two-core machine restarts a broker in tens of seconds); the only sleep is the
// 20 s outage itself.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kafka, logLevel, type Admin } from 'kafkajs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startKafkaCluster, type KafkaCluster } from '../../scripts/kafka/broker.js'
import { KafkajsClientSupplier } from '../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import type { ProcessingGuarantee } from '../../src/runtime/config/ProcessingGuarantee.js'
import { KafkaStreams } from '../../src/runtime/KafkaStreams.js'
import {
  produceLines,
  reachedAtLeast,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../runtime/thread/wordCountApp.js'

let cluster: KafkaCluster
let kafka: KafkajsClientSupplier
let admin: Admin
const dir = mkdtempSync(join(tmpdir(), 'tributary-faults-it-'))

beforeAll(async () => {
  cluster = await startKafkaCluster({ brokers: 3 })
  // the test's own producer and consumers ride out a dead leader by retrying, as a patient Java client would
  kafka = new KafkajsClientSupplier({
    'bootstrap.servers': cluster.bootstrapServers,
    'fetch.max.wait.ms': 100,
    retries: 60,
    'retry.backoff.max.ms': 1_000,
  })
  admin = new Kafka({
    clientId: 'faults-admin',
    brokers: cluster.bootstrapServers.split(','),
    logLevel: logLevel.NOTHING,
    retry: { initialRetryTime: 250, retries: 20, maxRetryTime: 5_000 },
  }).admin()
  await admin.connect()
}, 300_000)

afterAll(async () => {
  await admin?.disconnect()
  await cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** The leader of `partition` of `topic` as the cluster reports it now. */
const leaderOf = async (topic: string, partition: number): Promise<number> => {
  const { topics } = await admin.fetchTopicMetadata({ topics: [topic] })
  const leader = topics[0]?.partitions.find((p) => p.partitionId === partition)?.leader ?? -1
  if (leader < 0) throw new Error(`no leader for ${topic}-${partition} yet`)
  return leader
}

/** Waits until every partition of `topic` has a leader other than `dead`. */
const reelected = (topic: string, dead: number): Promise<void> =>
  vi.waitFor(
    async () => {
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] })
      for (const p of topics[0]?.partitions ?? []) expect([-1, dead]).not.toContain(p.leader)
    },
    { timeout: 120_000, interval: 250 },
  )

interface App {
  readonly streams: KafkaStreams
  readonly input: string
  readonly output: string
  readonly changelog: string
  readonly warnings: string[]
}

const startApp = async (guarantee: ProcessingGuarantee): Promise<App> => {
  const run = randomUUID()
  const input = `faults-in-${run}`
  const output = `faults-out-${run}`
  const applicationId = `faults-${guarantee}-${run}`
  await admin.createTopics({
    topics: [input, output].map((topic) => ({ topic, numPartitions: 3, replicationFactor: 3 })),
  })
  const warnings: string[] = []
  const streams = new KafkaStreams(
    wordCountTopology(input, output),
    {
      'application.id': applicationId,
      'bootstrap.servers': cluster.bootstrapServers,
      'state.dir': join(dir, run),
      'processing.guarantee': guarantee,
      'replication.factor': 3,
      'commit.interval.ms': 200,
      'fetch.max.wait.ms': 100,
    },
    undefined,
    { logger: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) } },
  )
  await streams.start()
  await vi.waitFor(() => expect(streams.state()).toBe('RUNNING'), { timeout: 180_000, interval: 100 })
  const changelog = `${applicationId}-word-counts-changelog`
  return { streams, input, output, changelog, warnings }
}

describe.each<ProcessingGuarantee>(['at_least_once', 'exactly_once_v2'])(
  'word count under %s on three brokers',
  (guarantee) => {
    it('keeps running while the leaders of its input and changelog partitions are killed', async () => {
      const app = await startApp(guarantee)
      try {
        const batches = [someLines(400, 31), someLines(400, 32), someLines(400, 33)]
        await produceLines(kafka, app.input, batches[0] ?? [])
        await vi.waitFor(async () => expect(await leaderOf(app.changelog, 0)).toBeGreaterThan(0), {
          timeout: 120_000,
          interval: 250,
        })

        const inputLeader = await leaderOf(app.input, 0)
        await cluster.killBroker(inputLeader)
        await produceLines(kafka, app.input, batches[1] ?? [])
        await reelected(app.input, inputLeader)
        await cluster.restartBroker(inputLeader)

        const changelogLeader = await leaderOf(app.changelog, 0)
        await cluster.killBroker(changelogLeader)
        await produceLines(kafka, app.input, batches[2] ?? [])
        await reelected(app.changelog, changelogLeader)
        await cluster.restartBroker(changelogLeader)

        const expected = referenceCounts(batches.flat())
        if (guarantee === 'exactly_once_v2') {
          expect(await readCounts(kafka, app.output, 3, expected, 2400, 'read_committed')).toEqual(expected)
        } else {
          // at-least-once may count a record twice after a failover, never lose one
          const counts = await readCounts(
            kafka,
            app.output,
            3,
            expected,
            2400,
            'read_uncommitted',
            reachedAtLeast,
          )
          for (const [word, n] of expected) expect(counts.get(word) ?? 0).toBeGreaterThanOrEqual(n)
        }
        expect(app.streams.state()).toBe('RUNNING')
      } finally {
        expect(await app.streams.close({ timeout: 60_000 })).toBe(true)
      }
    }, 600_000)
  },
)

describe('word count under exactly_once_v2 when every broker stops for 20 s', () => {
  it('recovers by itself, says so at warn and in its state, and its committed output is exact', async () => {
    const app = await startApp('exactly_once_v2')
    const states: string[] = []
    const subscription = app.streams.state$.subscribe((change) => states.push(change.newState))
    try {
      const before = someLines(300, 41)
      await produceLines(kafka, app.input, before)
      const early = referenceCounts(before)
      expect(await readCounts(kafka, app.output, 3, early, 2400, 'read_committed')).toEqual(early)

      await Promise.all([1, 2, 3].map((id) => cluster.killBroker(id)))
      await new Promise((resolve) => setTimeout(resolve, 20_000))
      await Promise.all([1, 2, 3].map((id) => cluster.restartBroker(id)))

      const after = someLines(300, 42)
      await produceLines(kafka, app.input, after)
      const expected = referenceCounts([...before, ...after])
      expect(await readCounts(kafka, app.output, 3, expected, 4800, 'read_committed')).toEqual(expected)
      await vi.waitFor(() => expect(app.streams.state()).toBe('RUNNING'), { timeout: 120_000, interval: 100 })
      expect(app.warnings.some((w) => w.includes('the Kafka cluster is not answering'))).toBe(true)
      expect(app.warnings.some((w) => w.includes('the Kafka cluster answers again'))).toBe(true)
      expect(states).toContain('REBALANCING')
    } finally {
      subscription.unsubscribe()
      expect(await app.streams.close({ timeout: 60_000 })).toBe(true)
    }
  }, 600_000)
})
