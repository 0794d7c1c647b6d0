// Java Kafka Streams and Tributary write the same internal topics: the same input (one partition, explicit
// timestamps) through each, with their own application ids; every internal topic of each is read whole and
// compared record by record (key and value bytes, timestamp, headers) and by config, the app-id prefix taken away.
// First the word count, then every program of the internal-topics catalogue, all in one application per side.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { Serdes } from '../../../src/index.js'
import { KafkajsClientSupplier } from '../../../src/kafka/kafkajs/KafkajsClientSupplier.js'
import { KafkaStreams } from '../../../src/runtime/KafkaStreams.js'
import {
  createTopics,
  readCounts,
  referenceCounts,
  someLines,
  wordCountTopology,
} from '../../runtime/thread/wordCountApp.js'
import { readInternalTopics, type InternalTopic } from '../../wire/internalTopics.js'
import { startJavaApp } from '../../wire/javaApp.js'
import {
  catalogueTopics,
  catalogueTopology,
  javaCatalogueTopology,
  processedAll,
} from '../../wire/wireCatalogue.js'

const bootstrap = inject('kafkaBootstrap')
const kafka = new KafkajsClientSupplier({ 'bootstrap.servers': bootstrap, 'fetch.max.wait.ms': 100 })
const root = mkdtempSync(join(tmpdir(), 'tributary-internal-topics-it-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const text = Serdes.string()
const PARTITIONS = 2

/** All lines into partition 0 so one task reads them in one order on both sides; timestamps 1000, 2000, ... */
const produceTimed = async (topic: string, lines: readonly string[]): Promise<void> => {
  const producer = kafka.producer({ clientId: 'wire-input' })
  await producer.connect()
  await producer.send(
    lines.map((line, i) => ({
      topic,
      partition: 0,
      key: text.serializer.serialize(topic, `line-${i}`),
      value: text.serializer.serialize(topic, line),
      timestamp: 1000 * (i + 1),
    })),
  )
  await producer.disconnect()
}

describe('internal topics written by Java and by Tributary', () => {
  it('word count: the same topics, configs, and repartition and changelog records, byte for byte', async () => {
    const run = randomUUID()
    const input = `wire-it-lines-${run}`
    const lines = someLines(60, 4)
    const expected = referenceCounts(lines)
    await createTopics(kafka, [input, `wire-it-java-out-${run}`, `wire-it-ts-out-${run}`], PARTITIONS)
    await produceTimed(input, lines)

    const javaId = `wire-it-java-${run}`
    const java = startJavaApp({
      applicationId: javaId,
      bootstrap,
      topology: 'word-count',
      topics: { input, output: `wire-it-java-out-${run}` },
    })
    try {
      await java.running()
      expect(await readCounts(kafka, `wire-it-java-out-${run}`, PARTITIONS, expected, 1200)).toEqual(expected)
    } finally {
      await java.stop()
    }

    const ourId = `wire-it-ts-${run}`
    const ours = new KafkaStreams(wordCountTopology(input, `wire-it-ts-out-${run}`), {
      'application.id': ourId,
      'bootstrap.servers': bootstrap,
      'state.dir': mkdtempSync(join(root, 'state-')),
      'commit.interval.ms': 100,
      'statestore.cache.max.bytes': 0,
      'fetch.max.wait.ms': 100,
    })
    await ours.start()
    try {
      expect(await readCounts(kafka, `wire-it-ts-out-${run}`, PARTITIONS, expected, 1200)).toEqual(expected)
    } finally {
      expect(await ours.close({ timeout: 60_000 })).toBe(true)
    }

    const javaTopics = await readInternalTopics(kafka, javaId)
    const ourTopics = await readInternalTopics(kafka, ourId)
    expect(ourTopics.map((t) => t.suffix)).toEqual(['word-counts-changelog', 'word-counts-repartition'])
    expect(ourTopics.map((t) => t.suffix)).toEqual(javaTopics.map((t) => t.suffix))
    for (const [i, java] of javaTopics.entries()) {
      const ours = ourTopics[i]
      expect.soft({ topic: ours?.suffix, partitions: ours?.partitions }).toEqual({
        topic: java.suffix,
        partitions: java.partitions,
      })
      expect
        .soft({ topic: ours?.suffix, configs: ours?.configs })
        .toEqual({ topic: java.suffix, configs: java.configs })
      expect(java.records.length).toBeGreaterThan(0)
      expect.soft({ topic: ours?.suffix, records: ours?.records }).toEqual({
        topic: java.suffix,
        records: java.records,
      })
    }
  })

  it('every catalogue program: the key-value ones write the same topics and configs byte for byte', async () => {
    const run = randomUUID()
    const topics = catalogueTopics(run, programs)
    await createTopics(kafka, Object.values(topics), PARTITIONS)
    // now, to the second, plus the goldens' timestamps: windows fall as in the goldens, and retention keeps it all
    const base = Math.floor(Date.now() / 1000) * 1000
    const producer = kafka.producer({ clientId: 'wire-catalogue-input' })
    await producer.connect()
    await producer.send(
      goldens.flatMap((g) =>
        g.input.map((step) => ({
          topic: topics[`${g.program}.${step.topic}`] ?? step.topic,
          partition: 0,
          key: text.serializer.serialize(step.topic, step.key),
          value: text.serializer.serialize(step.topic, step.value),
          timestamp: base + step.timestamp,
        })),
      ),
    )
    await producer.disconnect()
    const sources = [
      ...new Set(goldens.flatMap((g) => g.input.map((s) => topics[`${g.program}.${s.topic}`]))),
    ].filter((t) => t !== undefined)

    const javaId = `wire-it-java-${run}`
    const java = startJavaApp({
      applicationId: javaId,
      bootstrap,
      topology: javaCatalogueTopology(programs),
      topics,
      // Java deletes what it has read from repartition topics every 30 s; Tributary does not, and both are read whole
      config: { 'repartition.purge.interval.ms': 3_600_000 },
    })
    try {
      await java.running()
      await processedAll(kafka, javaId, sources)
    } finally {
      await java.stop()
    }
    const ourId = `wire-it-ts-${run}`
    const ours = new KafkaStreams(catalogueTopology(programs, topics), {
      'application.id': ourId,
      'bootstrap.servers': bootstrap,
      'state.dir': mkdtempSync(join(root, 'state-')),
      'commit.interval.ms': 100,
      'statestore.cache.max.bytes': 0,
      'fetch.max.wait.ms': 100,
      'default.key.serde': text,
      'default.value.serde': text,
    })
    await ours.start()
    try {
      await processedAll(kafka, ourId, sources)
    } finally {
      expect(await ours.close({ timeout: 60_000 })).toBe(true)
    }

    const javaTopics = await readInternalTopics(kafka, javaId)
    const ourTopics = await readInternalTopics(kafka, ourId)
    expect(ourTopics.map((t) => t.suffix)).toEqual(javaTopics.map((t) => t.suffix))
    // each program's topics are those its golden names; together they are all the application has
    expect(goldens.flatMap(suffixes).sort()).toEqual(javaTopics.map((t) => t.suffix))
    const of = (all: readonly InternalTopic[], g: CatalogueGolden) =>
      all.filter((t) => suffixes(g).includes(t.suffix))
    for (const g of goldens) {
      const [javaSide, ourSide] = [of(javaTopics, g), of(ourTopics, g)]
      expect(javaSide.flatMap((t) => t.records).length, g.program).toBeGreaterThan(0)
      const compared = timingDependent.has(g.program)
        ? (topics: readonly InternalTopic[]) => topics.map(({ records: _records, ...topic }) => topic)
        : (topics: readonly InternalTopic[]) => topics
      expect
        .soft({ program: g.program, topics: compared(ourSide) })
        .toEqual({ program: g.program, topics: compared(javaSide) })
    }
  })
})

interface CatalogueGolden {
  readonly program: string
  readonly applicationId: string
  readonly input: readonly { topic: string; key: string; value: string; timestamp: number }[]
  readonly topics: readonly { readonly topic: string }[]
}

/** The driver goldens of the catalogue (test/goldens/internal-topics): each program's input and topic names. */
const goldenDir = fileURLToPath(new URL('../../goldens/internal-topics/', import.meta.url))
const goldens: CatalogueGolden[] = readdirSync(goldenDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(goldenDir + f, 'utf8')) as CatalogueGolden)

const suffixes = (g: CatalogueGolden): string[] =>
  g.topics.map((t) => t.topic.slice(g.applicationId.length + 1))

/**
 * The foreign-key join first: its topics carry generated node numbers, which are then those of its golden. The
 * others' topics are named after their stores.
 */
const programs = [
  'foreign-key-join',
  ...goldens.map((g) => g.program).filter((p) => p !== 'foreign-key-join'),
]

/**
 * Programs whose internal records depend on timing on a broker, for Java as for Tributary: the foreign-key join's
 * two tables are processed by separate tasks, which interleave as fetches arrive (one run of Java's and ours gave
 * different subscription responses), and a suppression buffer logs the keys changed since the last commit, so what
 * it logs depends on when commits fall. Their topics, partitions and configs are compared here; their records
 * byte for byte against Java's TopologyTestDriver, where the order is fixed (test/wire/internalTopics.test.ts).
 */
const timingDependent = new Set(['foreign-key-join', 'suppress-window-close', 'suppress-time-limit'])
