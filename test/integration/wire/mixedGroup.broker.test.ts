// One application, two languages: Java Kafka Streams and Tributary instances in one consumer group at the same
// time, on one broker. A Java and a Tributary instance share a word count while input flows (whichever started
// first leads), each holds tasks, and the counts equal the reference; on both sides queryMetadataForKey names the
// instance that holds each key's partition. Then a rolling migration under exactly_once_v2: two Java instances are
// replaced by Tributary instances one at a time while input flows, and the committed output has every count
// update of every word exactly once, in order.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Serdes } from '../../../src/index.js'
import type { ConsumerIsolationLevel, KafkaClientSupplier } from '../../../src/kafka/ports.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import {
  createTopics,
  produceLines,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import { startJavaApp, type JavaApp } from '../../wire/javaApp.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-mixed-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const PARTITIONS = 2
const STORE = 'word-counts'
/** The word count's two sub-topologies (split at the repartition topic) over two partitions. */
const ALL_TASKS = ['0_0', '0_1', '1_0', '1_1']
const text = Serdes.string()
const long = Serdes.long()
type Guarantee = 'at_least_once' | 'exactly_once_v2'

/** Each group rebalance a Tributary member led: its name and the number of members (threads) it assigned. */
const led: { readonly member: string; readonly members: number }[] = []

/** The test's clients, with the group members' assignor wrapped to record when `member` leads. */
const recordingLeadership = (member: string): KafkaClientSupplier => ({
  producer: (options) => kafka.producer(options),
  assignedConsumer: (options) => kafka.assignedConsumer(options),
  admin: (options) => kafka.admin(options),
  consumer: (options) => {
    const assignor = options.assignor
    if (assignor === undefined) return kafka.consumer(options)
    return kafka.consumer({
      ...options,
      assignor: {
        name: assignor.name,
        subscriptionUserData: (topics) => assignor.subscriptionUserData(topics),
        assign: (input) => {
          led.push({ member, members: input.members.length })
          return assignor.assign(input)
        },
      },
    })
  },
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Fresh topics and application id. */
const setUp = async () => {
  const run = randomUUID()
  const topics = { input: `mixed-lines-${run}`, output: `mixed-counts-${run}` }
  await createTopics(kafka, [topics.input, topics.output], PARTITIONS)
  return { topics, applicationId: `mixed-${run}` }
}

type Topics = Awaited<ReturnType<typeof setUp>>['topics']

/** Where queryMetadataForKey says a key lives; standby hosts as sorted `host:port`. */
interface KeyAnswer {
  readonly host: string
  readonly port: number
  readonly partition: number
  readonly standbys: readonly string[]
}

/** How an instance is started: its guarantee and standby replicas. */
interface MemberConfig {
  readonly guarantee: Guarantee
  readonly standbys: number
}

/** One instance of the application, Java or Tributary, seen the same way by the tests. */
interface Member {
  readonly name: string
  readonly host: string
  readonly port: number
  /** Its active task ids, sorted; empty while it has none (or is rebalancing). */
  readonly activeTasks: () => Promise<readonly string[]>
  /** Its standby task ids, sorted. */
  readonly standbyTasks: () => Promise<readonly string[]>
  /** Its answer to queryMetadataForKey(STORE, key): the active host, the standby hosts and the partition. */
  readonly metadata: (key: string) => Promise<KeyAnswer | undefined>
  /** What it knows of every instance's partitions, for failure messages. */
  readonly clients: () => Promise<unknown>
  readonly stop: () => Promise<void>
}

const javaMember = async (
  name: string,
  { guarantee, standbys }: MemberConfig,
  applicationId: string,
  topics: Topics,
  port: number,
): Promise<Member> => {
  const app: JavaApp = startJavaApp({
    applicationId,
    bootstrap,
    topology: 'word-count',
    topics,
    processingGuarantee: guarantee,
    applicationServer: `${name}:${port}`,
    // Kafka Streams does not leave the group on close: a stopped instance's tasks move after its session times out.
    config: {
      'session.timeout.ms': 10_000,
      'heartbeat.interval.ms': 1_000,
      'num.standby.replicas': standbys,
    },
  })
  await app.running()
  return {
    name,
    host: name,
    port,
    activeTasks: async () => [...(await app.tasks()).active].sort(),
    standbyTasks: async () => [...(await app.tasks()).standby].sort(),
    metadata: async (key) => {
      const m = await app.metadata(STORE, key)
      return m.available && m.host !== undefined && m.port !== undefined && m.partition !== undefined
        ? { host: m.host, port: m.port, partition: m.partition, standbys: [...(m.standbyHosts ?? [])].sort() }
        : undefined
    },
    clients: () => app.clients(),
    stop: () => app.stop(),
  }
}

const localTasks = (app: KafkaStreams, kind: 'activeTasks' | 'standbyTasks'): string[] =>
  app
    .metadataForLocalThreads()
    .flatMap((t) => t[kind].map((task) => task.taskId))
    .sort()

const tributaryMember = async (
  name: string,
  { guarantee, standbys }: MemberConfig,
  applicationId: string,
  topics: Topics,
  port: number,
): Promise<Member> => {
  const app = new KafkaStreams(
    wordCountTopology(topics.input, topics.output),
    {
      'application.id': applicationId,
      'bootstrap.servers': bootstrap,
      'application.server': `${name}:${port}`,
      'state.dir': mkdtempSync(join(root, 'state-')),
      'processing.guarantee': guarantee,
      'commit.interval.ms': 100,
      'fetch.max.wait.ms': 100,
      'statestore.cache.max.bytes': 0,
      'num.standby.replicas': standbys,
    },
    recordingLeadership(name),
  )
  await app.start()
  return {
    name,
    host: name,
    port,
    activeTasks: () => Promise.resolve(localTasks(app, 'activeTasks')),
    standbyTasks: () => Promise.resolve(localTasks(app, 'standbyTasks')),
    metadata: (key) => {
      const found = app.queryMetadataForKey(STORE, key, text.serializer)
      if (E.isLeft(found) || found.right.partition < 0) return Promise.resolve(undefined)
      const { activeHost, partition, standbyHosts } = found.right
      const standbys = standbyHosts.map((h) => `${h.host}:${String(h.port)}`).sort()
      return Promise.resolve({ host: activeHost.host, port: activeHost.port, partition, standbys })
    },
    clients: () => Promise.resolve(app.metadataForAllStreamsClients()),
    stop: async () => {
      expect(await app.close({ timeout: 60_000 })).toBe(true)
    },
  }
}

/** Waits until `members` hold every task between them, each task once, each member at least one. */
const settled = async (members: readonly Member[], timeoutMs = 90_000): Promise<string[][]> => {
  const deadline = Date.now() + timeoutMs
  let last: string[][] = []
  while (Date.now() < deadline) {
    last = await Promise.all(members.map(async (m) => [...(await m.activeTasks())]))
    const all = last.flat().sort()
    if (last.every((tasks) => tasks.length > 0) && JSON.stringify(all) === JSON.stringify(ALL_TASKS))
      return last
    await sleep(500)
  }
  throw new Error(`the group did not settle: ${JSON.stringify(members.map((m, i) => [m.name, last[i]]))}`)
}

/**
 * Waits until every member's queryMetadataForKey for every key names the member holding task `1_<partition>` (the
 * count store's task), all members agreeing on the partition.
 */
const metadataAgrees = async (members: readonly Member[], keys: readonly string[], timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  let wrong: unknown[] = []
  let disagree: unknown[] = []
  while (Date.now() < deadline) {
    const holders = await Promise.all(members.map((m) => m.activeTasks()))
    const standbyHolders = await Promise.all(members.map((m) => m.standbyTasks()))
    const holderOf = (partition: number) => members.find((_, i) => holders[i]?.includes(`1_${partition}`))
    const standbysOf = (partition: number) =>
      members
        .filter((_, i) => standbyHolders[i]?.includes(`1_${partition}`))
        .map((m) => `${m.host}:${String(m.port)}`)
        .sort()
    wrong = []
    disagree = []
    for (const key of keys) {
      const answers: { asked: string; meta: Awaited<ReturnType<Member['metadata']>> }[] = []
      for (const asked of members) {
        const meta = await asked.metadata(key)
        answers.push({ asked: asked.name, meta })
        const holder = meta === undefined ? undefined : holderOf(meta.partition)
        if (
          meta === undefined ||
          holder === undefined ||
          holder.host !== meta.host ||
          holder.port !== meta.port ||
          JSON.stringify(meta.standbys) !== JSON.stringify(standbysOf(meta.partition))
        )
          wrong.push({ key, asked: asked.name, meta, holder: holder?.name })
      }
      if (new Set(answers.map((a) => a.meta?.partition)).size !== 1) disagree.push({ key, answers })
    }
    if (wrong.length === 0 && disagree.length === 0) return
    await sleep(500)
  }
  const clients = await Promise.all(members.map((m) => m.clients()))
  throw new Error(
    `queryMetadataForKey names the wrong host: ${JSON.stringify({ wrong: wrong.slice(0, 5), disagree, clients })}`,
  )
}

const outputEquals = async (topics: Topics, lines: readonly string[], isolation: ConsumerIsolationLevel) => {
  const expected = referenceCounts(lines)
  expect(await readCounts(kafka, topics.output, PARTITIONS, expected, 1200, isolation)).toEqual(expected)
}

type Start = typeof javaMember

describe.each<[string, Start, Start, boolean, number]>([
  ['Tributary first (it leads), then Java', tributaryMember, javaMember, true, 0],
  ['Java first (it leads), then Tributary', javaMember, tributaryMember, false, 0],
  ['Tributary first (it leads), then Java, one standby replica', tributaryMember, javaMember, true, 1],
  ['Java first (it leads), then Tributary, one standby replica', javaMember, tributaryMember, false, 1],
])(
  'a Java and a Tributary instance in one group: %s',
  (_order, startFirst, startSecond, tributaryLeads, standbys) => {
    it('share the word count while input flows, and both name the right host for every key', async () => {
      const { topics, applicationId } = await setUp()
      led.splice(0)
      const first = someLines(150, 31)
      const second = someLines(150, 32)
      const config: MemberConfig = { guarantee: 'at_least_once', standbys }
      const a = await startFirst('first-host', config, applicationId, topics, 7001)
      let b: Member | undefined
      try {
        await produceLines(kafka, topics.input, first)
        await outputEquals(topics, first, 'read_uncommitted')
        b = await startSecond('second-host', config, applicationId, topics, 7002)
        await settled([a, b])
        await produceLines(kafka, topics.input, second)
        await outputEquals(topics, [...first, ...second], 'read_uncommitted')
        const [tasksA, tasksB] = await settled([a, b])
        expect(tasksA?.length).toBeGreaterThan(0)
        expect(tasksB?.length).toBeGreaterThan(0)
        await metadataAgrees([a, b], [...referenceCounts([...first, ...second]).keys()])
        // With a standby replica, each count task has one standby, on the instance that does not run it.
        if (standbys > 0) {
          const [standbyA, standbyB] = await Promise.all([a.standbyTasks(), b.standbyTasks()])
          for (const task of ['1_0', '1_1']) {
            const where = [tasksA?.includes(task) === true, tasksB?.includes(task) === true]
            const standbyOn = [standbyA?.includes(task) === true, standbyB?.includes(task) === true]
            expect(standbyOn).toEqual(where.map((active) => !active))
          }
        }
        const tributaryName = tributaryLeads ? a.name : b.name
        const ledHere = led.filter((l) => l.member === tributaryName)
        // The first member leads every rebalance while it stays: Tributary assigned the Java member, or never led.
        if (tributaryLeads) expect(ledHere.some((l) => l.members === 2)).toBe(true)
        else expect(ledHere).toEqual([])
      } finally {
        await b?.stop()
        await a.stop()
      }
    })
  },
)

/** Every committed count update of the output, per word in offset order. */
const countSequences = async (topics: Topics, expected: ReadonlyMap<string, number>) => {
  const consumer = kafka.assignedConsumer({ clientId: 'mixed-output', isolationLevel: 'read_committed' })
  await consumer.connect()
  await consumer.assign(
    Array.from({ length: PARTITIONS }, (_, partition) => ({ topic: topics.output, partition })),
  )
  const sequences = new Map<string, number[]>()
  const done = () => [...expected].every(([word, n]) => sequences.get(word)?.at(-1) === n)
  // Polls until the last updates arrived, then on until the topic is quiet, so late duplicates would be seen.
  for (let idle = 0; idle < (done() ? 10 : 100);) {
    const records = await consumer.poll(100)
    idle = records.length === 0 ? idle + 1 : 0
    for (const r of records) {
      if (r.key === null || r.value === null) continue
      const word = text.deserializer.deserialize(topics.output, r.key)
      sequences.set(word, [
        ...(sequences.get(word) ?? []),
        long.deserializer.deserialize(topics.output, r.value),
      ])
    }
  }
  await consumer.disconnect()
  return sequences
}

describe('a rolling migration from Java to Tributary under exactly_once_v2', () => {
  it('replaces two Java instances one at a time while input flows, with no lost or duplicated update', async () => {
    const { topics, applicationId } = await setUp()
    led.splice(0)
    const eos: MemberConfig = { guarantee: 'exactly_once_v2', standbys: 0 }
    let flowing = true
    const produced: string[] = []
    const input = (async () => {
      for (let i = 0; flowing; i++) {
        const batch = someLines(20, 100 + i)
        await produceLines(kafka, topics.input, batch)
        produced.push(...batch)
        await sleep(500)
      }
    })()
    const stopped = new Set<Member>()
    const members: Member[] = []
    const stop = async (m: Member) => {
      stopped.add(m)
      await m.stop()
    }
    try {
      const java1 = await javaMember('java-1', eos, applicationId, topics, 7101)
      members.push(java1)
      const java2 = await javaMember('java-2', eos, applicationId, topics, 7102)
      members.push(java2)
      await settled([java1, java2])
      const ts1 = await tributaryMember('tributary-1', eos, applicationId, topics, 7103)
      members.push(ts1)
      await settled([java1, java2, ts1], 120_000)
      // java-1 started first and leads while it runs: Tributary joined a Java-led group.
      expect(led).toEqual([])
      await stop(java1)
      await settled([java2, ts1], 120_000)
      const ts2 = await tributaryMember('tributary-2', eos, applicationId, topics, 7104)
      members.push(ts2)
      await settled([java2, ts1, ts2], 120_000)
      const beforeLast = led.length
      await stop(java2)
      await settled([ts1, ts2], 120_000)
      // Only Tributary members are left: one of them led the last rebalance.
      expect(led.slice(beforeLast).length).toBeGreaterThan(0)
      flowing = false
      await input
      const expected = referenceCounts(produced)
      const sequences = await countSequences(topics, expected)
      expect(new Map([...sequences].map(([word, counts]) => [word, counts.at(-1)]))).toEqual(expected)
      for (const [word, counts] of sequences)
        expect({ word, counts }).toEqual({ word, counts: counts.map((_, i) => i + 1) })
    } finally {
      flowing = false
      await input
      for (const m of members.reverse()) if (!stopped.has(m)) await m.stop()
    }
  })
})
